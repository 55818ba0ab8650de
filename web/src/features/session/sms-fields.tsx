/**
 * The SMS fields every mobile form shares (the login's mobile tab, password recovery): the
 * country's dialing code (system.countries, the first by default), the number, the SMS code and
 * the button that sends it. The button checks the number with the contracts' schema first, then
 * is disabled while sending and while it counts down from the gateway's `resendAfterSeconds`
 * (spec section 4 "SMS button"), with 'sms sending' and then 'sms sent' shown for 1.5 s.
 *
 * The form owns the three values under the names `dialingCode`, `mobile` and `code`; what sends
 * the SMS (session.sendLoginSms, recovery.sendSms, ...) is the caller's mutation.
 */
import { LIMITS, SendLoginSmsInputSchema, TIMINGS_MS, type SmsSent } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { digitsOnly, DIGITS_INPUT, FormField } from '../../components/ui/form.tsx';
import { dismissToast, showToast } from '../../components/ui/toast.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { errorText, validationText } from '../../lib/errors.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useCountdown } from './use-countdown.ts';

/** The values the fields read and write in the caller's form. */
export interface SmsFieldValues {
  dialingCode: string;
  mobile: string;
  code: string;
}

/** What sends the code: a tRPC mutation taking the number (its `mutate` and `isPending`). */
export interface SmsSender {
  isPending: boolean;
  mutate: (
    input: { mobile: string; dialingCode: string },
    callbacks: {
      onSettled: () => void;
      onSuccess: (sent: SmsSent) => void;
      onError: (error: unknown) => void;
    },
  ) => void;
}

export interface SmsFieldsProps {
  /**
   * The caller's form, seen through the three fields it shares with this component (its other
   * fields are its own business).
   */
  form: UseFormReturn<SmsFieldValues>;
  sender: SmsSender;
  /** Prefix of the inputs' ids, unique on the page (`login`, `forget`). */
  idPrefix: string;
  /**
   * The code field and its send button; false where the code is asked elsewhere (the
   * registration's full-screen panel).
   */
  withCode?: boolean;
  /** A hint under the number (the registration's 'Optional' when its rule does not ask for it). */
  mobileHint?: string;
}

export function SmsFields({ form, sender, idPrefix, withCode = true, mobileHint }: SmsFieldsProps) {
  const { t } = useTranslation(['session', 'errors', 'validation']);
  const trpc = useTRPC();
  const language = useLanguage();
  const countries = useQuery(
    trpc.system.countries.queryOptions({ language }, { staleTime: 60 * 60_000 }),
  );
  const countdown = useCountdown();
  const [sendError, setSendError] = useState<unknown>(null);
  const { getValues, setValue, setError, clearErrors } = form;

  const firstDialingCode = countries.data?.[0]?.dialingCode;
  useEffect(() => {
    if (!firstDialingCode) return;
    // A code given before the list came (a remembered login's) is shown now that its option
    // exists: the select could not take it while it had no options.
    setValue('dialingCode', getValues('dialingCode') || firstDialingCode);
  }, [firstDialingCode, getValues, setValue]);

  const sendCode = () => {
    setSendError(null);
    const parsed = SendLoginSmsInputSchema.safeParse({
      mobile: getValues('mobile'),
      dialingCode: getValues('dialingCode'),
    });
    if (!parsed.success) {
      // The first issue of each field, as the form's resolver shows it.
      for (const field of ['dialingCode', 'mobile'] as const) {
        const issue = parsed.error.issues.find((i) => i.path[0] === field);
        if (issue) setError(field, { type: 'validate', message: issue.message });
      }
      return;
    }
    clearErrors(['mobile', 'dialingCode']);
    const sending = showToast(t('login.smsSending'), { durationMs: TIMINGS_MS.smsToast });
    sender.mutate(parsed.data, {
      onSettled: () => {
        if (sending !== undefined) dismissToast(sending);
      },
      onSuccess: ({ resendAfterSeconds }) => {
        showToast(t('login.smsSent'), { durationMs: TIMINGS_MS.smsToast });
        countdown.start(resendAfterSeconds);
      },
      onError: setSendError,
    });
  };

  const counting = countdown.remaining > 0;
  const dialingError = form.formState.errors.dialingCode?.message;

  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-dialing-code`}>{t('login.dialingCode')}</label>
        <select id={`${idPrefix}-dialing-code`} {...form.register('dialingCode')}>
          {countries.data ? null : <option value="">{t('app.loading')}</option>}
          {countries.data?.map((country) => (
            <option key={country.code} value={country.dialingCode}>
              {`${country.dialingCode} ${country.name}`}
            </option>
          ))}
        </select>
        {typeof dialingError === 'string' && dialingError ? (
          <p className="field__error" role="alert">
            {validationText(dialingError, t)}
          </p>
        ) : null}
      </div>

      <FormField<SmsFieldValues>
        name="mobile"
        id={`${idPrefix}-mobile`}
        label={t('login.mobile')}
        hint={mobileHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={LIMITS.mobileNumberMaxLength}
      />

      {withCode ? (
        <FormField<SmsFieldValues>
          name="code"
          id={`${idPrefix}-sms-code`}
          label={t('login.smsCode')}
        >
          {(control) => (
            <div className="field__row">
              <input
                {...DIGITS_INPUT}
                autoComplete="one-time-code"
                maxLength={LIMITS.smsCodeMaxLength}
                {...digitsOnly(control)}
              />
              <button
                type="button"
                className="btn btn--secondary btn--small login__send-code"
                disabled={sender.isPending || counting}
                aria-busy={sender.isPending || undefined}
                onClick={sendCode}
              >
                {sender.isPending
                  ? t('login.sendingCode')
                  : counting
                    ? t('login.resendIn', { seconds: countdown.remaining })
                    : t('login.sendCode')}
              </button>
            </div>
          )}
        </FormField>
      ) : null}

      {sendError ? (
        <p className="login__error" role="alert">
          {errorText(sendError, t)}
        </p>
      ) : null}
    </>
  );
}
