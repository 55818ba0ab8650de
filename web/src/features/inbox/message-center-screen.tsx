/**
 * `/m/message` and `/m/messages`, the message center (spec sections 2 and 4). The layout hides
 * the header here, so the screen draws its own bar with the way back to /m/home. Rows, in the
 * spec's order: Telegram (the configured link), Announcements (/m/notice), Messages
 * (/m/webEmail), Live chat (only with CBS3) and Affiliate service (the customer-service link).
 * Badges from inbox.unreadCounts (throttled in the BFF) only when signed in and nonzero, capped
 * at 99+. Messages and Live chat send a visitor to log in and refuse the trial player with
 * free_reject (2 s) where they are; Live chat asks the BFF for the chat address and opens it in
 * this window 500 ms later.
 */
import { TIMINGS_MS } from '@app/contracts/values';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { showFreeReject, showToast } from '../../components/ui/toast.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { useDataLanguage } from '../../i18n/data-language.ts';
import { errorText } from '../../lib/errors.ts';
import { pathOf } from '../../lib/paths.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useCustomerServiceUrl, useSystemStatus } from '../../lib/status.ts';
import { readTheme } from '../../lib/storage.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { badgeText } from './badge.ts';
import { useUnreadCounts } from './inbox-queries.ts';
import { rowAction, visibleRows, type MessageRow } from './message-rows.ts';
import './inbox.css';

const ICONS: Record<MessageRow, IconName> = {
  telegram: 'share',
  announcements: 'megaphone',
  messages: 'chat',
  liveChat: 'headset',
  affiliate: 'user',
};

export function MessageCenterScreen() {
  const { t } = useTranslation(['inbox', 'routes', 'errors']);
  const trpc = useTRPC();
  const navigate = useNavigate();
  const language = useLanguage();
  const dataLanguage = useDataLanguage();
  const session = useSessionInfo();
  const status = useSystemStatus();
  // The same key as the side menu's social strip (content.socialLinks), so one answer serves both.
  const socialLinks = useQuery(
    trpc.content.socialLinks.queryOptions({ language: dataLanguage }, { staleTime: 60_000 }),
  );
  const telegramUrl = socialLinks.data?.find((link) => link.type === 'TELEGRAM')?.url;
  const affiliateUrl = useCustomerServiceUrl();
  const liveChat = status.data?.whitelabel.CBS3 === true;
  const counts = useUnreadCounts().data;
  const signedIn = session !== null;
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const launch = useMutation(
    trpc.inbox.launchChat.mutationOptions({
      meta: { silent: true },
      onSuccess: ({ chatUrl }) => {
        // Spec section 4: the chat opens in this window, 500 ms after the answer.
        redirect.current = window.setTimeout(
          () => window.location.assign(chatUrl),
          TIMINGS_MS.liveChatRedirect,
        );
      },
      onError: (error) => showToast(errorText(error, t)),
    }),
  );

  const refuse = () => showFreeReject(t('errors:free_reject'));

  /** Messages and Live chat: the guard of spec section 4 before anything else. */
  const guarded = (row: MessageRow, open: () => void) => () => {
    const action = rowAction(row, session);
    if (action === 'login') void navigate(pathOf('login'));
    else if (action === 'freeReject') refuse();
    else open();
  };

  const badges: Partial<Record<MessageRow, string | null>> = {
    announcements: badgeText(counts?.announcements, signedIn),
    messages: badgeText(counts?.inbox, signedIn),
    liveChat: badgeText(counts?.chat, signedIn),
  };

  const rowBody = (row: MessageRow, extra?: ReactNode) => (
    <>
      <span className="message-center__icon">
        <Icon name={ICONS[row]} size={22} />
      </span>
      <span className="message-center__text">
        <span className="message-center__name">{t(`center.${row}`)}</span>
        <span className="message-center__hint">{t(`center.${row}Hint`)}</span>
      </span>
      {badges[row] ? (
        <span className="badge">
          <span aria-hidden="true">{badges[row]}</span>
          <span className="visually-hidden">
            {t('center.unread', { count: counts?.[countKey(row)] ?? 0 })}
          </span>
        </span>
      ) : null}
      {extra}
      <span className="message-center__chevron" aria-hidden="true">
        <Icon name="back" size={18} />
      </span>
    </>
  );

  const render = (row: MessageRow) => {
    switch (row) {
      case 'telegram':
      case 'affiliate':
        return (
          <a
            className="message-center__row"
            href={row === 'telegram' ? telegramUrl : affiliateUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {rowBody(row, <span className="visually-hidden">{t('center.external')}</span>)}
          </a>
        );
      case 'announcements':
        return (
          <Link className="message-center__row" to={pathOf('notice')}>
            {rowBody(row)}
          </Link>
        );
      case 'messages':
        return (
          <button
            type="button"
            className="message-center__row"
            onClick={guarded(row, () => void navigate(pathOf('webEmail')))}
          >
            {rowBody(row)}
          </button>
        );
      case 'liveChat':
        return (
          <button
            type="button"
            className="message-center__row"
            aria-busy={launch.isPending || launch.isSuccess}
            disabled={launch.isPending || launch.isSuccess}
            onClick={guarded(row, () =>
              launch.mutate({ language, theme: readTheme(), title: t('center.liveChatTitle') }),
            )}
          >
            {rowBody(row)}
          </button>
        );
    }
  };

  return (
    <main className="message-center">
      <header className="top-bar header">
        <Link to={pathOf('home')} className="header__back" aria-label={t('center.back')}>
          <Icon name="back" />
        </Link>
        <h1 className="header__title message-center__title">{t('routes:titles.message')}</h1>
      </header>
      <ul className="message-center__rows" aria-label={t('center.rowsLabel')}>
        {visibleRows({ telegramUrl, affiliateUrl, liveChat }).map((row) => (
          <li key={row}>{render(row)}</li>
        ))}
      </ul>
      {launch.isPending || launch.isSuccess ? (
        <p className="message-center__status" role="status">
          {t('center.opening')}
        </p>
      ) : null}
    </main>
  );
}

function countKey(row: MessageRow): 'announcements' | 'inbox' | 'chat' {
  return row === 'messages' ? 'inbox' : row === 'liveChat' ? 'chat' : 'announcements';
}
