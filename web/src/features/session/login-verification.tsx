/**
 * The login IP verification step (spec section 4 "Login", gateway §4): the gateway accepted the
 * password but the address is new, and texted a code to the member's number. The player types
 * it (the contracts' SmsCodeSchema, the BFF's own), and the same login goes again with it; a new
 * code is one more login without it, offered after the usual 60 s.
 */
import { SmsCodeSchema, TIMINGS_MS, LIMITS } from '@app/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import {
  DIGITS_INPUT,
  digitsOnly,
  Form,
  FormField,
  useZodForm,
} from '../../components/ui/form.tsx';
import { useCountdown } from './use-countdown.ts';

const VerificationSchema = z.object({ code: SmsCodeSchema });
type VerificationInput = z.input<typeof VerificationSchema>;

export interface LoginVerificationProps {
  /** Where the gateway sent the code (0917****567), when it said. */
  maskedMobile: string | undefined;
  busy: boolean;
  /** The text of the last refusal (a wrong or expired code), already in the player's language. */
  error: string | null;
  /** Bumped each time the gateway sends a new code: the countdown restarts, the field clears. */
  sentAt: number;
  onVerify: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
}

export function LoginVerification({
  maskedMobile,
  busy,
  error,
  sentAt,
  onVerify,
  onResend,
  onCancel,
}: LoginVerificationProps) {
  const { t } = useTranslation(['session', 'validation']);
  const form = useZodForm<VerificationInput, z.output<typeof VerificationSchema>>(
    VerificationSchema,
    { defaultValues: { code: '' } },
  );
  const countdown = useCountdown();
  const { start } = countdown;
  const { setValue, setFocus } = form;
  useEffect(() => {
    start(TIMINGS_MS.smsCountdownDefaultSeconds);
    setValue('code', '');
    setFocus('code');
  }, [sentAt, start, setValue, setFocus]);

  return (
    <section className="login__form" aria-labelledby="login-verify-title">
      <h2 id="login-verify-title" className="login__subtitle">
        {t('login.verifyTitle')}
      </h2>
      <p className="login__hint">
        {maskedMobile
          ? t('login.verifyText', { mobile: maskedMobile })
          : t('login.verifyTextNoNumber')}
      </p>
      <Form form={form} className="login__form" onSubmit={({ code }) => onVerify(code)}>
        <FormField<VerificationInput> name="code" id="login-verify-code" label={t('login.smsCode')}>
          {(control) => (
            // Digits only as typed (spec section 5), like the other SMS-code fields.
            <input
              {...DIGITS_INPUT}
              autoComplete="one-time-code"
              maxLength={LIMITS.smsCodeMaxLength}
              {...digitsOnly(control)}
            />
          )}
        </FormField>
        {error ? (
          <p className="login__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="login__submit" busy={busy}>
          {t('login.verify')}
        </Button>
      </Form>
      <div className="login__links">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={busy || countdown.remaining > 0}
          onClick={onResend}
        >
          {countdown.remaining > 0
            ? t('login.resendIn', { seconds: countdown.remaining })
            : t('login.sendCode')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onCancel}>
          {t('login.verifyBack')}
        </button>
      </div>
    </section>
  );
}
