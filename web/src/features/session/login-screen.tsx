/**
 * Login (spec section 2 "Login", section 4 "Login"): username tab only for now (the SMS tab comes
 * with its issue). The captcha stays hidden until a failed login says it is required; from then
 * on it shows a fresh single-use image, and clicking the image reloads it and clears the code.
 */
import {
  CaptchaAnswerSchema,
  LIMITS,
  UsernameLoginInputSchema,
  type UsernameLoginInput,
} from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Form, FormField, useZodForm } from '../../components/ui/form.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorData, errorText } from '../../lib/errors.ts';
import { useCustomerServiceUrl } from '../../lib/status.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useLogin } from './use-login.ts';
import './login.css';
import { Icon } from '../../components/ui/icon.tsx';
import { href, pathOf } from '../../lib/paths.ts';

type LoginFormInput = z.input<typeof UsernameLoginInputSchema>;

/** Once the captcha shows, an empty code is "required" rather than "wrong format". */
const WithCaptchaSchema = UsernameLoginInputSchema.extend({
  captcha: z.string().trim().min(1, 'validation.captchaRequired').pipe(CaptchaAnswerSchema),
});

function safeHttpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export function LoginScreen() {
  const { t } = useTranslation(['session', 'errors', 'validation']);
  const login = useLogin();
  const customerServiceUrl = safeHttpUrl(useCustomerServiceUrl());

  const [termsTicked, setTermsTicked] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** The gateway wants a captcha the player was never shown: a hint, not an error. */
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captchaShownRef = useRef(false);

  // One schema for the form and the BFF's input; once shown, the captcha is mandatory.
  const form = useZodForm<LoginFormInput, UsernameLoginInput>(
    () => (captchaShownRef.current ? WithCaptchaSchema : UsernameLoginInputSchema),
    { defaultValues: { type: 'username', username: '', password: '' } },
  );
  const { setValue, setError, setFocus } = form;

  const trpc = useTRPC();
  const captcha = useQuery(
    trpc.session.captcha.queryOptions(undefined, {
      enabled: captchaShown,
      staleTime: 0,
      gcTime: 0,
      refetchOnWindowFocus: false,
      retry: false,
      meta: { silent: true },
    }),
  );

  const refreshCaptcha = () => {
    setValue('captcha', '');
    void captcha.refetch();
  };

  // Once the field the gateway asked for is there, the cursor goes to it.
  useEffect(() => {
    if (captchaAsked && captchaShown) setFocus('captcha');
  }, [captchaAsked, captchaShown, setFocus]);

  const onSubmit = (values: UsernameLoginInput) => {
    setFormError(null);
    setCaptchaAsked(false);
    login.mutate(values, {
      onError: (error) => {
        const data = errorData(error);
        const asked = data?.appCode === 'captcha_required';
        if (captchaShownRef.current) {
          // The image was used up by this attempt.
          refreshCaptcha();
        } else if (data?.captchaRequired === true) {
          captchaShownRef.current = true;
          setCaptchaShown(true);
        }
        for (const [field, keys] of Object.entries(data?.fieldErrors ?? {})) {
          if ((field === 'username' || field === 'password' || field === 'captcha') && keys[0]) {
            setError(field, { type: 'server', message: keys[0] });
          }
        }
        // Nothing went wrong that the player could have seen: show the field and say what to do.
        setCaptchaAsked(asked);
        setFormError(asked ? null : errorText(error, t));
      },
    });
  };

  return (
    <main className="login">
      <div className="login__top">
        <Link to={pathOf('home')} className="login__close" aria-label={t('login.close')}>
          <Icon name="close" />
        </Link>
        <h1 className="login__title">{t('login.title')}</h1>
      </div>

      <div className="login__tabs" role="tablist" aria-label={t('login.title')}>
        <span
          role="tab"
          id="login-tab-username"
          aria-selected="true"
          aria-controls="login-panel-username"
          tabIndex={0}
          className="login__tab login__tab--active"
        >
          {t('login.tabUsername')}
        </span>
      </div>

      <Form form={form} onSubmit={onSubmit} id="login-panel-username" className="login__form">
        <FormField<LoginFormInput>
          name="username"
          id="login-username"
          label={t('login.username')}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />

        <FormField<LoginFormInput> name="password" id="login-password" label={t('login.password')}>
          {(control) => (
            <div className="field__row">
              <input
                type={passwordVisible ? 'text' : 'password'}
                autoComplete="current-password"
                {...control}
              />
              <button
                type="button"
                className="field__toggle"
                aria-pressed={passwordVisible}
                onClick={() => setPasswordVisible((v) => !v)}
              >
                <Icon name={passwordVisible ? 'eyeOff' : 'eye'} size={20} />
                <span className="visually-hidden">
                  {passwordVisible ? t('login.hidePassword') : t('login.showPassword')}
                </span>
              </button>
            </div>
          )}
        </FormField>

        {captchaShown ? (
          <FormField<LoginFormInput>
            name="captcha"
            id="login-captcha"
            label={t('login.captcha')}
            hint={captchaAsked ? t('errors:captcha_required') : undefined}
          >
            {(control) => (
              <div className="field__row">
                <input
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  maxLength={LIMITS.captchaMaxLength}
                  {...control}
                />
                {/* The image keeps its own name; a transparent button on top makes a tap on it
                    reload. The button is named by its text, not aria-label, so that label
                    queries for "Verification code" find only the input. */}
                <div className="field__toggle captcha">
                  {captcha.data ? (
                    <img
                      src={captcha.data.image}
                      alt={t('login.captchaImage')}
                      width={100}
                      height={40}
                    />
                  ) : captcha.isFetching ? (
                    <Spinner label={t('app.loading')} inline />
                  ) : (
                    <Icon name="refresh" size={20} />
                  )}
                  <button type="button" className="captcha__refresh" onClick={refreshCaptcha}>
                    <span className="visually-hidden">{t('login.refreshCaptcha')}</span>
                  </button>
                </div>
              </div>
            )}
          </FormField>
        ) : null}

        <div className="field field--check">
          <input
            id="login-terms"
            type="checkbox"
            checked={termsTicked}
            onChange={(event) => setTermsTicked(event.target.checked)}
          />
          <label htmlFor="login-terms">{t('login.terms')}</label>
        </div>
        <p className="login__terms-link">
          <Link to={href('help', { hash: 'terms' })}>{t('login.termsLink')}</Link>
        </p>

        {formError ? (
          <p className="login__error" role="alert">
            {formError}
          </p>
        ) : null}

        <Button
          type="submit"
          className="login__submit"
          disabled={!termsTicked || login.isPending}
          busy={login.isPending}
        >
          {t('login.submit')}
        </Button>

        <div className="login__links">
          <Link to={pathOf('forget')}>{t('login.forgot')}</Link>
          <span>
            {t('login.noAccount')} <Link to={pathOf('register')}>{t('login.register')}</Link>
          </span>
          {customerServiceUrl ? (
            <a href={customerServiceUrl} target="_blank" rel="noopener noreferrer">
              {t('login.customerService')}
            </a>
          ) : null}
        </div>
      </Form>
    </main>
  );
}
