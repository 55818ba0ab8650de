/**
 * The member centre's account settings (issue 13, item 5): the nickname, the e-mail (shown
 * masked), the payee name (the name on the member's bank accounts: set once, then only customer
 * service changes it), the profile icon, and identity verification (its status, and 'Verify now'
 * into the KYC overlay, which the layout's prompt opens). Each text setting is changed in a small
 * dialog validated by the schema the BFF takes. The password is a member page of its own
 * (`/m/changePsw`, in the centre's links).
 */
import {
  AVATARS,
  EmailInputSchema,
  NicknameInputSchema,
  PayeeNameInputSchema,
  SecurityAnswerInputSchema,
  type Profile,
  type SecurityAnswerInput,
  type SecurityQuestion,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Card } from '../../components/ui/card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ChipGroup } from '../../components/ui/toggles.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import {
  Form,
  FormError,
  FormField,
  FormSelect,
  useSubmitError,
  useZodForm,
} from '../../components/ui/form.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorText } from '../../lib/errors.ts';
import { requestOverlay } from '../../lib/overlay-requests.ts';
import { useTRPC } from '../../lib/trpc.ts';

type TextSetting = 'nickname' | 'email' | 'payeeName';

const SCHEMAS = {
  nickname: NicknameInputSchema,
  email: EmailInputSchema,
  payeeName: PayeeNameInputSchema,
} as const;

export function AccountSettings() {
  const { t } = useTranslation(['member', 'errors']);
  const trpc = useTRPC();
  const profile = useQuery(trpc.member.profile.queryOptions());
  const kyc = useQuery(trpc.kyc.status.queryOptions(undefined, { meta: { silent: true } }));
  const question = useQuery(
    trpc.member.securityQuestion.queryOptions(undefined, { meta: { silent: true } }),
  );
  const [editing, setEditing] = useState<TextSetting | null>(null);
  const [answering, setAnswering] = useState(false);
  const data = profile.data;
  const notSet = t('settings.notSet');
  const kycState = kyc.data?.isComplete
    ? 'verified'
    : kyc.data?.status === 'P' || kyc.data?.uploaded
      ? 'pending'
      : kyc.data?.status === 'R'
        ? 'rejected'
        : 'unverified';

  return (
    <Card
      id="centre-settings"
      className="member-card"
      titleClassName="member-card__title"
      title={t('settings.title')}
    >
      {profile.isError ? <p className="member-form__error">{errorText(profile.error, t)}</p> : null}
      <dl className="member-settings">
        <Row
          label={t('settings.nickname')}
          value={data?.nickname ?? notSet}
          action={t('settings.change')}
          onAction={() => setEditing('nickname')}
        />
        <Row
          label={t('settings.email')}
          value={data?.email ?? notSet}
          action={data?.email ? t('settings.change') : t('settings.bind')}
          onAction={() => setEditing('email')}
        />
        <Row
          label={t('settings.payeeName')}
          value={data?.payeeName ?? notSet}
          {...(data && !data.payeeName
            ? { action: t('settings.set'), onAction: () => setEditing('payeeName') }
            : {})}
        />
        {question.data?.enabled ? (
          <Row
            label={t('settings.securityQuestion')}
            value={question.data.isSet ? t('settings.questionSet') : notSet}
            {...(!question.data.isSet
              ? { action: t('settings.set'), onAction: () => setAnswering(true) }
              : {})}
          />
        ) : null}
        {kyc.data?.enabled ? (
          <Row
            label={t('settings.kyc')}
            value={t(`settings.kycStates.${kycState}`)}
            {...(kycState === 'unverified' || kycState === 'rejected'
              ? {
                  action: t('settings.verify'),
                  onAction: () => requestOverlay('identityVerification'),
                }
              : {})}
          />
        ) : null}
      </dl>
      {data ? <AvatarPicker current={data.avatar} /> : null}
      {answering && question.data ? (
        <SetSecurityQuestion question={question.data} onClose={() => setAnswering(false)} />
      ) : null}
      {editing && data ? (
        <EditSetting setting={editing} profile={data} onClose={() => setEditing(null)} />
      ) : null}
    </Card>
  );
}

function Row({
  label,
  value,
  action,
  onAction,
}: {
  label: string;
  value: string;
  action?: string;
  onAction?: () => void;
}) {
  return (
    <div className="member-settings__row">
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        {action && onAction ? (
          <button
            type="button"
            className="member-settings__action"
            aria-label={`${action}: ${label}`}
            onClick={onAction}
          >
            {action}
          </button>
        ) : null}
      </dd>
    </div>
  );
}

function useProfileChanged() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { t } = useTranslation('member');
  return () => {
    showToast(t('settings.saved'));
    void queryClient.invalidateQueries({ queryKey: trpc.member.profile.queryKey() });
    // The greeting and the centre's name read member.info.
    void queryClient.invalidateQueries({ queryKey: trpc.member.info.queryKey() });
  };
}

