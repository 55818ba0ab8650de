/**
 * Facebook and Google sign-in with the Firebase Web SDK (decision 013), in a chunk of its own:
 * only a player who taps a social icon downloads it.
 *
 * The SDK signs the player in with the provider and gives us a Firebase ID token; the BFF takes
 * it from there (`session.login` with `type: 'firebase'`). Firebase keeps nothing: its session
 * lives in memory only (no IndexedDB, no localStorage) and is signed out as soon as the token is
 * read, so the only session the player has is the BFF's.
 *
 * - Against Firebase, `signInWithPopup`: Google's or Facebook's own sign-in window.
 * - Against the sandbox (`emulatorUrl`), the SDK talks to the sandbox's stand-in through
 *   `connectAuthEmulator`; the sandbox's account chooser, opened by the caller on the tap,
 *   answers with a provider credential, and `signInWithCredential` turns it into the ID token.
 */
import { FIREBASE_PROVIDER_IDS, type SocialLoginConfig, type SocialProvider } from '@app/contracts';
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  FacebookAuthProvider,
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type Auth,
  type OAuthCredential,
} from 'firebase/auth';

type Config = NonNullable<SocialLoginConfig>;

/** The player closed the provider's window or cancelled: nothing to say, only stop waiting. */
export class SocialSignInCancelled extends Error {
  override name = 'SocialSignInCancelled';
}

/** Firebase's refusals that mean "the player changed their mind", not "something broke". */
const CANCELLED_CODES = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);

let started: { app: FirebaseApp; auth: Auth } | undefined;

function firebaseAuth(config: Config): Auth {
  if (started) return started.auth;
  const app = initializeApp(config.firebase, 'social-login');
  const auth = initializeAuth(app, {
    persistence: inMemoryPersistence,
    // The popup's helper frame comes from Google; the sandbox's chooser needs none.
    ...(config.emulatorUrl ? {} : { popupRedirectResolver: browserPopupRedirectResolver }),
  });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  started = { app, auth };
  return auth;
}

/**
 * Signs the player in with `provider` and answers a fresh Firebase ID token. `chooser` is the
 * sandbox's account chooser the caller opened on the tap (null against Firebase).
 */
export async function firebaseIdToken(
  config: Config,
  provider: SocialProvider,
  chooser: Window | null,
): Promise<string> {
  const auth = firebaseAuth(config);
  try {
    const result =
      config.emulatorUrl && chooser
        ? await signInWithCredential(
            auth,
            await sandboxCredential(provider, chooser, config.emulatorUrl),
          )
        : await signInWithPopup(auth, providerFor(provider));
    return await result.user.getIdToken();
  } catch (error) {
    if (CANCELLED_CODES.has((error as { code?: unknown }).code as string)) {
      throw new SocialSignInCancelled();
    }
    throw error;
  } finally {
    await signOut(auth).catch(() => undefined);
  }
}

function providerFor(provider: SocialProvider): GoogleAuthProvider | FacebookAuthProvider {
  if (provider === 'google') {
    const google = new GoogleAuthProvider();
    google.setCustomParameters({ prompt: 'select_account' });
    return google;
  }
  return new FacebookAuthProvider();
}

/** How often the closed chooser is looked for, and how long its last message may lag. */
const CHOOSER_POLL_MS = 300;
const CHOOSER_CLOSE_GRACE_MS = 600;

/**
 * The credential the sandbox's chooser posts back: only from that window, at the sandbox's
 * origin, for the provider asked. Closing the chooser cancels.
 */
function sandboxCredential(
  provider: SocialProvider,
  chooser: Window,
  emulatorUrl: string,
): Promise<OAuthCredential> {
  const origin = new URL(emulatorUrl).origin;
  return new Promise((resolve, reject) => {
    let closedAt: number | null = null;
    const done = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
    };
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== origin || event.source !== chooser) return;
      const data = event.data as { source?: unknown; providerId?: unknown; credential?: unknown };
      if (data?.source !== 'sandbox-idp' || data.providerId !== FIREBASE_PROVIDER_IDS[provider])
        return;
      if (typeof data.credential !== 'string') return;
      done();
      resolve(
        provider === 'google'
          ? GoogleAuthProvider.credential(data.credential)
          : FacebookAuthProvider.credential(data.credential),
      );
    };
    // The chooser posts, then closes: its message may arrive just after `closed` turns true.
    const poll = setInterval(() => {
      if (!chooser.closed) return;
      closedAt ??= Date.now();
      if (Date.now() - closedAt < CHOOSER_CLOSE_GRACE_MS) return;
      done();
      reject(new SocialSignInCancelled());
    }, CHOOSER_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
