/**
 * `/m/notice`, the announcements (spec sections 2 and 4): every announcement as a row that opens
 * in place. `?index=i` (the marquee's link) opens the i-th and scrolls to it: the marquee's
 * lines come first, in its order. Opening an unread one marks it read here at once, then on the
 * server (inbox.markAnnouncementRead, spaced 150 ms in the BFF), then reloads the list and the
 * badges. A member's marks are the server's, so they survive a reload and follow the member; a
 * visitor's are kept on this device (localStorage), as the gateway keeps none for visitors.
 */
import type { Announcement, AnnouncementList, UnreadCounts } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DisclosureButton } from '../../components/ui/toggles.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { OperatorHtml } from '../../components/ui/operator-html.tsx';
import { useDataLanguage } from '../../i18n/data-language.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { addVisitorNoticeId, announcementsOptions, readVisitorNoticeIds } from './inbox-queries.ts';
import './inbox.css';

/** The `index` query parameter as a list position, or null. */
function indexParam(raw: string | null): number | null {
  if (raw === null || !/^\d{1,4}$/.test(raw)) return null;
  return Number(raw);
}

export function NoticeScreen() {
  const { t } = useTranslation(['inbox', 'routes', 'errors']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const language = useDataLanguage();
  const session = useSessionInfo();
  const signedIn = session !== null;
  const [searchParams] = useSearchParams();
  const initialIndex = indexParam(searchParams.get('index'));
  const options = announcementsOptions(trpc, language);
  const query = useQuery(options);
  const [visitorRead, setVisitorRead] = useState(readVisitorNoticeIds);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const opened = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);

  // A list cached for the other kind of viewer (signed in or out since) is not shown.
  const data = query.data && query.data.personal === signedIn ? query.data : undefined;
  const items = data?.items ?? [];
  const isRead = (item: Announcement) => item.read || (!signedIn && visitorRead.has(item.id));

  const markRead = useMutation(
    trpc.inbox.markAnnouncementRead.mutationOptions({
      meta: { silent: true },
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: options.queryKey });
        void queryClient.invalidateQueries(trpc.inbox.unreadCounts.pathFilter());
      },
    }),
  );

  const open = (item: Announcement) => {
    if (isRead(item)) return;
    // Local first: the row and the badge change at once, the server follows.
    if (!signedIn) {
      addVisitorNoticeId(item.id);
      setVisitorRead(readVisitorNoticeIds());
      return;
    }
    queryClient.setQueryData<AnnouncementList>(options.queryKey, (list) =>
      list
        ? { ...list, items: list.items.map((i) => (i.id === item.id ? { ...i, read: true } : i)) }
        : list,
    );
    queryClient.setQueryData<UnreadCounts>(trpc.inbox.unreadCounts.queryKey(), (counts) =>
      counts && counts.announcements > 0
        ? { ...counts, announcements: counts.announcements - 1, total: counts.total - 1 }
        : counts,
    );
    markRead.mutate({ id: item.id });
  };

  const toggle = (item: Announcement) => {
    const next = new Set(openIds);
    if (next.has(item.id)) next.delete(item.id);
    else {
      next.add(item.id);
      open(item);
    }
    setOpenIds(next);
  };

  // The marquee's link: open that announcement once the list is here, and bring it into view.
  const target = initialIndex !== null ? items[initialIndex] : undefined;
  useEffect(() => {
    if (!target || opened.current) return;
    opened.current = true;
    setOpenIds((ids) => new Set(ids).add(target.id));
    open(target);
    const row = listRef.current?.querySelector(`[data-notice-id="${CSS.escape(target.id)}"]`);
    // jsdom (the component tests) has no layout, and no scrollIntoView.
    if (row && typeof row.scrollIntoView === 'function') row.scrollIntoView({ block: 'start' });
    // Once per visit: `open` changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  return (
    <main className="inbox-page">
      <h1 className="visually-hidden">{t('routes:titles.notice')}</h1>
      <QueryView
        query={{ data, error: query.error, isError: query.isError, refetch: query.refetch }}
        keepData
        loading={
          <ul
            className="list-stack notice-list"
            aria-busy="true"
            aria-label={t('notice.listLabel')}
          >
            {[0, 1, 2].map((i) => (
              <li key={i} className="notice-list__placeholder">
                <span className="skeleton-block" />
              </li>
            ))}
          </ul>
        }
        isEmpty={() => items.length === 0}
        empty={<p className="inbox-empty">{t('notice.empty')}</p>}
      >
        {() => (
          <ul className="list-stack notice-list" ref={listRef} aria-label={t('notice.listLabel')}>
            {items.map((item) => (
              <NoticeRow
                key={item.id}
                item={item}
                read={isRead(item)}
                expanded={openIds.has(item.id)}
                onToggle={() => toggle(item)}
              />
            ))}
          </ul>
        )}
      </QueryView>
    </main>
  );
}

function NoticeRow({
  item,
  read,
  expanded,
  onToggle,
}: {
  item: Announcement;
  read: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('inbox');
  const panelId = useId();
  return (
    <li
      className={read ? 'notice-list__item' : 'notice-list__item notice-list__item--unread'}
      data-notice-id={item.id}
    >
      <h2 className="notice-list__heading">
        <DisclosureButton
          className="notice-list__toggle"
          open={expanded}
          controls={panelId}
          onToggle={onToggle}
        >
          {read ? null : (
            <span className="inbox-pill">
              <span aria-hidden="true">{t('notice.unread')}</span>
              <span className="visually-hidden">{t('notice.unreadLabel')}</span>
            </span>
          )}
          <span className="notice-list__title">{item.title || item.content}</span>
          <span
            className={expanded ? 'inbox-chevron inbox-chevron--open' : 'inbox-chevron'}
            aria-hidden="true"
          />
        </DisclosureButton>
      </h2>
      <div id={panelId} className="notice-list__panel" hidden={!expanded}>
        {item.contentHtml !== null ? (
          // Sanitised by the BFF, and passed once more through operatorMarkup.
          <OperatorHtml className="inbox-html" html={item.contentHtml} />
        ) : (
          <p>{item.content}</p>
        )}
      </div>
    </li>
  );
}
