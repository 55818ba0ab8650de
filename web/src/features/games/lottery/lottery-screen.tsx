/**
 * `/m/lottery` (spec section 2, "lottery list"): the merchant's lottery games, traditional (LOTT)
 * and electronic (ELOTT), each a paged grid of the shared, cached game list. A tap goes through
 * the one game launcher, which opens `/m/launchGame` for these types (spec section 4, "Game
 * click"); closing that frame comes back here.
 */
import type { GameListPage } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList, nextPageNo } from '../../../components/ui/paged-list.tsx';
import { useDataLanguage } from '../../../i18n/data-language.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { GameTile } from '../tiles.tsx';
import { GameListTop } from '../game-list/list-top.tsx';
import '../game-list/game-list.css';
import './lottery.css';

const LOTTERY_TYPES = ['LOTT', 'ELOTT'] as const;

export function LotteryScreen() {
  const { t } = useTranslation(['lottery', 'routes']);
  return (
    <main className="game-list game-list--own-top">
      <GameListTop title={t('routes:titles.lottery')} homeLabel={t('home')} />
      {LOTTERY_TYPES.map((gameType) => (
        <LotterySection key={gameType} gameType={gameType} />
      ))}
    </main>
  );
}

function LotterySection({ gameType }: { gameType: (typeof LOTTERY_TYPES)[number] }) {
  const { t } = useTranslation(['lottery', 'lists']);
  const trpc = useTRPC();
  const language = useDataLanguage();
  const headingId = `lottery-${gameType}`;
  const query = useInfiniteQuery(
    trpc.games.list.infiniteQueryOptions(
      { gameType, classify: 'all', language },
      {
        initialCursor: 1,
        getNextPageParam: nextPageNo<GameListPage>(
          (page) => page.totalPages,
          (page) => page.page,
        ),
      },
    ),
  );
  return (
    <section className="lottery-list__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="lottery-list__heading">
        {t(`sections.${gameType}`)}
      </h2>
      <PagedList
        query={query}
        label={t(`sections.${gameType}`)}
        pageItems={(page: GameListPage) => page.games}
        totalPages={(page) => page.totalPages}
        itemKey={(game) => game.nodeId}
        renderItem={(game) => <GameTile game={game} as="div" />}
        layout="grid"
        moreLabel={t('lists:moreGames')}
        empty={t('empty')}
        className="game-list__grid"
      />
    </section>
  );
}
