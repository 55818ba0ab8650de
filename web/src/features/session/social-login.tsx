/**
 * Facebook and Google login (spec sections 2 "Login" and "Registration"; decision 013): an icon
 * for each provider whose whitelabel flag is on (FACEBOOKLOGIN3, GOOGLELOGIN3), and only when
 * the site has a Firebase app (the BFF's `socialLogin` setting). A tap signs the player in with
 * the provider through the Firebase SDK (firebase-sign-in.ts, loaded on the tap), then with
 * the BFF (`session.login`, `type: 'firebase'`), and goes home like any login. Closing the
 * provider's window only stops the wait; a failure shows below the icons, in the player's
 * language.
 */
import {
  SOCIAL_PROVIDERS,
  SOCIAL_PROVIDER_FLAGS,
  TIMINGS_MS,
  type SocialLoginConfig,
  type SocialProvider,
} from '@app/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSettledT } from '../../i18n/use-settled-t.ts';
import { appError, errorText } from '../../lib/errors.ts';
import { useSystemStatus } from '../../lib/status.ts';
import { useLogin } from './use-login.ts';

const TEXT_NAMESPACES = ['session', 'errors'] as const;

/** The sandbox's account chooser, which stands in for the provider's sign-in window. */
function chooserUrl(emulatorUrl: string, provider: SocialProvider): string {
  const url = new URL(`/emulator/idp/${provider}`, emulatorUrl);
  url.searchParams.set('origin', window.location.origin);
  return url.href;
}

const loadSignIn = () => import('./firebase-sign-in.ts');

/** The providers the site offers: their flag on and a Firebase app to sign in with. */
export function useSocialProviders(): { config: SocialLoginConfig; providers: SocialProvider[] } {
  const status = useSystemStatus().data;
  const config = status?.socialLogin ?? null;
  const providers = config
    ? SOCIAL_PROVIDERS.filter((provider) => status?.whitelabel[SOCIAL_PROVIDER_FLAGS[provider]])
    : [];
  return { config, providers };
}

export function SocialLogin({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation(TEXT_NAMESPACES);
  const errorT = useSettledT(TEXT_NAMESPACES, TIMINGS_MS.loginErrorsDebounce);
  const { config, providers } = useSocialProviders();
  const login = useLogin();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<unknown>(null);

  // Against Firebase the SDK opens the provider's window itself, which a browser allows only
  // close to the tap: the chunk is fetched ahead, once the icons show.
  const preload = config !== null && config.emulatorUrl === null && providers.length > 0;
  useEffect(() => {
    if (preload) void loadSignIn();
  }, [preload]);

  if (!config || providers.length === 0) return null;

  const signIn = (provider: SocialProvider) => {
    setError(null);
    // The sandbox's chooser opens now, inside the tap, or the browser blocks it.
    const chooser = config.emulatorUrl
      ? window.open(chooserUrl(config.emulatorUrl, provider), 'social-login', 'popup')
      : null;
    if (config.emulatorUrl && !chooser) {
      setError(appError('popup_blocked'));
      return;
    }
    setBusy(provider);
    void loadSignIn()
      .then(async ({ firebaseIdToken, SocialSignInCancelled }) => {
        let idToken: string;
        try {
          idToken = await firebaseIdToken(config, provider, chooser);
        } catch (failure) {
          if (failure instanceof SocialSignInCancelled) return;
          const code = (failure as { code?: unknown }).code;
          throw appError(code === 'auth/popup-blocked' ? 'popup_blocked' : 'social_login_failed');
        }
        // Success goes home (useLogin); this screen is gone by then.
        await login.mutateAsync({ type: 'firebase', provider, idToken });
      })
      .catch((failure: unknown) => setError(failure))
      .finally(() => setBusy(null));
  };

  return (
    <div className="social-login">
      <p className="social-login__title">{t('login.socialTitle')}</p>
      <div className="social-login__icons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`social-login__icon social-login__icon--${provider}`}
            disabled={disabled || busy !== null}
            aria-busy={busy === provider}
            aria-label={t(provider === 'google' ? 'login.withGoogle' : 'login.withFacebook')}
            onClick={() => signIn(provider)}
          >
            {busy === provider ? (
              <Spinner label={t('login.socialBusy')} inline />
            ) : (
              <ProviderMark provider={provider} />
            )}
          </button>
        ))}
      </div>
      {error ? (
        <p className="login__error" role="alert">
          {errorText(error, errorT)}
        </p>
      ) : null}
    </div>
  );
}

/** The providers' own marks, drawn here: no third-party image on the login screen. */
function ProviderMark({ provider }: { provider: SocialProvider }) {
  if (provider === 'facebook') {
    return (
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="12" fill="#1877F2" />
        <path
          fill="#fff"
          d="M13.4 19.5v-6.2h2.1l.3-2.4h-2.4V9.4c0-.7.2-1.2 1.2-1.2h1.3V6.1a17 17 0 0 0-1.9-.1c-1.9 0-3.1 1.1-3.1 3.2v1.8H8.8v2.4h2.1v6.2z"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.3-4.7 3.3-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}
