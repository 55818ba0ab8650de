/**
 * The game host (issue 30, item 1): a game full-screen in a frame under a slim bar of ours, so the
 * site stays on screen while the player plays. The bar: leave (back where the player came from, or
 * home), the session clock, the balance (a tap reads it again) and the way to deposit.
 *
 * The frame is a page of ours (the BFF's game frame page, or the lottery's frame route), never
 * the provider's page directly: each has a policy naming its own game's origin, and the app's
 * pages name none. Leaving reads the balance again, as the return from a game window does.
 */
import { TIMINGS_MS } from '@app/contracts/values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMoneyFormat } from '../../../lib/format.ts';
import { pathOf } from '../../../lib/paths.ts';
import { Slot } from '../../../lib/slots.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import './game-host.css';

export interface GameHostProps {
  /** The page's heading: the game's name, or what the route is. */
  title: string;
  /** The frame's page (same origin), or null while it is not known or when it cannot open. */
  frameSrc: string | null;
  /** When the game session began (ms since the epoch): the clock counts from it. */
  startedAt: number | null;
  /** Where leaving goes; by default back where the player came from in the app, else home. */
  leaveTo?: string;
  /** The leave button's name and icon (the lottery's close button keeps its own). */
  leaveLabel?: string;
  leaveIcon?: 'back' | 'close';
  /** The frame's name; by default "Game: {title}". */
  frameTitle?: string;
  /** Shown instead of the frame: a refusal or an ended session, with its way out. */
  children?: ReactNode;
}

export function GameHost({
  title,
  frameSrc,
  startedAt,
  leaveTo,
  leaveLabel,
  leaveIcon = 'back',
  frameTitle,
  children,
}: GameHostProps) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const location = useLocation();
  const [loaded, setLoaded] = useState(false);
  useBalanceReadOnLeaving();
  // Back where the player came from inside the app; a game opened from a link goes home.
  const leave = () => {
    if (location.key !== 'default' && !leaveTo) void navigate(-1);
    else void navigate(leaveTo ?? pathOf('home'));
  };

  return (
    <main className="game-host">
      <div className="game-host__bar">
        <button type="button" className="game-host__leave" onClick={leave}>
          <Icon name={leaveIcon} />
          <span className="visually-hidden">{leaveLabel ?? t('leave')}</span>
        </button>
        <h1 className="game-host__title">{title}</h1>
        {startedAt === null ? null : <SessionClock startedAt={startedAt} />}
        <HostBalance />
        <Link className="game-host__deposit" to={pathOf('voucherCenter')}>
          {t('deposit')}
        </Link>
      </div>
      {frameSrc && !children ? (
        <div className="game-host__stage" aria-busy={!loaded}>
          {loaded ? null : (
            <div className="game-host__loading">
              <Spinner label={t('opening')} />
            </div>
          )}
          <iframe
            className="game-host__frame"
            title={frameTitle ?? t('frameTitle', { name: title })}
            src={frameSrc}
            referrerPolicy="no-referrer"
            allow="autoplay; fullscreen"
            onLoad={() => setLoaded(true)}
          />
        </div>
      ) : (
        <div className="game-host__message">{children ?? <Spinner label={t('opening')} />}</div>
      )}
      <Slot name="regulatorLine" place="host" />
    </main>
  );
}

/** `m:ss`, or `h:mm:ss` from the first hour. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** The time since `startedAt`, again every second. */
export function useElapsed(startedAt: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now - startedAt;
}

function SessionClock({ startedAt }: { startedAt: number }) {
  const { t } = useTranslation('host');
  const elapsed = useElapsed(startedAt);
  const seconds = Math.max(0, Math.floor(elapsed / 1000));
  return (
    <span className="game-host__clock">
      <span className="visually-hidden">{t('timePlayed')}</span>
      <Icon name="clock" size={16} />
      <time dateTime={`PT${seconds}S`}>{formatElapsed(elapsed)}</time>
    </span>
  );
}

function HostBalance() {
  const { t } = useTranslation('host');
  // The same query and refresh as the top bar's balance (read again every minute).
  const balance = useQuery(
    useTRPC().member.balance.queryOptions(undefined, {
      staleTime: TIMINGS_MS.balanceRefresh,
      refetchInterval: TIMINGS_MS.balanceRefresh,
      meta: { silent: true },
    }),
  );
  const formatMoney = useMoneyFormat();
  const value = balance.data;
  const amount =
    value && !balance.isFetching ? formatMoney(value.sumBalance, value.currencySymbol) : '***';
  return (
    <button
      type="button"
      className="game-host__balance"
      aria-busy={balance.isFetching || undefined}
      aria-label={t('refreshBalance', { amount })}
      onClick={() => void balance.refetch()}
    >
      {amount}
    </button>
  );
}

/** The game moved the balance: it is read again when the player leaves the host. */
function useBalanceReadOnLeaving(): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: trpc.member.balance.queryKey() }),
    [queryClient, trpc],
  );
}
