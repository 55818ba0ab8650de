/**
 * The game lists (spec section 2 "Game lists"; issue 12): `/m/rng`, `/m/fish`, `/m/pvp` and
 * `/m/gameList?gameType=` show a sticky search and category menu over a paged grid; `/m/live`,
 * `/m/sports`, `/m/elott` (and the other vendor-tile types) the vendor tiles; `/m/hot`, `/m/fav`
 * and `/m/recent` the hot games and the member's own.
 *
 * The view lives in the address (list-params.ts): the name searched, the category, the vendor,
 * the minimum bet and how many pages are shown, so back, reload and a shared link restore it.
 * Pages come from games.list (shared, cached by the BFF) or games.memberList (fav, recent),
 * 24 at a time through an infinite query; "More games" appends the next page and keeps every
 * earlier one (spec section 2: 24, 48, 72 … tiles).
 */
import {
  IN_HOUSE_VENDOR,
  LIST_CLASSIFY_OPTIONS,
  VENDOR_TILE_TYPES,
  onlinePlayers,
  rngCardStyle,
  type GameType,
} from '@app/contracts/values';
import type { Game, GameListPage } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PagedList, nextPageNo, type PagedQuery } from '../../../components/ui/paged-list.tsx';
import { useDataLanguage } from '../../../i18n/data-language.ts';
import { useSearchText } from '../../../lib/use-debounced-value.ts';
import { pathOf } from '../../../lib/paths.ts';
import { useSessionInfo } from '../../../lib/session.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { gameTypeKey, sportsRouteType } from '../category-path.ts';
import { useCategories } from '../games-queries.ts';
import { GameTile, VendorTile } from '../tiles.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { useListParams, type ListParams } from './list-params.ts';
import { useChosenInView } from './chosen-in-view.ts';
import { VendorSelector } from './vendor-selector.tsx';
import { GameListTop, VendorPlaceholders } from './list-top.tsx';
import './game-list.css';

export { ProvidersScreen } from './providers-screen.tsx';

/** How long the search waits for the player to stop typing (one request for the final text). */
const SEARCH_DEBOUNCE_MS = 300;

const TEXTS = ['gameList', 'games', 'lists'] as const;

/* ----------------------------------------------------------------------------- the routes */

export function RngScreen() {
  return <TypeList gameType="RNG" route="rng" />;
}
export function FishScreen() {
  return <TypeList gameType="FISH" route="fish" />;
}
export function PvpScreen() {
  return <TypeList gameType="PVP" route="pvp" />;
}
export function LiveScreen() {
  return <TypeList gameType="LIVE" route="live" />;
}
/**
 * `/m/sports`, and `/m/sports?gameType=ESPORTS|COCKFIGHT`: the side menu's link for the other
 * vendor-tile types (category-path.ts), so each shows its own vendors (SV388 for cockfight).
 */
export function SportsScreen() {
  const [params] = useListParams();
  return <TypeList gameType={sportsRouteType(params.gameType) ?? 'SPORTS'} route="sports" />;
}
export function ElottScreen() {
  return <TypeList gameType="ELOTT" route="elott" />;
}

/** `/m/gameList?gameType=X&vassalage=Y`: any type, a vendor chosen (the vendor tiles' link). */
export function GameListScreen() {
  const [params] = useListParams();
  return <TypeList gameType={params.gameType ?? 'RNG'} route="gameList" />;
}

/** `/m/game?gameType=X`: the category pages' shared screen under the site's header. */
export function GameScreen() {
  const [params] = useListParams();
  return <TypeList gameType={params.gameType ?? 'RNG'} route="game" />;
}

export function HotScreen() {
  return <GameGrid gameType="HOT" fixedClassify="hot" route="hot" />;
}
export function FavouritesScreen() {
  return <GameGrid gameType={null} fixedClassify="fav" route="fav" />;
}
export function RecentScreen() {
  return <GameGrid gameType={null} fixedClassify="recent" route="recent" />;
}

function TypeList({ gameType, route }: { gameType: GameType; route: ListRoute }) {
  const vendorTiles = (VENDOR_TILE_TYPES as readonly string[]).includes(gameType);
  return vendorTiles ? (
    <VendorList gameType={gameType} route={route} />
  ) : (
    <GameGrid gameType={gameType} route={route} />
  );
}

/** Routes whose header the spec hides ("Layout"): the list draws its own top bar. */
type OwnTopBar = 'gameList' | 'hot' | 'fav';
/** The list routes under the site's header: the header shows the title. */
type UnderHeader = 'rng' | 'fish' | 'pvp' | 'live' | 'sports' | 'elott' | 'recent' | 'game';
type ListRoute = OwnTopBar | UnderHeader;
const OWN_TOP_BAR: readonly string[] = ['gameList', 'hot', 'fav'] satisfies OwnTopBar[];

/**
 * The page's title: under the header (which shows it) a heading for assistive technology only;
 * where the header is hidden (gameList, hot, fav), a top bar with the title and the way home.
 */
