/**
 * Registration (`/m/register`, spec sections 2 "Registration", 4 and 5), on the contracts'
 * `RegisterInputSchema` plus the server's per-field rules (`registerRuleErrors`, the function
 * the BFF applies too):
 *
 * - a username tab and a mobile tab, the tab bar only when the merchant offers both
 *   (USERNAMEREG3, MOBILENUMREG3); mobile first when it is the only one;
 * - the fields the rules enable (an empty optional one passes), the confirmation, the strength
 *   meter, the numeric captcha (fresh when the screen opens and after every attempt: it is
 *   single-use), the age-21 box;
 * - an invitation code checked while typed and again before registering: a bad one shows the
 *   invitation-code error for 1 s and takes the focus;
 * - on the mobile tab (and on the username tab when REGMOBVERF3 asks for a verified number) the
 *   number needs a texted code: when that is all that is missing, the code is sent and the
 *   full-screen panel of six boxes opens. The panel is a history entry, so Back closes it;
 * - success signs the member in, like a login.
 */
import {
  AffiliateCodeInputSchema,
  CaptchaAnswerSchema,
  MobileNumberSchema,
  PLAYER_RULED_FIELDS,
  REGISTER_EXTRA_FIELDS,
  registerFormSchema,
  RegisterInputSchema,
  registerRuleOf,
  TIMINGS_MS,
  type RegisterExtraField,
  type RegisterFormInput,
  type RegisterInput,
  type RegisterRules,
} from '@app/contracts';
import { REGULATOR_LINE_DEFAULTS } from '@app/contracts/values';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { FormField, useZodForm, showServerFieldErrors } from '../../components/ui/form.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { appError, errorData, errorText } from '../../lib/errors.ts';
import { pathOf } from '../../lib/paths.ts';
import { useSystemStatus } from '../../lib/status.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { CaptchaField, CaptchaInput, useCaptcha } from './captcha-image.tsx';
import { SocialLogin } from './social-login.tsx';
import { PasswordPair } from '../../components/ui/password-pair.tsx';
import { SmsCodePanel } from './sms-code-panel.tsx';
import { SmsFields, type SmsFieldValues } from './sms-fields.tsx';
import { useSignedIn } from './use-login.ts';
import { LoginTop } from './sheet-parts.tsx';
import './login.css';

type Method = RegisterInput['method'];
/**
 * The form's values: the schema's input, the SMS code under the shared fields' name; the page's
 * address and host are added as it is sent (`asInput`).
 */
type FormValues = Omit<
  RegisterFormInput,
  'smsCode' | 'ageConfirmed' | 'registerUrl' | 'domain' | RegisterExtraField
> &
  Record<RegisterExtraField, string> & {
    code: string;
    ageConfirmed: boolean;
  };

/** How each field a rule can switch on is typed (spec section 5), in the form's order. */
const EXTRA_INPUTS: Record<
  RegisterExtraField,
  { type: 'text' | 'password' | 'tel'; autoComplete: string; inputMode?: 'numeric' | 'tel' }
> = {
  nickname: { type: 'text', autoComplete: 'nickname' },
  payeeName: { type: 'text', autoComplete: 'name' },
  idNumber: { type: 'text', autoComplete: 'off' },
  recommenderId: { type: 'text', autoComplete: 'off' },
  paymentPassword: { type: 'password', autoComplete: 'new-password' },
  qqNum: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  facebook: { type: 'text', autoComplete: 'off' },
  wechat: { type: 'text', autoComplete: 'off' },
  line: { type: 'text', autoComplete: 'off' },
  whatsapp: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
  zalo: { type: 'tel', autoComplete: 'off', inputMode: 'tel' },
};
const EMPTY_EXTRAS = Object.fromEntries(REGISTER_EXTRA_FIELDS.map((f) => [f, ''])) as Record<
  RegisterExtraField,
  string
>;

