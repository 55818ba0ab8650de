/**
 * The reality check (issue 30, item 2): every N minutes of a hosted game's session (the member's
 * interval, else the merchant's), a dialog over the game says how long the session has lasted and
 * what it has won or lost, and asks what next: keep playing, look at the game records, or take a
 * break, which ends this game's session and goes home.
 *
 * The dialog is the app's modal <dialog> (the top layer; the game's frame under it is inert and
 * cannot cover it). It is an alertdialog that only a choice closes: Escape does nothing, so it
 * never goes away unread.
 */
import { REALITY_CHECK_DEFAULTS, type GameSessionSummary } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMoneyFormat } from '../../../lib/format.ts';
import { pathOf } from '../../../lib/paths.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { formatElapsed } from './game-host.tsx';

/** Without the member's interval (it could not be read), the merchant's usual one. */
const FALLBACK_EVERY_MS = REALITY_CHECK_DEFAULTS.minutes * 60_000;

/**
 * When the next check is due: the first whole interval since `startedAt` after `after`. A check
 * missed while the page was closed is not made up; the next one comes on time.
 */
export function nextCheckAt(startedAt: number, everyMs: number, after: number): number {
  const intervals = Math.floor(Math.max(0, after - startedAt) / everyMs) + 1;
  return startedAt + intervals * everyMs;
}

export interface RealityCheckProps {
  launchId: string;
  /** When the game session began (ms since the epoch). */
  startedAt: number;
}

export function RealityCheck({ launchId, startedAt }: RealityCheckProps) {
  const trpc = useTRPC();
  const interval = useQuery(
    trpc.responsible.realityCheck.queryOptions(undefined, {
      staleTime: Infinity,
      meta: { silent: true },
    }),
  );
  const everyMs = interval.data?.everyMs ?? (interval.isError ? FALLBACK_EVERY_MS : null);
  const [open, setOpen] = useState(false);
  // The check after the one the player answered: counted from the answer.
  const [answeredAt, setAnsweredAt] = useState(() => Date.now());

  useEffect(() => {
    if (open || everyMs === null) return;
    const due = nextCheckAt(startedAt, everyMs, answeredAt);
    const timer = window.setTimeout(() => setOpen(true), Math.max(0, due - Date.now()));
    return () => window.clearTimeout(timer);
  }, [open, everyMs, startedAt, answeredAt]);

  const keepPlaying = () => {
    setAnsweredAt(Date.now());
    setOpen(false);
  };
  return open ? (
    <CheckDialog launchId={launchId} startedAt={startedAt} onKeepPlaying={keepPlaying} />
  ) : null;
}

function CheckDialog({
  launchId,
  startedAt,
  onKeepPlaying,
}: RealityCheckProps & { onKeepPlaying: () => void }) {
  const { t } = useTranslation('host');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const questionId = useId();
  // Read when the dialog opens: the figures of this moment, never an earlier answer.
  const summary = useQuery(
    trpc.games.sessionSummary.queryOptions(
      { launchId },
      { staleTime: 0, gcTime: 0, refetchOnMount: 'always', retry: 1, meta: { silent: true } },
    ),
  );
  const end = useMutation(
    trpc.games.endSession.mutationOptions({
      meta: { silent: true },
      // The player asked to stop: home in any case (a session the store could not end is gone
      // from the screen all the same, and its frame page closes within the hosted game's day).
      onSettled: () => void navigate(pathOf('home'), { replace: true }),
    }),
  );
  const [shownAt] = useState(Date.now);
  // The bar's balance is read again with the figures, so both say the same.
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: trpc.member.balance.queryKey() });
  }, [queryClient, trpc]);

  return (
    <Dialog
      open
      title={t('check.title')}
      role="alertdialog"
      describedBy={questionId}
      dismissible={false}
      onClose={() => undefined}
      className="reality-check"
    >
      <p id={questionId} className="reality-check__question">
        {t('check.question')}
      </p>
      {summary.isPending ? (
        <Spinner label={t('check.reading')} />
      ) : (
        <Figures summary={summary.data} fallbackPlayedMs={shownAt - startedAt} />
      )}
      <div className="reality-check__actions">
        <Button variant="secondary" onClick={onKeepPlaying} disabled={end.isPending}>
          {t('check.keepPlaying')}
        </Button>
        <Button
          variant="secondary"
          disabled={end.isPending}
          onClick={() => void navigate(pathOf('gameRecord'))}
        >
          {t('check.history')}
        </Button>
        <Button
          variant="primary"
          busy={end.isPending}
          disabled={end.isPending}
          onClick={() => end.mutate({ launchId })}
        >
          {t('check.takeBreak')}
        </Button>
      </div>
    </Dialog>
  );
}

/** The time played and the net result; the time alone when the BFF could not tell the net. */
function Figures({
  summary,
  fallbackPlayedMs,
}: {
  summary: GameSessionSummary | undefined;
  fallbackPlayedMs: number;
}) {
  const { t } = useTranslation('host');
  const formatMoney = useMoneyFormat();
  const playedMs = summary?.playedMs ?? fallbackPlayedMs;
  const net = summary?.net ?? null;
  const netText =
    net === null
      ? t('check.netUnknown')
      : `${Number(net) > 0 ? '+' : ''}${formatMoney(net, summary?.currencySymbol)}`;
  return (
    <dl className="reality-check__figures">
      <div>
        <dt>{t('timePlayed')}</dt>
        <dd>
          <time dateTime={`PT${Math.floor(Math.max(0, playedMs) / 1000)}S`}>
            {formatElapsed(playedMs)}
          </time>
        </dd>
      </div>
      <div>
        <dt>{t('check.net')}</dt>
        <dd className={net !== null && net.startsWith('-') ? 'reality-check__loss' : undefined}>
          {netText}
        </dd>
      </div>
    </dl>
  );
}