function ListTop({ route, gameType }: { route: ListRoute; gameType?: GameType }) {
  const { t } = useTranslation(['routes', 'common', ...TEXTS]);
  // `/m/sports?gameType=COCKFIGHT` names its own type (the route's title says Sports).
  const title =
    route === 'sports' && gameType && gameType !== 'SPORTS'
      ? t(`common:${gameTypeKey(gameType)}`)
      : t(`routes:titles.${route}`);
  if (!OWN_TOP_BAR.includes(route)) {
    return <h1 className="visually-hidden">{title}</h1>;
  }
  return <GameListTop title={title} homeLabel={t('gameList:home')} />;
}

/* ------------------------------------------------------------------------ the vendor tiles */

function VendorList({ gameType, route }: { gameType: GameType; route: ListRoute }) {
  const { t } = useTranslation(TEXTS);
  const categories = useCategories();
  const vendors = categories.data?.find((c) => c.gameType === gameType)?.vendors ?? [];
  return (
    <main className={OWN_TOP_BAR.includes(route) ? 'game-list game-list--own-top' : 'game-list'}>
      <ListTop route={route} gameType={gameType} />
      {categories.isPending ? (
        <VendorPlaceholders />
      ) : vendors.length === 0 ? (
        <p className="paged-list__empty">{t('empty')}</p>
      ) : (
        <ul className="game-list__vendors" aria-label={t('providers')}>
          {vendors.map((vendor) => (
            <VendorTile key={vendor.vendor} vendor={vendor} art />
          ))}
        </ul>
      )}
    </main>
  );
}

/* -------------------------------------------------------------------------- the game grid */

type MemberClassify = 'fav' | 'recent';
const isMemberClassify = (value: string): value is MemberClassify =>
  value === 'fav' || value === 'recent';

function GameGrid({
  gameType,
  fixedClassify,
  route,
}: {
  route: ListRoute;
  /** null: every type (the member's favourites and recent games). */
  gameType: GameType | null;
  /** The hot, favourites and recent routes have one category and no menu. */
  fixedClassify?: 'hot' | MemberClassify;
}) {
  const { t } = useTranslation(TEXTS);
  const [params, setParams] = useListParams();
  const classify = fixedClassify ?? params.classify;
  const query = useGamePages(gameType, { ...params, classify }, setParams);
  const [filterOpen, setFilterOpen] = useState(false);
  const activeFilters = (params.vendor ? 1 : 0) + (params.minBet ? 1 : 0);

  return (
    <main className={OWN_TOP_BAR.includes(route) ? 'game-list game-list--own-top' : 'game-list'}>
      <ListTop route={route} />
      {fixedClassify ? null : (
        <div className="game-list__bar">
          <div className="game-list__search-row">
            <SearchBox
              value={params.gameName}
              onSearch={(gameName) => setParams({ gameName, page: 1 })}
            />
            {gameType ? (
              <button
                type="button"
                className="game-list__filter"
                aria-haspopup="dialog"
                onClick={() => setFilterOpen(true)}
              >
                {t('filter.open')}
                {activeFilters > 0 ? (
                  <span className="game-list__filter-count">{activeFilters}</span>
                ) : null}
              </button>
            ) : null}
          </div>
          {gameType ? (
            <FilterPanel
              open={filterOpen}
              gameType={gameType}
              params={params}
              onClose={() => setFilterOpen(false)}
              onApply={(choice) => {
                setFilterOpen(false);
                setParams({ ...choice, page: 1 });
              }}
            />
          ) : null}
          {/* The in-house (crash) list has no filter bar (spec "Filter bar": hidden for in-house):
              its games, on 'Crash' unless the address says otherwise. */}
          {gameType && params.vendor !== IN_HOUSE_VENDOR ? (
            <>
              <ClassifyStrip
                gameType={gameType}
                value={params.classify}
                onChange={(next) => setParams({ classify: next, page: 1 })}
              />
              <VendorSelector
                gameType={gameType}
                value={params.vendor}
                // Choosing the vendor shown again clears it.
                onChoose={(vendor) =>
                  setParams({ vendor: vendor === params.vendor ? null : vendor, page: 1 })
                }
                // A vendor from the drawer also starts again from its default category.
                onDrawerChoose={(vendor) => setParams({ vendor, classify: null, page: 1 })}
              />
            </>
          ) : null}
        </div>
      )}
      <PagedList
        query={query}
        label={t('listLabel')}
        pageItems={(page: GameListPage) => page.games}
        totalPages={(page) => page.totalPages}
        pageNo={(page) => page.page}
        itemKey={(game: Game) => game.nodeId}
        renderItem={(game) =>
          gameType === 'RNG' ? <RngCard game={game} /> : <GameTile game={game} as="div" />
        }
        layout="grid"
        moreLabel={t('lists:moreGames')}
        empty={t(
          classify === 'fav' ? 'emptyFavourites' : classify === 'recent' ? 'emptyRecent' : 'empty',
        )}
        className="game-list__grid"
      />
    </main>
  );
}

