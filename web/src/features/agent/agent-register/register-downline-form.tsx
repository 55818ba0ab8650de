/**
 * Registering a downline (issue 26, item 3; `agent.registerDownline`, the gateway's wpsRegAff):
 * the player registration's rules and messages (the contracts' `registerFormSchema` over
 * `RegisterDownlineInputSchema` and the server's per-field rules, the same strength meter), the
 * fields those rules enable (mobile number, e-mail), a nickname, and whether the new account is a
 * player or an agent under this one. No captcha, no terms box and no SMS: the agent is signed in
 * and stays so. Registered: a confirmation naming the account, and an empty form for the next;
 * refused: the gateway's text ('Sorry, the username already exists.') beside its field or above
 * the button.
 */
import {
  MobileNumberSchema,
  registerFormSchema,
  RegisterDownlineInputSchema,
  type RegisterDownlineInput,
  type RegisterRules,
} from '@app/contracts';
import { LIMITS } from '@app/contracts/values';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import {
  Form,
  FormError,
  FormField,
  FormSelect,
  useSubmitError,
  useZodForm,
} from '../../../components/ui/form.tsx';
import { PasswordPair } from '../../../components/ui/password-pair.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { useTRPC } from '../../../lib/trpc.ts';

type Kind = RegisterDownlineInput['kind'];
const KINDS: readonly Kind[] = ['player', 'agent'];

interface FormValues {
  kind: Kind;
  username: string;
  password: string;
  confirmPassword: string;
  dialingCode: string;
  mobile: string;
  email: string;
  nickname: string;
}
const EMPTY: FormValues = {
  kind: 'player',
  username: '',
  password: '',
  confirmPassword: '',
  dialingCode: '',
  mobile: '',
  email: '',
  nickname: '',
};
const FIELDS = Object.keys(EMPTY);

/** Empty optional inputs are absent, not invalid; the dialing code goes only with a number. */
function asInput({ dialingCode, ...values }: FormValues): Record<string, unknown> {
  const input = values.mobile ? { ...values, dialingCode } : values;
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== ''));
}

function downlineSchema(rules: RegisterRules): z.ZodType<RegisterDownlineInput, FormValues> {
  return registerFormSchema<FormValues, RegisterDownlineInput>(
    RegisterDownlineInputSchema,
    rules,
    asInput,
    (values, parsed) => ({
      method: 'username',
      username: parsed?.username ?? values.username,
      password: parsed?.password ?? values.password,
      mobile: parsed?.mobile ?? MobileNumberSchema.safeParse(values.mobile).data ?? values.mobile,
      email: parsed?.email ?? values.email,
    }),
  );
}

/**
 * The agent tapped Register at the foot of the form: the confirmation at its head comes into
 * view when it appears (a function of the module, so React calls it once per appearance).
 */
function intoView(element: HTMLElement | null): void {
  // jsdom (the component tests) has no layout, and no scrollIntoView.
  if (element && typeof element.scrollIntoView === 'function') {
    element.scrollIntoView({ block: 'center' });
  }
}

export function RegisterDownlineForm() {
  const { t } = useTranslation(['agentRegister', 'errors', 'validation']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const rules =
    useQuery(
      trpc.system.registerRules.queryOptions(
        { language },
        { staleTime: 5 * 60_000, placeholderData: keepPreviousData },
      ),
    ).data ?? {};
  // The resolver reads the rules of the moment (they arrive after the form opens).
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const form = useZodForm<FormValues, RegisterDownlineInput>(
    () => downlineSchema(rulesRef.current),
    { defaultValues: EMPTY },
  );
  const refused = useSubmitError(form, FIELDS);
  const [registered, setRegistered] = useState<{ username: string; kind: Kind } | null>(null);

  const register = useMutation(
    trpc.agent.registerDownline.mutationOptions({
      meta: { silent: true },
      onSuccess: () => {
        form.reset({ ...EMPTY, dialingCode: form.getValues('dialingCode') });
        // The team has one more member: its lists and figures are stale.
        void queryClient.invalidateQueries({ queryKey: trpc.agent.pathKey() });
      },
      onError: refused.show,
    }),
  );

  const mobileOn = rules.mobileNum?.enabled === true;
  const emailOn = rules.email?.enabled === true;

  return (
    <>
      <p className="agent-register__intro">{t('register.intro')}</p>
      {registered ? (
        <p className="agent-register__done" role="status" ref={intoView}>
          {t(`register.done.${registered.kind}`, { username: registered.username })}
        </p>
      ) : null}
      <Form
        form={form}
        refused={refused}
        className="agent-register__form"
        onSubmit={(input) => {
          setRegistered(null);
          register.mutate(
            { ...input, language },
            {
              onSuccess: ({ username }) => setRegistered({ username, kind: input.kind }),
            },
          );
        }}
      >
        <FormSelect<FormValues>
          name="kind"
          id="downline-kind"
          label={t('register.kind')}
          options={KINDS.map((kind) => ({ value: kind, label: t(`register.kinds.${kind}`) }))}
        />
        <FormField<FormValues>
          name="username"
          id="downline-username"
          type="text"
          label={t('register.username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordPair
          idPrefix="downline"
          passwordLabel={t('register.password')}
          confirmLabel={t('register.confirm')}
        />
        {mobileOn ? <MobileFields /> : null}
        {emailOn ? (
          <FormField<FormValues>
            name="email"
            id="downline-email"
            type="email"
            autoComplete="off"
            label={t('register.email')}
          />
        ) : null}
        <FormField<FormValues>
          name="nickname"
          id="downline-nickname"
          type="text"
          autoComplete="off"
          label={t('register.nickname')}
        />
        <FormError error={refused.error} className="agent-register__error" />
        <Button type="submit" busy={register.isPending} disabled={register.isPending}>
          {t('register.submit')}
        </Button>
      </Form>
    </>
  );
}

/** The country's dialing code (system.countries, the first by default) and the number. */
function MobileFields() {
  const { t } = useTranslation('agentRegister');
  const trpc = useTRPC();
  const language = useLanguage();
  const countries = useQuery(
    trpc.system.countries.queryOptions({ language }, { staleTime: 60 * 60_000 }),
  );
  const { getValues, setValue } = useFormContext<FormValues>();
  const firstCode = countries.data?.[0]?.dialingCode;
  useEffect(() => {
    if (firstCode && !getValues('dialingCode')) setValue('dialingCode', firstCode);
  }, [firstCode, getValues, setValue]);
  return (
    <>
      <FormSelect<FormValues>
        name="dialingCode"
        id="downline-dialing-code"
        label={t('register.dialingCode')}
        options={(countries.data ?? []).map((country) => ({
          value: country.dialingCode,
          label: `${country.dialingCode} ${country.name}`,
        }))}
        {...(countries.data ? {} : { placeholder: t('common:app.loading') })}
      />
      <FormField<FormValues>
        name="mobile"
        id="downline-mobile"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={LIMITS.mobileNumberMaxLength}
        label={t('register.mobile')}
      />
    </>
  );
}
