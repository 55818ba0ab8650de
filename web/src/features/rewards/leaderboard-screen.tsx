/**
 * `/m/leaderBoard` (spec section 5: only while the MISSION promotion runs; issue 14): the
 * mission's rank board (rewards.leaderboard), its period, and the member's own place. The MISSION
 * gate is the route's (app/routes/rewards); when the gateway itself says the board is off (the
 * switch went off after the availability was read), `unavailable` is shown instead.
 */
import type { Leaderboard } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/ui/card.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { useDataLanguage } from '../../i18n/data-language.ts';
import { errorCode } from '../../lib/errors.ts';
import { formatDate, useMoneyFormat } from '../../lib/format.ts';
import { useTRPC } from '../../lib/trpc.ts';
import './rewards.css';

export function LeaderboardScreen({ unavailable }: { unavailable: ReactNode }) {
  const { t } = useTranslation(['rewards', 'routes']);
  const trpc = useTRPC();
  const dataLanguage = useDataLanguage();
  const board = useQuery(
    trpc.rewards.leaderboard.queryOptions({ language: dataLanguage }, { meta: { silent: true } }),
  );

  if (board.isError && errorCode(board.error) === 'feature_unavailable') return unavailable;
  return (
    <main className="rewards-page">
      <h1 className="visually-hidden">{t('routes:titles.leaderBoard')}</h1>
      <QueryView query={board} loading={<Skeleton className="rewards-skeleton" />}>
        {(data) => <Board board={data} />}
      </QueryView>
    </main>
  );
}

/** The mission's period, the member's own place and the ranks. */
function Board({ board: data }: { board: Leaderboard }) {
  const { t } = useTranslation('rewards');
  const language = useLanguage();
  const money = useMoneyFormat();
  return (
    <>
      <section className="leaderboard-head" aria-labelledby="leaderboard-title">
        <h2 id="leaderboard-title">{data.title ?? t('board.title')}</h2>
        {data.startTime !== null && data.endTime !== null ? (
          <p className="leaderboard-head__period">
            {t('board.period', {
              from: formatDate(data.startTime, language),
              to: formatDate(data.endTime - 1, language),
            })}
          </p>
        ) : null}
        <p className="leaderboard-head__me" aria-label={t('board.mine')}>
          {data.me?.rank
            ? t('board.myRank', { rank: data.me.rank, score: money(data.me.score, null) })
            : t('board.unranked')}
        </p>
      </section>
      {data.rows.length === 0 ? (
        <p className="rewards-empty">{t('board.empty')}</p>
      ) : (
        <table className="leaderboard">
          <caption className="visually-hidden">{t('board.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('board.rank')}</th>
              <th scope="col">{t('board.player')}</th>
              <th scope="col">{t('board.score')}</th>
              <th scope="col">{t('board.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr
                key={row.rank}
                className={row.rank === data.me?.rank ? 'leaderboard__me' : undefined}
                aria-current={row.rank === data.me?.rank ? 'true' : undefined}
              >
                <td>
                  <span className={`leaderboard__rank leaderboard__rank--${row.rank}`}>
                    {row.rank}
                  </span>
                </td>
                <td>{row.player}</td>
                <td>{money(row.score, null)}</td>
                <td>{row.prize === null ? '–' : money(row.prize, null)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