function EditSetting({
  setting,
  profile,
  onClose,
}: {
  setting: TextSetting;
  profile: Profile;
  onClose: () => void;
}) {
  const { t } = useTranslation(['member', 'errors', 'validation']);
  const trpc = useTRPC();
  const changed = useProfileChanged();
  type Input = { [key: string]: string };
  const form = useZodForm<Input, z.output<(typeof SCHEMAS)[TextSetting]>>(SCHEMAS[setting], {
    defaultValues: { [setting]: setting === 'nickname' ? (profile.nickname ?? '') : '' },
  });
  const refused = useSubmitError(form, [setting]);
  const options = {
    meta: { silent: true },
    onSuccess: () => {
      changed();
      onClose();
    },
    onError: refused.show,
  };
  const nickname = useMutation(trpc.member.setNickname.mutationOptions(options));
  const email = useMutation(trpc.member.bindEmail.mutationOptions(options));
  const payee = useMutation(trpc.member.bindPayeeName.mutationOptions(options));
  const busy = nickname.isPending || email.isPending || payee.isPending;
  const submit = (input: z.output<(typeof SCHEMAS)[TextSetting]>) => {
    if ('nickname' in input) nickname.mutate(input);
    else if ('email' in input) email.mutate(input);
    else payee.mutate(input);
  };
  return (
    <Dialog
      open
      title={t(`settings.${setting}`)}
      closeLabel={t('settings.close')}
      onClose={onClose}
    >
      <Form form={form} refused={refused} className="member-form" onSubmit={submit}>
        {setting === 'payeeName' ? (
          <p className="member-page__intro">{t('settings.payeeOnce')}</p>
        ) : null}
        <FormField<Input>
          name={setting}
          id={`settings-${setting}`}
          type={setting === 'email' ? 'email' : 'text'}
          autoComplete={
            setting === 'email' ? 'email' : setting === 'nickname' ? 'nickname' : 'name'
          }
          label={t(`settings.${setting}`)}
        />
        <FormError error={refused.error} className="member-form__error" />
        <Button type="submit" busy={busy}>
          {t('settings.save')}
        </Button>
      </Form>
    </Dialog>
  );
}

/** Twelve icons: the same figure on twelve colours (the gateway keeps the number). */
function AvatarPicker({ current }: { current: string }) {
  const { t } = useTranslation('member');
  const trpc = useTRPC();
  const changed = useProfileChanged();
  const choose = useMutation(trpc.member.setAvatar.mutationOptions({ onSuccess: changed }));
  return (
    <ChipGroup
      label={t('settings.avatar')}
      items={AVATARS}
      pressed={(avatar) => avatar === current}
      onPress={(avatar) => choose.mutate({ avatar })}
      className="member-avatars"
      chipClassName={(avatar) => `member-avatar member-avatar--${avatar}`}
      chipLabel={(avatar) => t('settings.avatarN', { n: Number(avatar) + 1 })}
      disabled={choose.isPending}
    >
      {() => <Icon name="user" size={20} />}
    </ChipGroup>
  );
}

/** The security question: one of the site's questions and its answer, set once. */
function SetSecurityQuestion({
  question,
  onClose,
}: {
  question: SecurityQuestion;
  onClose: () => void;
}) {
  const { t } = useTranslation(['member', 'errors', 'validation']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  type Input = { questionId: number; answer: string };
  const form = useZodForm<Input, SecurityAnswerInput>(SecurityAnswerInputSchema, {
    defaultValues: { questionId: question.questions[0]?.id ?? 1, answer: '' },
  });
  const refused = useSubmitError(form, ['questionId', 'answer']);
  const save = useMutation(
    trpc.member.setSecurityQuestion.mutationOptions({
      meta: { silent: true },
      onSuccess: () => {
        showToast(t('settings.saved'));
        void queryClient.invalidateQueries({
          queryKey: trpc.member.securityQuestion.queryKey(),
        });
        onClose();
      },
      onError: refused.show,
    }),
  );
  return (
    <Dialog
      open
      title={t('settings.securityQuestion')}
      closeLabel={t('settings.close')}
      onClose={onClose}
    >
      <Form
        form={form}
        refused={refused}
        className="member-form"
        onSubmit={(input) => save.mutate(input)}
      >
        <p className="member-page__intro">{t('settings.questionOnce')}</p>
        <FormSelect<Input>
          name="questionId"
          id="settings-question"
          label={t('settings.question')}
          valueAsNumber
          options={question.questions.map((q) => ({ value: q.id, label: q.text }))}
        />
        <FormField<Input>
          name="answer"
          id="settings-answer"
          type="text"
          autoComplete="off"
          label={t('settings.answer')}
        />
        <FormError error={refused.error} className="member-form__error" />
        <Button type="submit" busy={save.isPending}>
          {t('settings.save')}
        </Button>
      </Form>
    </Dialog>
  );
}