/**
 * An RNG card (spec section 9): one of eight styles by `nodeId mod 8 plus 1`, and the count of
 * players online, 500 to 1999, steady for ten minutes.
 */
function RngCard({ game }: { game: Game }) {
  const { t } = useTranslation(TEXTS);
  const players = onlinePlayers(game.nodeId, Date.now());
  return (
    <GameTile
      game={game}
      as="div"
      className={`tile--card tile--card-${rngCardStyle(game.nodeId)}`}
      badge={<span className="tile__players">{t('online', { count: players })}</span>}
    />
  );
}

/**
 * The pages of the list on screen. The address says the last page shown (`page`), so a reload or
 * a shared link opens on page 1 and fetches the pages up to it; "More games" fetches one more,
 * keeps every page before it and writes the new last page back.
 */
function useGamePages(
  gameType: GameType | null,
  params: ListParams & { classify: string },
  setParams: ReturnType<typeof useListParams>[1],
): PagedQuery<GameListPage> {
  const trpc = useTRPC();
  const language = useDataLanguage();
  const session = useSessionInfo();
  const member = isMemberClassify(params.classify);
  const pageOptions = {
    initialCursor: 1,
    getNextPageParam: nextPageNo<GameListPage>(
      (page) => page.totalPages,
      (page) => page.page,
    ),
  };
  const shared = useInfiniteQuery({
    ...trpc.games.list.infiniteQueryOptions(
      {
        gameType: gameType ?? 'HOT',
        classify: params.classify,
        language,
        ...(params.vendor ? { vendor: params.vendor } : {}),
        ...(params.gameName ? { gameName: params.gameName } : {}),
        ...(params.minBet ? { minBet: params.minBet } : {}),
      },
      // A page no longer wanted (the search or a filter changed meanwhile) is cancelled.
      { ...pageOptions, trpc: { abortOnUnmount: true } },
    ),
    enabled: !member,
  });
  const own = useInfiniteQuery({
    ...trpc.games.memberList.infiniteQueryOptions(
      {
        classify: isMemberClassify(params.classify) ? params.classify : 'fav',
        language,
        ...(gameType && gameType !== 'HOT' ? { gameType } : {}),
      },
      pageOptions,
    ),
    // Per member: another member on this tab asks again.
    enabled: member && session !== null,
  });
  const query = member ? own : shared;

  // A reload or a shared link with `page=3` shows pages 1 to 3 again: the list opens on page 1
  // and fetches the next one until it reaches the page the address names. The address only ever
  // grows with the pages shown (More writes it before fetching), so a late address never asks
  // for a page the list let go of; nor does this cancel a fetch the player started.
  const lastShown = query.data?.pages.at(-1)?.page ?? 0;
  const restoring = lastShown > 0 && lastShown < params.page;
  useEffect(() => {
    if (restoring && query.hasNextPage && !query.isFetchingNextPage) {
      void query.fetchNextPage({ cancelRefetch: false });
    }
  }, [restoring, query]);

  return {
    ...query,
    fetchNextPage: (...args) => {
      setParams({ page: lastShown + 1 });
      return query.fetchNextPage(...args);
    },
  };
}

/* ---------------------------------------------------------------------- the menu and search */

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation(TEXTS);
  const [text, setText] = useSearchText(value, onSearch, SEARCH_DEBOUNCE_MS);
  return (
    <div className="game-list__search" role="search">
      <label className="visually-hidden" htmlFor="game-search">
        {t('search')}
      </label>
      <input
        id="game-search"
        type="search"
        value={text}
        maxLength={50}
        placeholder={t('search')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event: ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
      />
    </div>
  );
}

/**
 * The categories (spec: all, new, fav, hot, recent, or a vendor category). The member's own
 * (fav, recent) send a visitor to log in.
 */
function ClassifyStrip({
  gameType,
  value,
  onChange,
}: {
  gameType: GameType;
  value: string;
  onChange: (classify: string) => void;
}) {
  const { t } = useTranslation(TEXTS);
  const navigate = useNavigate();
  const session = useSessionInfo();
  const categories = useCategories();
  const classifications = useMemo(
    () => categories.data?.find((c) => c.gameType === gameType)?.classifications ?? [],
    [categories.data, gameType],
  );
  const options = [
    ...LIST_CLASSIFY_OPTIONS.map((key) => ({ key, label: t(`classify.${key}`) })),
    ...classifications
      .filter((c) => !(LIST_CLASSIFY_OPTIONS as readonly string[]).includes(c.key.toLowerCase()))
      .map((c) => ({ key: c.key, label: c.displayName })),
  ];
  const strip = useRef<HTMLDivElement>(null);
  useChosenInView(strip, value, options.length);
  const choose = (key: string) => {
    if (isMemberClassify(key) && !session) {
      void navigate(pathOf('login'));
      return;
    }
    onChange(key);
  };
  return (
    <div ref={strip} className="game-list__strip" role="group" aria-label={t('categories')}>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className="chip game-list__chip"
          aria-pressed={value.toLowerCase() === option.key.toLowerCase()}
          onClick={() => choose(option.key)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
