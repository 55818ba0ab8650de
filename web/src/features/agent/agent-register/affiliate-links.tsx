/**
 * The agent's affiliate links (issue 26, item 3; `agent.affiliateLinks`, `createAffiliateLink`,
 * `deleteAffiliateLink`: the gateway's wpsViewAffUrls, wpsCreateAffUrl, wpsDeleteAffUrl): each
 * link with whom it registers (a player, or an agent under this one), its code, remark,
 * registrations and date; Copy with the affiliate toast of 1 s, as invite friends copies; Delete
 * after a confirmation. A new link takes a type and an optional remark; past the gateway's limit
 * (MAX_AFFILIATE_LINKS) its refusal shows above the button in the player's language.
 */
import {
  CreateAffiliateLinkInputSchema,
  type AffiliateLink,
  type AffiliateLinks as Links,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import {
  Form,
  FormError,
  FormField,
  FormSelect,
  useSubmitError,
  useZodForm,
} from '../../../components/ui/form.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { copyText } from '../copy-text.ts';

type LinkType = AffiliateLink['type'];
const TYPES: readonly LinkType[] = ['player', 'agent'];

export function AffiliateLinks() {
  const { t } = useTranslation('agentRegister');
  const trpc = useTRPC();
  const links = useQuery(trpc.agent.affiliateLinks.queryOptions());
  const [toDelete, setToDelete] = useState<AffiliateLink | null>(null);
  return (
    <>
      <p className="agent-register__intro">{t('links.intro')}</p>
      <Card id="affiliate-links-title" className="agent-register__card" title={t('links.title')}>
        <QueryView query={links} loading={<Skeleton className="agent-register__skeleton" />}>
          {(data) => <LinkList data={data} onDelete={setToDelete} />}
        </QueryView>
      </Card>
      <CreateLink />
      <DeleteLink link={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}

function LinkList({ data, onDelete }: { data: Links; onDelete: (link: AffiliateLink) => void }) {
  const { t } = useTranslation('agentRegister');
  const language = useLanguage();
  const copy = (url: string) =>
    void copyText(url, { done: t('links.copied'), failed: t('links.copyFailed') });
  return (
    <>
      <p className="agent-register__count">
        {t('links.count', { count: data.links.length, max: data.max })}
      </p>
      {data.links.length === 0 ? (
        <p className="agent-register__empty">{t('links.empty')}</p>
      ) : (
        <ul className="list-stack agent-links">
          {data.links.map((link) => (
            <li key={link.id} className="agent-link" aria-label={link.code}>
              <p className="agent-link__head">
                <strong>{t(`links.types.${link.type}`)}</strong>
                {link.remark ? <span className="agent-link__remark">{link.remark}</span> : null}
              </p>
              <p className="agent-link__url">{link.url}</p>
              <p className="agent-link__meta">
                <span>
                  {t('links.code')}: <strong>{link.code}</strong>
                </span>
                <span>{t('links.registrations', { count: link.registrations })}</span>
                <span>{t('links.created', { date: formatDate(link.createdAt, language) })}</span>
              </p>
              <div className="agent-link__actions">
                <Button className="btn--small" onClick={() => copy(link.url)}>
                  <span aria-hidden="true">{t('links.copy')}</span>
                  <span className="visually-hidden">
                    {t('links.copyNamed', { code: link.code })}
                  </span>
                </Button>
                <Button className="btn--small" variant="secondary" onClick={() => onDelete(link)}>
                  <span aria-hidden="true">{t('links.delete')}</span>
                  <span className="visually-hidden">
                    {t('links.deleteNamed', { code: link.code })}
                  </span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type CreateValues = z.input<typeof CreateAffiliateLinkInputSchema>;
type CreateInput = z.output<typeof CreateAffiliateLinkInputSchema>;

function CreateLink() {
  const { t } = useTranslation(['agentRegister', 'errors', 'validation']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useZodForm<CreateValues, CreateInput>(CreateAffiliateLinkInputSchema, {
    defaultValues: { type: 'player', remark: '' },
  });
  const refused = useSubmitError(form, ['type', 'remark']);
  const create = useMutation(
    trpc.agent.createAffiliateLink.mutationOptions({
      meta: { silent: true },
      onSuccess: () => {
        showToast(t('links.createDone'));
        form.reset();
        void queryClient.invalidateQueries({ queryKey: trpc.agent.affiliateLinks.queryKey() });
      },
      onError: refused.show,
    }),
  );
  return (
    <Card
      id="affiliate-create-title"
      className="agent-register__card"
      title={t('links.createTitle')}
    >
      <Form
        form={form}
        refused={refused}
        className="agent-register__form"
        onSubmit={({ type, remark }) => create.mutate({ type, ...(remark ? { remark } : {}) })}
      >
        <FormSelect<CreateValues>
          name="type"
          id="affiliate-type"
          label={t('links.type')}
          options={TYPES.map((type) => ({ value: type, label: t(`links.types.${type}`) }))}
        />
        <FormField<CreateValues>
          name="remark"
          id="affiliate-remark"
          type="text"
          autoComplete="off"
          label={t('links.remark')}
          hint={t('links.remarkHint')}
        />
        <FormError error={refused.error} className="agent-register__error" />
        <Button type="submit" busy={create.isPending} disabled={create.isPending}>
          {t('links.create')}
        </Button>
      </Form>
    </Card>
  );
}

/** The confirmation before a link goes; a refusal shows as the error toast (errorText). */
function DeleteLink({ link, onClose }: { link: AffiliateLink | null; onClose: () => void }) {
  const { t } = useTranslation('agentRegister');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.agent.deleteAffiliateLink.mutationOptions({
      onSuccess: () => showToast(t('links.deleted')),
      onSettled: () => {
        onClose();
        void queryClient.invalidateQueries({ queryKey: trpc.agent.affiliateLinks.queryKey() });
      },
    }),
  );
  return (
    <ConfirmDialog
      open={link !== null}
      title={t('links.deleteTitle')}
      confirmLabel={t('links.deleteConfirm')}
      cancelLabel={t('links.deleteCancel')}
      busy={remove.isPending}
      onConfirm={() => link && remove.mutate({ id: link.id })}
      onCancel={onClose}
    >
      <p>{t('links.deleteText')}</p>
      <p className="agent-link__url">{link?.url}</p>
    </ConfirmDialog>
  );
}
