/**
 * Password recovery by SMS (`/m/forget`, spec sections 2 and 4; gateway PWRESETSMS3 and the
 * encrypted CHNGPASSVERIF3): the member's number with its dialing code, the code the gateway
 * texts, and a new password with its confirmation, all on `ResetPasswordInputSchema`, the BFF's
 * own input. The BFF answers an unknown number like a known one (no account probing), so the
 * screen says "sent" either way. On success the player is told so and goes to log in.
 */
import { ResetPasswordInputSchema, TIMINGS_MS, type ResetPasswordInput } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useSubmitError, useZodForm } from '../../components/ui/form.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorData } from '../../lib/errors.ts';
import { pathOf } from '../../lib/paths.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { LoginTop, NewPasswordForm } from './sheet-parts.tsx';
import { SmsFields, type SmsFieldValues } from './sms-fields.tsx';
import './login.css';

type FormInput = z.input<typeof ResetPasswordInputSchema>;
const FIELDS = ['mobile', 'dialingCode', 'code', 'newPassword', 'confirmPassword'] as const;

export function ForgetScreen() {
  const { t } = useTranslation(['session', 'errors', 'validation']);
  const trpc = useTRPC();
  const navigate = useNavigate();
  const form = useZodForm<FormInput, ResetPasswordInput>(ResetPasswordInputSchema, {
    defaultValues: { dialingCode: '', mobile: '', code: '', newPassword: '', confirmPassword: '' },
  });
  const refused = useSubmitError(form, FIELDS);
  const sendSms = useMutation(trpc.recovery.sendSms.mutationOptions({ meta: { silent: true } }));
  const reset = useMutation(
    trpc.recovery.resetPassword.mutationOptions({
      meta: { silent: true },
      onSuccess: () => {
        showToast(t('forget.done'), { durationMs: TIMINGS_MS.noticeAutoClose });
        window.setTimeout(
          () => void navigate(pathOf('login'), { replace: true }),
          TIMINGS_MS.passwordChangedRedirect,
        );
      },
      onError: (error) => {
        refused.show(error);
        // A wrong or expired code: typed again, the rest of the form kept.
        if (errorData(error)?.appCode === 'verification_code_error') form.setValue('code', '');
      },
    }),
  );

  return (
    <main className="login">
      <LoginTop title={t('forget.title')} backLabel={t('forget.back')} to={pathOf('login')} />

      <NewPasswordForm
        form={form}
        refused={refused}
        idPrefix="forget"
        mutation={reset}
        submitLabel={t('forget.submit')}
        footer={
          <p className="login__links">
            <Link to={pathOf('login')}>{t('forget.toLogin')}</Link>
          </p>
        }
      >
        <p className="login__hint">{t('forget.intro')}</p>
        <SmsFields
          // The recovery form holds the three shared fields beside the new password.
          form={form as unknown as UseFormReturn<SmsFieldValues>}
          sender={sendSms}
          idPrefix="forget"
        />
      </NewPasswordForm>
    </main>
  );
}