const AFFILIATE_CHECK_DELAY_MS = 500;
/** Refusals of a code sent from the panel that keep the player on it, with a fresh captcha. */
const PANEL_RETRY_CODES = new Set<string>(['verification_code_error', 'captcha_incorrect']);
const FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobile',
  'dialingCode',
  'email',
  'affiliateCode',
  'captcha',
  ...REGISTER_EXTRA_FIELDS,
] as const;

/**
 * The form's values as the schema takes them: empty optional inputs are absent, not invalid
 * (spec: an empty non-required field passes), the SMS code under its schema name, the dialing
 * code only with a number, and the page the player registers on with its host (spec section 3).
 */
function asInput(values: Partial<FormValues>): Record<string, unknown> {
  const { code, dialingCode, ...rest } = values;
  const input: Record<string, unknown> = {
    ...rest,
    smsCode: code,
    registerUrl: window.location.href,
    domain: window.location.host,
  };
  if (rest.mobile) input.dialingCode = dialingCode;
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== '' && v !== undefined));
}

/** The contracts' schema and the server's rules for these fields, as one resolver schema. */
function registerSchema(rules: RegisterRules): z.ZodType<RegisterInput, FormValues> {
  return registerFormSchema<FormValues, RegisterInput>(
    RegisterInputSchema,
    rules,
    asInput,
    (values, parsed) =>
      parsed ?? {
        method: values.method ?? 'username',
        username: values.username,
        password: values.password ?? '',
        email: values.email,
        affiliateCode: values.affiliateCode,
        mobile: MobileNumberSchema.safeParse(values.mobile).data ?? values.mobile,
        ...Object.fromEntries(REGISTER_EXTRA_FIELDS.map((f) => [f, values[f]?.trim()])),
      },
    PLAYER_RULED_FIELDS,
  );
}

