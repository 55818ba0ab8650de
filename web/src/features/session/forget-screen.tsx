/**
 * Password recovery by SMS (`/m/forget`, spec sections 2 and 4; gateway PWRESETSMS3 and the
 * encrypted CHNGPASSVERIF3): the member's number with its dialing code, the code the gateway
 * texts, and a new password with its confirmation, all on `ResetPasswordInputSchema`, the BFF's
 * own input. The BFF answers an unknown number like a known one (no account probing), so the
 * screen says "sent" either way. On success the player is told so and goes to log in.
 */
import { ResetPasswordInputSchema, TIMINGS_MS, type ResetPasswordInput } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Form, FormField, useZodForm, showServerFieldErrors } from '../../components/ui/form.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorData, errorText } from '../../lib/errors.ts';
import { pathOf } from '../../lib/paths.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { SmsFields, type SmsFieldValues } from './sms-fields.tsx';
import './login.css';

type FormInput = z.input<typeof ResetPasswordInputSchema>;
const FIELDS = ['mobile', 'dialingCode', 'code', 'newPassword', 'confirmPassword'] as const;

export function ForgetScreen() {
  const { t } = useTranslation(['session', 'errors', 'validation']);
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useZodForm<FormInput, ResetPasswordInput>(ResetPasswordInputSchema, {
    defaultValues: { dialingCode: '', mobile: '', code: '', newPassword: '', confirmPassword: '' },
  });
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
        const data = errorData(error);
        const onField = showServerFieldErrors(form, error, FIELDS);
        // A wrong or expired code: typed again, the rest of the form kept.
        if (data?.appCode === 'verification_code_error') form.setValue('code', '');
        setFormError(onField ? null : error);
      },
    }),
  );

  return (
    <main className="login">
      <div className="login__top">
        <Link to={pathOf('login')} className="login__close" aria-label={t('forget.back')}>
          <Icon name="back" />
        </Link>
        <h1 className="login__title">{t('forget.title')}</h1>
      </div>

      <Form
        form={form}
        className="login__form"
        onSubmit={(input) => {
          setFormError(null);
          reset.mutate(input);
        }}
      >
        <p className="login__hint">{t('forget.intro')}</p>
        <SmsFields
          // The recovery form holds the three shared fields beside the new password.
          form={form as unknown as UseFormReturn<SmsFieldValues>}
          sender={sendSms}
          idPrefix="forget"
        />
        <FormField<FormInput>
          name="newPassword"
          id="forget-new"
          type="password"
          autoComplete="new-password"
          label={t('changePassword.new')}
        />
        <FormField<FormInput>
          name="confirmPassword"
          id="forget-confirm"
          type="password"
          autoComplete="new-password"
          label={t('changePassword.confirm')}
        />
        {formError ? (
          <p className="login__error" role="alert">
            {errorText(formError, t)}
          </p>
        ) : null}
        <Button
          type="submit"
          className="login__submit"
          busy={reset.isPending}
          disabled={reset.isSuccess}
        >
          {t('forget.submit')}
        </Button>
        <p className="login__links">
          <Link to={pathOf('login')}>{t('forget.toLogin')}</Link>
        </p>
      </Form>
    </main>
  );
}
