/**
 * `/m/webEmail`, the member's inbox (spec sections 2, 4 and 6; the route refuses visitors and the
 * trial player). Newest first, paged (the shared PagedList: 'page x / y' and 'more'). A row opens
 * the message in a dialog and, if it was unread, marks it read: here at once (row and badge),
 * then on the server (inbox.read), then the list and the badges reload. Delete asks first (a
 * confirm dialog), then removes the message through inbox.delete. An empty inbox says so.
 */
import type { InboxMessage, InboxPage, UnreadCounts } from '@app/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { PagedList } from '../../components/ui/paged-list.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { OperatorHtml } from '../../components/ui/operator-html.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { inboxListOptions } from './inbox-queries.ts';
import './inbox.css';

export function InboxScreen() {
  const { t } = useTranslation(['inbox', 'routes', 'errors', 'lists']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const options = inboxListOptions(trpc);
  const query = useInfiniteQuery(options);
  const [reading, setReading] = useState<InboxMessage | null>(null);
  const [deleting, setDeleting] = useState<InboxMessage | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries(trpc.inbox.list.pathFilter());
    void queryClient.invalidateQueries(trpc.inbox.unreadCounts.pathFilter());
  };

  const read = useMutation(
    trpc.inbox.read.mutationOptions({ meta: { silent: true }, onSettled: refresh }),
  );
  const remove = useMutation(
    trpc.inbox.delete.mutationOptions({
      meta: { silent: true },
      onSuccess: () => {
        setDeleting(null);
        setReading(null);
        showToast(t('inbox.deleted'));
      },
      onError: (error) => showToast(errorText(error, t), { tone: 'error' }),
      onSettled: refresh,
    }),
  );

  const openMessage = (message: InboxMessage) => {
    setReading(message);
    if (message.read) return;
    // Local first: the row and the badge change at once; the server follows.
    queryClient.setQueryData<InfiniteData<InboxPage, number>>(options.queryKey, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              messages: page.messages.map((m) => (m.id === message.id ? { ...m, read: true } : m)),
            })),
          }
        : data,
    );
    queryClient.setQueryData<UnreadCounts>(trpc.inbox.unreadCounts.queryKey(), (counts) =>
      counts && counts.inbox > 0
        ? { ...counts, inbox: counts.inbox - 1, total: counts.total - 1 }
        : counts,
    );
    read.mutate({ id: message.id });
  };

  const title = (message: InboxMessage) => message.title || t('inbox.untitled');

  return (
    <main className="inbox-page">
      <h1 className="visually-hidden">{t('routes:titles.webEmail')}</h1>
      <PagedList
        query={query}
        label={t('inbox.listLabel')}
        pageItems={(page) => page.messages}
        totalPages={(page) => page.totalPages}
        pageNo={(page) => page.pageNo}
        itemKey={(message) => message.id}
        empty={<p className="inbox-empty">{t('inbox.empty')}</p>}
        renderItem={(message) => (
          <div className={message.read ? 'inbox-row' : 'inbox-row inbox-row--unread'}>
            <button type="button" className="inbox-row__open" onClick={() => openMessage(message)}>
              <span className="inbox-row__title">
                {message.read ? null : (
                  <span className="inbox-pill">
                    <span aria-hidden="true">{t('inbox.unread')}</span>
                    <span className="visually-hidden">{t('inbox.unreadLabel')}</span>
                  </span>
                )}
                {title(message)}
              </span>
              {message.sentAt !== null ? (
                <span className="inbox-row__date">{formatDateTime(message.sentAt, language)}</span>
              ) : null}
            </button>
            <button
              type="button"
              className="inbox-row__delete"
              onClick={() => setDeleting(message)}
            >
              <Icon name="close" size={18} />
              <span className="visually-hidden">
                {t('inbox.delete')}: {title(message)}
              </span>
            </button>
          </div>
        )}
      />
      <Dialog
        open={reading !== null && deleting === null}
        title={reading ? title(reading) : ''}
        closeLabel={t('inbox.close')}
        onClose={() => setReading(null)}
        className="inbox-dialog"
      >
        {reading ? (
          <>
            {reading.sentAt !== null ? (
              <p className="inbox-row__date">{formatDateTime(reading.sentAt, language)}</p>
            ) : null}
            {/* Sanitised by the BFF, and passed once more through operatorMarkup. */}
            <OperatorHtml className="inbox-html dialog__body" html={reading.contentHtml} />
            <div className="dialog__actions">
              <Button variant="secondary" onClick={() => setDeleting(reading)}>
                {t('inbox.delete')}
              </Button>
              <Button variant="primary" onClick={() => setReading(null)}>
                {t('inbox.close')}
              </Button>
            </div>
          </>
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('inbox.deleteTitle')}
        confirmLabel={t('inbox.deleteConfirm')}
        cancelLabel={t('inbox.cancel')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting ? t('inbox.deleteBody', { title: title(deleting) }) : null}</p>
      </ConfirmDialog>
    </main>
  );
}