export function RegisterScreen() {
  const { t } = useTranslation(['session', 'errors', 'validation']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const onSignedIn = useSignedIn();
  const flags = useSystemStatus().data?.whitelabel;
  const usernameOn = flags?.USERNAMEREG3 !== false;
  const mobileOn = flags?.MOBILENUMREG3 === true;
  const [chosen, setChosen] = useState<Method | null>(null);
  const method: Method =
    chosen === 'mobile' && mobileOn
      ? 'mobile'
      : chosen === 'username' && usernameOn
        ? 'username'
        : mobileOn && !usernameOn
          ? 'mobile'
          : 'username';

  const rules =
    useQuery(
      trpc.system.registerRules.queryOptions(
        { language },
        { staleTime: 5 * 60_000, placeholderData: keepPreviousData },
      ),
    ).data ?? {};
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const form = useZodForm<FormValues, RegisterInput>(() => registerSchema(rulesRef.current), {
    defaultValues: {
      method,
      username: '',
      password: '',
      confirmPassword: '',
      dialingCode: '',
      mobile: '',
      code: '',
      email: '',
      affiliateCode: '',
      captcha: '',
      ageConfirmed: false,
      ...EMPTY_EXTRAS,
    },
  });
  const { setValue, setError, setFocus, watch } = form;
  useEffect(() => {
    setValue('method', method);
  }, [method, setValue]);

  // The captcha is fresh each time the screen opens (spec) and after each attempt.
  const captcha = useCaptcha();
  const refreshCaptcha = () => {
    setValue('captcha', '');
    void captcha.refetch();
  };

  const sendSms = useMutation(trpc.register.sendSms.mutationOptions({ meta: { silent: true } }));
  const smsSender = {
    isPending: sendSms.isPending,
    mutate: (
      input: { mobile: string; dialingCode: string },
      callbacks: Parameters<typeof sendSms.mutate>[1],
    ) => sendSms.mutate({ ...input, method }, callbacks),
  };
  const create = useMutation(
    trpc.register.create.mutationOptions({ meta: { silent: true }, onSuccess: onSignedIn }),
  );
  const [formError, setFormError] = useState<unknown>(null);

  // The SMS panel is a history entry of its own: Back closes it (spec).
  const panelOpen = (location.state as { smsPanel?: boolean } | null)?.smsPanel === true;
  const [pending, setPending] = useState<RegisterInput | null>(null);
  /** The number the last code went to, and until when it is not sent again. */
  const lastSms = useRef<{ number: string; until: number } | null>(null);
  const [panelError, setPanelError] = useState<unknown>(null);
  const [panelReset, setPanelReset] = useState(0);
  /**
   * The captcha typed on the panel once a refused code used the form's one up (null: the form's
   * still stands). Without it the right code was then refused with a captcha error (issue 27).
   */
  const [panelCaptcha, setPanelCaptcha] = useState<string | null>(null);
  // A To without a pathname stays on this page: one more entry, the same address.
  const openPanel = () => void navigate({ search: location.search }, { state: { smsPanel: true } });
  const closePanel = () => void navigate(-1);

  // The invitation code, checked while the player types (after a pause).
  const affiliateCode = watch('affiliateCode') ?? '';
  const affiliateOn = rules.affiliateCode?.enabled === true;
  const [typedCode, setTypedCode] = useState('');
  useEffect(() => {
    const id = window.setTimeout(
      () => setTypedCode(affiliateCode.trim()),
      AFFILIATE_CHECK_DELAY_MS,
    );
    return () => window.clearTimeout(id);
  }, [affiliateCode]);
  const codeWellFormed = AffiliateCodeInputSchema.safeParse({ code: typedCode }).success;
  const affiliateCheck = useQuery(
    trpc.register.checkAffiliateCode.queryOptions(
      { code: typedCode },
      { enabled: affiliateOn && codeWellFormed, staleTime: 60_000, meta: { silent: true } },
    ),
  );

  const mobileTyped = (watch('mobile') ?? '').trim() !== '';
  const mobileRuleOn = rules.mobileNum?.enabled === true;
  const emailOn = rules.email?.enabled === true;
  /** An optional field says so; a required one is checked like the account (spec section 5). */
  const optionalHint = (field: Parameters<typeof registerRuleOf>[1]) =>
    registerRuleOf(rules, field)?.required ? undefined : t('register.optional');
  const extraFields = REGISTER_EXTRA_FIELDS.filter((f) => registerRuleOf(rules, f)?.enabled);
  const needsSms = (input: RegisterInput) =>
    input.method === 'mobile' || (flags?.REGMOBVERF3 === true && Boolean(input.mobile));

  const refuseInvitationCode = () => {
    showToast(t('errors:invalid_invitation_code'), { durationMs: TIMINGS_MS.affiliateToast });
    setError('affiliateCode', { type: 'server', message: 'validation.affiliateCode' });
    setFocus('affiliateCode');
  };

  const onRefused = (error: unknown, fromPanel: boolean) => {
    const data = errorData(error);
    // Every attempt used the captcha up.
    refreshCaptcha();
    if (fromPanel) {
      setPanelReset((n) => n + 1);
      setValue('code', '');
      if (data && PANEL_RETRY_CODES.has(data.appCode)) {
        // The player stays on the panel: a new picture to type, then the code again.
        setPanelCaptcha('');
        setPanelError(error);
        return;
      }
      setPanelCaptcha(null);
      closePanel();
    }
    const onField = showServerFieldErrors(form, error, FIELDS);
    if (data?.appCode === 'invalid_invitation_code') refuseInvitationCode();
    setFormError(onField ? null : error);
  };

  const register = (input: RegisterInput, fromPanel: boolean) => {
    setFormError(null);
    setPanelError(null);
    create.mutate({ ...input, language }, { onError: (error) => onRefused(error, fromPanel) });
  };

  const onSubmit = async (input: RegisterInput) => {
    setFormError(null);
    // Spec: the invitation code is verified before registering, when given and asked for.
    if (input.affiliateCode && affiliateOn) {
      const check = await queryClient
        .fetchQuery(
          trpc.register.checkAffiliateCode.queryOptions(
            { code: input.affiliateCode },
            { staleTime: 60_000 },
          ),
        )
        // Unchecked here (a malformed code, the network): the BFF checks it again anyway.
        .catch(() => null);
      if (check?.valid === false) {
        refuseInvitationCode();
        return;
      }
    }
    if (needsSms(input) && !input.smsCode) {
      // All that is missing is the texted code: send it and ask for it on the panel. A code
      // sent to this number moments ago still stands: the panel reopens without another SMS.
      setPending(input);
      setPanelCaptcha(null);
      const number = `${input.dialingCode ?? ''}${input.mobile ?? ''}`;
      const fresh = lastSms.current?.number === number && Date.now() < lastSms.current.until;
      if (input.mobile && input.dialingCode && !fresh) {
        sendSms.mutate(
          { method: input.method, mobile: input.mobile, dialingCode: input.dialingCode },
          {
            onSuccess: ({ resendAfterSeconds }) => {
              lastSms.current = { number, until: Date.now() + resendAfterSeconds * 1_000 };
            },
            onError: (error) => setPanelError(error),
          },
        );
      }
      openPanel();
      return;
    }
    register(input, false);
  };

  const tabs: Method[] = [
    ...(usernameOn ? (['username'] as const) : []),
    ...(mobileOn ? (['mobile'] as const) : []),
  ];
  const submitDisabled = create.isPending || (method === 'mobile' && !mobileTyped);

  return (
    <main className="login">
      <LoginTop
        title={t('register.title')}
        backLabel={t('login.close')}
        icon="close"
        to={pathOf('home')}
      />

      {tabs.length > 1 ? (
        <div className="login__tabs" role="tablist" aria-label={t('register.title')}>
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={method === name}
              className={method === name ? 'login__tab login__tab--active' : 'login__tab'}
              onClick={() => setChosen(name)}
            >
              {name === 'mobile' ? t('login.tabMobile') : t('login.tabUsername')}
            </button>
          ))}
        </div>
      ) : null}

      <FormProvider {...form}>
        <form
          noValidate
          className="login__form"
          onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        >
          {method === 'username' ? (
            <FormField<FormValues>
              name="username"
              id="register-username"
              type="text"
              label={t('login.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          ) : null}

          {method === 'mobile' || mobileRuleOn ? (
            <SmsFields
              form={form as unknown as UseFormReturn<SmsFieldValues>}
              sender={smsSender}
              idPrefix="register"
              withCode={false}
              mobileHint={method === 'username' ? optionalHint('mobile') : undefined}
            />
          ) : null}

          <PasswordPair
            idPrefix="register"
            passwordLabel={t('login.password')}
            confirmLabel={t('register.confirm')}
          />
          {emailOn ? (
            <FormField<FormValues>
              name="email"
              id="register-email"
              type="email"
              autoComplete="email"
              label={t('register.email')}
              hint={optionalHint('email')}
            />
          ) : null}
          {extraFields.map((field) => (
            <FormField<FormValues>
              key={field}
              name={field}
              id={`register-${field}`}
              label={t(`register.${field}`)}
              hint={optionalHint(field)}
              spellCheck={false}
              autoCapitalize="none"
              {...EXTRA_INPUTS[field]}
            />
          ))}
          {affiliateOn ? (
            <FormField<FormValues>
              name="affiliateCode"
              id="register-affiliate"
              type="text"
              autoCapitalize="characters"
              label={t('register.affiliateCode')}
              hint={
                affiliateCheck.data?.valid === false && typedCode === affiliateCode.trim()
                  ? t('errors:invalid_invitation_code')
                  : optionalHint('affiliateCode')
              }
            />
          ) : null}

          <CaptchaField
            id="register-captcha"
            label={t('login.captcha')}
            captcha={captcha}
            onRefresh={refreshCaptcha}
          />

          <AgeBox form={form} />

          {formError ? (
            <p className="login__error" role="alert">
              {errorText(formError, t)}
            </p>
          ) : null}

          <Button
            type="submit"
            className="login__submit"
            disabled={submitDisabled}
            busy={create.isPending && !panelOpen}
          >
            {t('register.submit')}
          </Button>

          <RegisterSocialLogin form={form} />

          <p className="login__links">
            <span>
              {t('register.haveAccount')} <Link to={pathOf('login')}>{t('login.submit')}</Link>
            </span>
          </p>
        </form>
      </FormProvider>

      {panelOpen && pending ? (
        <SmsCodePanel
          sentTo={`${pending.dialingCode ?? ''} ${form.getValues('mobile') ?? ''}`.trim()}
          busy={create.isPending}
          error={panelError ? errorText(panelError, t) : null}
          resetKey={panelReset}
          errorHint={panelCaptcha !== null && panelError ? t('register.smsRetry') : undefined}
          before={
            panelCaptcha === null ? null : (
              <CaptchaInput
                id="sms-panel-captcha"
                label={t('register.panelCaptcha')}
                value={panelCaptcha}
                onChange={setPanelCaptcha}
                captcha={captcha}
                onRefresh={() => {
                  setPanelCaptcha('');
                  void captcha.refetch();
                }}
              />
            )
          }
          onComplete={(code) => {
            if (panelCaptcha === null) {
              register({ ...pending, smsCode: code }, true);
            } else if (CaptchaAnswerSchema.safeParse(panelCaptcha).success) {
              register({ ...pending, smsCode: code, captcha: panelCaptcha }, true);
            } else {
              setPanelError(appError('captcha_required'));
              setPanelReset((n) => n + 1);
              document.getElementById('sms-panel-captcha')?.focus();
            }
          }}
          onBack={closePanel}
          resend={
            <Button
              type="button"
              variant="secondary"
              disabled={sendSms.isPending}
              onClick={() =>
                pending.mobile &&
                pending.dialingCode &&
                sendSms.mutate(
                  {
                    method: pending.method,
                    mobile: pending.mobile,
                    dialingCode: pending.dialingCode,
                  },
                  {
                    onSuccess: () =>
                      showToast(t('login.smsSent'), { durationMs: TIMINGS_MS.smsToast }),
                    onError: (error) => setPanelError(error),
                  },
                )
              }
            >
              {t('register.resend')}
            </Button>
          }
        />
      ) : null}
    </main>
  );
}

/** Facebook and Google (spec section 2 "Registration"): open once the age box is ticked. */
function RegisterSocialLogin({
  form,
}: {
  form: UseFormReturn<FormValues, unknown, RegisterInput>;
}) {
  const ageConfirmed = useWatch({ control: form.control, name: 'ageConfirmed' });
  return <SocialLogin disabled={ageConfirmed !== true} />;
}

/** The age-21 and terms box (spec section 5: unticked, the age-limit message). */
function AgeBox({ form }: { form: UseFormReturn<FormValues, unknown, RegisterInput> }) {
  const { t } = useTranslation(['session', 'validation']);
  const message = form.formState.errors.ageConfirmed?.message;
  // The merchant's age (REGULATOR_MIN_AGE, issue 30 item 4), 21 until the status says otherwise.
  const age = (useSystemStatus().data?.regulator ?? REGULATOR_LINE_DEFAULTS).minimumAge;
  return (
    <div className="field field--check">
      <input
        id="register-age"
        type="checkbox"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? 'register-age-error' : undefined}
        {...form.register('ageConfirmed')}
      />
      <label htmlFor="register-age">{t('login.terms', { age })}</label>
      {typeof message === 'string' && message ? (
        <p id="register-age-error" className="field__error" role="alert">
          {t('validation:terms')}
        </p>
      ) : null}
    </div>
  );
}
