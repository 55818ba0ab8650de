/**
 * Change password (`/m/changePsw`, spec sections 4 and 5): the old password, the new one and its
 * confirmation, validated by the schema the BFF takes (`ChangePasswordInputSchema`). A new
 * password equal to the old is answered with the spec's dialog rather than a field error; the
 * site's own password rule comes back from the BFF as a field error. On success the player is
 * told so and taken home after 1 s.
 *
 * The old password is asked only when the BFF remembers no password for this member (spec: "old
 * password field only if no stored password"); otherwise the BFF fills it in, and seals the new
 * one in its place, so "remember password" keeps working.
 */
import {
  ChangePasswordInputSchema,
  withPasswordRule,
  type ChangePasswordInput,
  type RegisterRules,
} from '@app/contracts';
import { TIMINGS_MS } from '@app/contracts/values';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormField, useSubmitError, useZodForm } from '../../components/ui/form.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorData } from '../../lib/errors.ts';
import { pathOf } from '../../lib/paths.ts';
import { useLanguage } from '../../i18n/index.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { LoginTop, NewPasswordForm } from './sheet-parts.tsx';
import './login.css';

type FormInput = z.input<typeof ChangePasswordInputSchema>;
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

export function ChangePasswordScreen() {
  const { t } = useTranslation(['session', 'errors', 'validation']);
  const trpc = useTRPC();
  const navigate = useNavigate();
  const [sameAsOld, setSameAsOld] = useState(false);
  const userName = useSessionInfo()?.userName;
  const remembered = useQuery(
    trpc.session.rememberedLogin.queryOptions(undefined, { retry: false, meta: { silent: true } }),
  );
  const usesRemembered = userName !== undefined && remembered.data?.username === userName;
  // The site's password rule, checked before sending (spec section 5); the BFF checks it again.
  const language = useLanguage();
  const rules = useRef<RegisterRules>({});
  rules.current =
    useQuery(trpc.system.registerRules.queryOptions({ language }, { staleTime: 5 * 60_000 }))
      .data ?? {};
  const form = useZodForm<FormInput, ChangePasswordInput>(
    () => withPasswordRule(ChangePasswordInputSchema, rules.current),
    { defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' } },
  );
  const refused = useSubmitError(form, FIELDS);
  const { setValue } = form;
  useEffect(() => {
    setValue('useRemembered', usesRemembered || undefined);
    if (usesRemembered) setValue('oldPassword', undefined);
  }, [usesRemembered, setValue]);

  // The spec answers "new equals old" with a dialog, not beside the field.
  const newPasswordError = form.formState.errors.newPassword?.message;
  useEffect(() => {
    if (newPasswordError !== 'validation.samePassword') return;
    form.clearErrors('newPassword');
    setSameAsOld(true);
  }, [newPasswordError, form]);

  const change = useMutation(
    trpc.member.changePassword.mutationOptions({
      // The screen says what went wrong itself, beside the field or above the button.
      meta: { silent: true },
      onSuccess: () => {
        showToast(t('changePassword.done'), { durationMs: TIMINGS_MS.noticeAutoClose });
        window.setTimeout(() => void navigate(pathOf('home')), TIMINGS_MS.passwordChangedRedirect);
      },
      onError: (error) => {
        const data = errorData(error);
        // The remembered password expired meanwhile: the old-password field comes back.
        if (data?.appCode === 'remembered_login_gone') void remembered.refetch();
        refused.show(error);
      },
    }),
  );

  return (
    <main className="login">
      <LoginTop
        title={t('changePassword.title')}
        backLabel={t('changePassword.back')}
        to={pathOf('home')}
      />

      <NewPasswordForm
        form={form}
        refused={refused}
        idPrefix="change"
        mutation={change}
        submitLabel={t('changePassword.submit')}
      >
        {usesRemembered ? (
          <p className="login__hint">{t('changePassword.savedOld')}</p>
        ) : (
          <FormField<FormInput>
            name="oldPassword"
            id="change-old"
            type="password"
            autoComplete="current-password"
            label={t('changePassword.old')}
          />
        )}
      </NewPasswordForm>

      <Dialog
        open={sameAsOld}
        title={t('changePassword.title')}
        role="alertdialog"
        describedBy="change-same-text"
        onClose={() => setSameAsOld(false)}
      >
        <p id="change-same-text">{t('validation:samePassword')}</p>
        <Button type="button" onClick={() => setSameAsOld(false)}>
          {t('changePassword.ok')}
        </Button>
      </Dialog>
    </main>
  );
}
