/**
 * Login (spec section 2 "Login", section 4 "Login"): a username tab and, when the whitelabel flag
 * MOBILEVERCODELOGIN3 is on, a mobile-number tab signing in with an SMS code. Both panels stay
 * mounted (the hidden one with `hidden`), so switching tabs keeps what was typed in each. The
 * captcha stays hidden until a failed login (on either tab) says it is required; from then on
 * both tabs show a fresh single-use image, and clicking the image reloads it and clears the code.
 *
 * "Remember password" (architecture.md "Sessions", decision 010): the form keeps the tab, username
 * and dialing code in localStorage; the password is sealed in the BFF's HttpOnly cookie. When the
 * BFF remembers the username on screen, the password field shows "Saved password" and the login
 * goes as `type: 'remembered'`; typing a password, or unticking the box, leaves that mode.
 */
import {
  CaptchaAnswerSchema,
  SmsLoginInputSchema,
  REGULATOR_LINE_DEFAULTS,
  TIMINGS_MS,
  UsernameLoginInputSchema,
  type SmsLoginInput,
  type UsernameLoginInput,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { FormField, useZodForm, showServerFieldErrors } from '../../components/ui/form.tsx';
import { errorData, errorText } from '../../lib/errors.ts';
import { useCustomerServiceUrl, useSystemStatus } from '../../lib/status.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useSettledT } from '../../i18n/use-settled-t.ts';
import {
  forgetRememberedForm,
  readRememberedForm,
  rememberLogin,
  type LoginTab,
  type RememberedEntry,
  type RememberedForm,
} from './remembered-form.ts';
import { CaptchaField, useCaptcha } from './captcha-image.tsx';
import { LoginVerification } from './login-verification.tsx';
import { SocialLogin } from './social-login.tsx';
import { SmsFields, type SmsFieldValues } from './sms-fields.tsx';
import { useLogin } from './use-login.ts';
import { LoginTop } from './sheet-parts.tsx';
import './login.css';
import { Icon } from '../../components/ui/icon.tsx';
import { href, pathOf } from '../../lib/paths.ts';

type LoginFormInput = z.input<typeof UsernameLoginInputSchema>;
type SmsFormInput = z.input<typeof SmsLoginInputSchema>;
type LoginInput = Parameters<ReturnType<typeof useLogin>['mutateAsync']>[0];

/** What a successful login remembers: its tab's entry. */
interface Remember {
  tab: LoginTab;
  entry: RememberedEntry;
}

interface PendingVerification {
  /** The login the gateway answered with `login_verify_required`, sent again with the code. */
  input: Extract<LoginInput, { type: 'username' | 'remembered' }>;
  remember: Remember;
  maskedMobile: string | undefined;
  /** When the last code was sent: the step restarts its countdown. */
  sentAt: number;
  error: unknown;
}

/** Once the captcha shows, an empty code is "required" rather than "wrong format". */
const RequiredCaptchaSchema = z
  .string()
  .trim()
  .min(1, 'validation.captchaRequired')
  .pipe(CaptchaAnswerSchema);
const WithCaptchaSchema = UsernameLoginInputSchema.extend({ captcha: RequiredCaptchaSchema });
/** The remembered password is the BFF's: the field may stay empty. */
const SavedSchema = UsernameLoginInputSchema.extend({ password: z.string() });
const SavedWithCaptchaSchema = WithCaptchaSchema.extend({ password: z.string() });
const SmsWithCaptchaSchema = SmsLoginInputSchema.extend({ captcha: RequiredCaptchaSchema });

/** The fields whose server errors each tab shows beside the field. */
const USERNAME_FIELDS = ['username', 'password', 'captcha'] as const;
const SMS_FIELDS = ['mobile', 'dialingCode', 'code', 'captcha'] as const;

function safeHttpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const TEXT_NAMESPACES = ['session', 'errors', 'validation'] as const;

/** The /m/login route: the sheet with its top bar, the form under it. */
export function LoginScreen() {
  const { t } = useTranslation(TEXT_NAMESPACES);
  return (
    <main className="login">
      <LoginTop
        title={t('login.title')}
        backLabel={t('login.close')}
        icon="close"
        to={pathOf('home')}
      />
      <LoginForm />
    </main>
  );
}

/**
 * The login form itself: the /m/login sheet's, and the one of the login over a page
 * (login-dialog.tsx, `inDialog`), where the dialog's own head gives the title and the close
 * button.
 */
export function LoginForm({ inDialog = false }: { inDialog?: boolean }) {
  const { t } = useTranslation(TEXT_NAMESPACES);
  const errorT = useSettledT(TEXT_NAMESPACES, TIMINGS_MS.loginErrorsDebounce);
  const login = useLogin();
  const [stored] = useState<RememberedForm | null>(readRememberedForm);
  const customerServiceUrl = safeHttpUrl(useCustomerServiceUrl());
  const status = useSystemStatus().data;
  const smsLoginOn = status?.whitelabel.MOBILEVERCODELOGIN3 === true;
  // The merchant's age (REGULATOR_MIN_AGE, issue 30 item 4), 21 until the status says otherwise.
  const minimumAge = (status?.regulator ?? REGULATOR_LINE_DEFAULTS).minimumAge;

  const [chosenTab, setChosenTab] = useState<LoginTab>(stored?.type ?? 'username');
  const tab: LoginTab = smsLoginOn ? chosenTab : 'username';
  const [termsTicked, setTermsTicked] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  /** The error itself, not its text: the text follows the player's language (errorT). */
  const [formError, setFormError] = useState<unknown>(null);
  const [rememberTicked, setRememberTicked] = useState(stored !== null);
  /** The login IP verification step, while the gateway waits for the texted code. */
  const [verification, setVerification] = useState<PendingVerification | null>(null);
  /** The gateway wants a captcha the player was never shown: a hint, not an error. */
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captchaShownRef = useRef(false);
  const savedRef = useRef(false);

  // One schema for each form and the BFF's input; once shown, the captcha is mandatory.
  const form = useZodForm<LoginFormInput, UsernameLoginInput>(
    () =>
      savedRef.current
        ? captchaShownRef.current
          ? SavedWithCaptchaSchema
          : SavedSchema
        : captchaShownRef.current
          ? WithCaptchaSchema
          : UsernameLoginInputSchema,
    {
      defaultValues: {
        type: 'username',
        username: stored?.tabs.username?.username ?? '',
        password: '',
      },
    },
  );
  const smsForm = useZodForm<SmsFormInput, SmsLoginInput>(
    () => (captchaShownRef.current ? SmsWithCaptchaSchema : SmsLoginInputSchema),
    {
      defaultValues: {
        type: 'sms',
        mobile: stored?.tabs.sms?.username ?? '',
        dialingCode: stored?.tabs.sms?.countryDialingCode ?? '',
        code: '',
      },
    },
  );

  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rememberedLogin = useQuery(
    trpc.session.rememberedLogin.queryOptions(undefined, {
      staleTime: 0,
      retry: false,
      meta: { silent: true },
    }),
  );
  const sendLoginSms = useMutation(
    trpc.session.sendLoginSms.mutationOptions({ meta: { silent: true } }),
  );
  const forgetLogin = useMutation(
    trpc.session.forgetLogin.mutationOptions({ meta: { silent: true } }),
  );
  const refreshRemembered = () =>
    void queryClient.invalidateQueries(trpc.session.rememberedLogin.queryFilter());
  const typedUsername = form.watch('username');
  const typedPassword = form.watch('password');
  // The BFF remembers the password of the username on screen, and the player typed none.
  const saved =
    rememberTicked &&
    rememberedLogin.data != null &&
    rememberedLogin.data.username === typedUsername.trim() &&
    typedPassword === '';
  savedRef.current = saved;
  // Preact difference (decision 036): a `placeholder` that goes from a text to undefined is left
  // as `placeholder=""` (compat writes the DOM property, which has no "absent"), where React
  // removes the attribute. Nothing shows either way; the attribute goes as under React.
  const passwordRowRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!saved) passwordRowRef.current?.querySelector('input')?.removeAttribute('placeholder');
  }, [saved]);
  const captcha = useCaptcha(captchaShown);

  const refreshCaptcha = () => {
    form.setValue('captcha', '');
    smsForm.setValue('captcha', '');
    void captcha.refetch();
  };

  // Once the field the gateway asked for is there, the cursor goes to it (once: the effect
  // depends only on stable functions and the flags, never on what is typed).
  const focusUsernameField = form.setFocus;
  const focusSmsField = smsForm.setFocus;
  useEffect(() => {
    if (!captchaAsked || !captchaShown) return;
    if (tab === 'sms') focusSmsField('captcha');
    else focusUsernameField('captcha');
  }, [captchaAsked, captchaShown, tab, focusSmsField, focusUsernameField]);

  // The login sheet, once open, puts the cursor in its first empty field after the spec's modal
  // focus delay (500 ms: after the page transition), unless the player is already somewhere
  // (a field, or the terms notice's button; not the screen's heading, where a navigation lands,
  // lib/heading-focus.ts) or has already been: a player quicker than the delay
  // who pressed Log in has no focus while the button is busy, and the cursor must not jump back
  // into the password over the captcha field the gateway then asks for. In the dialog the
  // browser has put focus on its close button at opening: only a field the player chose counts.
  const initialTab = useRef(tab);
  const playerFocusedRef = useRef(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (playerFocusedRef.current) return;
      if (!inDialog && active && active !== document.body && !active.matches('h1')) return;
      if (initialTab.current === 'sms') focusSmsField('mobile');
      else focusUsernameField(form.getValues('username') ? 'password' : 'username');
    }, TIMINGS_MS.modalFocusDelay);
    return () => window.clearTimeout(timer);
  }, [focusSmsField, focusUsernameField, form, inDialog]);

  const chooseTab = (next: LoginTab) => {
    if (next === tab) return;
    setChosenTab(next);
    // Each tab keeps what was typed in it (its own form); its remembered entry comes back
    // into the fields the player left empty (spec section 4: each mode restores its own data).
    const entry = stored?.tabs[next];
    if (entry && next === 'username' && !form.getValues('username')) {
      form.setValue('username', entry.username);
    }
    if (entry && next === 'sms' && !smsForm.getValues('mobile')) {
      smsForm.setValue('mobile', entry.username);
      if (entry.countryDialingCode) smsForm.setValue('dialingCode', entry.countryDialingCode);
    }
    setFormError(null);
    setCaptchaAsked(false);
    // The image on screen may have been seen on the other tab: a fresh one for this one.
    if (captchaShownRef.current) refreshCaptcha();
  };

  const onLoginError =
    <T extends FieldValues>(target: UseFormReturn<T>, fields: readonly string[]) =>
    (error: unknown) => {
      const data = errorData(error);
      const asked = data?.appCode === 'captcha_required';
      if (captchaShownRef.current) {
        // The image was used up by this attempt.
        refreshCaptcha();
      } else if (data?.captchaRequired === true) {
        captchaShownRef.current = true;
        setCaptchaShown(true);
      }
      showServerFieldErrors(target, error, fields);
      // Nothing went wrong that the player could have seen: show the field and say what to do.
      setCaptchaAsked(asked);
      setFormError(asked ? null : error);
    };

  /**
   * Signs in; once the BFF accepts, the form remembers this tab's entry (or forgets it when the
   * box is unticked). `mutateAsync`: the screen unmounts as the login goes home.
   */
  const signIn = (input: LoginInput, remember: Remember, onError: (error: unknown) => void) => {
    setFormError(null);
    setCaptchaAsked(false);
    login.mutateAsync(input).then(
      () => (rememberTicked ? rememberLogin(remember.tab, remember.entry) : forgetRememberedForm()),
      (error: unknown) => {
        const data = errorData(error);
        if (
          data?.appCode === 'login_verify_required' &&
          (input.type === 'username' || input.type === 'remembered')
        ) {
          // The password was right; the gateway texted a code for this new address.
          const { verificationCode: _, ...again } = input;
          setVerification({
            input: again,
            remember,
            maskedMobile: data.maskedMobile,
            sentAt: Date.now(),
            error: null,
          });
          return;
        }
        // A remembered password refused or expired is gone from the BFF: ask for it again.
        if (input.type === 'remembered' && !input.verificationCode) refreshRemembered();
        onError(error);
      },
    );
  };

  const verify = (code: string) => {
    if (!verification) return;
    signIn({ ...verification.input, verificationCode: code }, verification.remember, (error) =>
      setVerification((current) => current && { ...current, error }),
    );
  };

  const resendVerification = () => {
    if (!verification) return;
    signIn(verification.input, verification.remember, (error) =>
      setVerification((current) => current && { ...current, error }),
    );
  };

  const onSubmit = (values: UsernameLoginInput) => {
    const remember: Remember = {
      tab: 'username',
      entry: { username: values.username, countryDialingCode: '' },
    };
    const onError = onLoginError(form, USERNAME_FIELDS);
    if (savedRef.current) {
      const { username, captcha: answer, language } = values;
      signIn({ type: 'remembered', username, captcha: answer, language }, remember, onError);
    } else {
      signIn({ ...values, remember: rememberTicked }, remember, onError);
    }
  };

  const onSmsSubmit = (values: SmsLoginInput) => {
    const remember: Remember = {
      tab: 'sms',
      entry: {
        username: smsForm.getValues('mobile').trim(),
        countryDialingCode: values.dialingCode,
      },
    };
    signIn(values, remember, onLoginError(smsForm, SMS_FIELDS));
  };

  const chooseRemember = (ticked: boolean) => {
    setRememberTicked(ticked);
    if (ticked) return;
    // Unticked on a shared phone: forgotten now, not only at the next login.
    forgetRememberedForm();
    if (rememberedLogin.data) forgetLogin.mutate(undefined, { onSettled: refreshRemembered });
  };

  const captchaField = (id: string) =>
    captchaShown ? (
      <CaptchaField
        id={id}
        label={t('login.captcha')}
        hint={captchaAsked ? t('errors:captcha_required') : undefined}
        captcha={captcha}
        onRefresh={refreshCaptcha}
      />
    ) : null;

  // One <form> and one Log in button for both tabs: they submit the tab on screen, each panel
  // with its own react-hook-form (and so its own values) through its own FormProvider.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    void (tab === 'sms'
      ? smsForm.handleSubmit(onSmsSubmit)(event)
      : form.handleSubmit(onSubmit)(event));

  return (
    <div className="login__body" onFocus={() => (playerFocusedRef.current = true)}>
      {verification ? (
        <LoginVerification
          maskedMobile={verification.maskedMobile}
          busy={login.isPending}
          error={verification.error ? errorText(verification.error, errorT) : null}
          sentAt={verification.sentAt}
          onVerify={verify}
          onResend={resendVerification}
          onCancel={() => setVerification(null)}
        />
      ) : null}

      {/* Kept mounted under the verification step: Back returns to what was typed. */}
      <div hidden={verification !== null}>
        {smsLoginOn ? (
          <div className="login__tabs" role="tablist" aria-label={t('login.title')}>
            {(['username', 'sms'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`login-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`login-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                className={tab === name ? 'login__tab login__tab--active' : 'login__tab'}
                onClick={() => chooseTab(name)}
              >
                {name === 'sms' ? t('login.tabMobile') : t('login.tabUsername')}
              </button>
            ))}
          </div>
        ) : null}

        <form noValidate onSubmit={submit}>
          <TabPanel
            id="login-panel-username"
            shown={tab === 'username'}
            tabbed={smsLoginOn}
            form={form}
          >
            <FormField<LoginFormInput>
              name="username"
              id="login-username"
              label={t('login.username')}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />

            <FormField<LoginFormInput>
              name="password"
              id="login-password"
              label={t('login.password')}
            >
              {(control) => (
                <div className="field__row" ref={passwordRowRef}>
                  <input
                    type={passwordVisible ? 'text' : 'password'}
                    autoComplete="current-password"
                    placeholder={saved ? t('login.savedPassword') : undefined}
                    {...control}
                  />
                  {saved ? null : (
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
                  )}
                </div>
              )}
            </FormField>

            {tab === 'username' ? captchaField('login-captcha') : null}
          </TabPanel>

          {smsLoginOn ? (
            <TabPanel id="login-panel-sms" shown={tab === 'sms'} tabbed form={smsForm}>
              <SmsFields
                // The SMS tab's form holds the three shared fields (and `type`, `captcha`).
                form={smsForm as unknown as UseFormReturn<SmsFieldValues>}
                sender={sendLoginSms}
                idPrefix="login"
              />
              {tab === 'sms' ? captchaField('login-sms-captcha') : null}
            </TabPanel>
          ) : null}

          <div className="login__form login__footer">
            <CheckBox
              id="login-remember"
              label={t('login.remember')}
              checked={rememberTicked}
              onChange={chooseRemember}
            />
            <CheckBox
              id="login-terms"
              label={t('login.terms', { age: minimumAge })}
              checked={termsTicked}
              onChange={setTermsTicked}
            />
            <p className="login__terms-link">
              <Link to={href('help', { hash: 'terms' })}>{t('login.termsLink')}</Link>
            </p>

            {formError ? (
              <p className="login__error" role="alert">
                {errorText(formError, errorT)}
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

            <SocialLogin disabled={!termsTicked} />

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
          </div>
        </form>
      </div>
    </div>
  );
}

/** A box the sheet keeps itself (not a field of the form): remember password, the terms. */
function CheckBox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="field field--check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * A tab's panel of the one login form, with its own react-hook-form (and so its own values).
 * No aria-labelledby to the tab: "Username" would then also name the whole form, and label
 * queries for the field would find two.
 */
function TabPanel<TInput extends FieldValues, TOutput extends FieldValues>({
  id,
  shown,
  tabbed,
  form,
  children,
}: {
  id: string;
  shown: boolean;
  /** Under a tab bar (SMS login on); alone, the panel is the plain form (spec section 4). */
  tabbed: boolean;
  form: UseFormReturn<TInput, unknown, TOutput>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <div id={id} className="login__form" hidden={!shown} role={tabbed ? 'tabpanel' : undefined}>
        {children}
      </div>
    </FormProvider>
  );
}
