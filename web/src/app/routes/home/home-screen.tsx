/**
 * Home (spec section 2, "Home"), a thin route module: it reads ONE home.bootstrap query (the
 * status gate already started it in the same batch as system.status) and composes the domains'
 * UI with its sections: games (rows, winners, events), content (banners, videos, marquee,
 * popups), download (bar, button, app tiles), member (top bar balance and greeting, through
 * their own keys, which home.bootstrap seeded). Three page types: all, list
 * (?pageType=list&gameType=X) and filter (?gameName=).
 */
import type { Game, VendorCategory } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { BannerCarousel, BannerSkeleton } from '../../../features/content/banners.tsx';
import { LoginPopups } from '../../../features/content/popups.tsx';
import { VideoBlock } from '../../../features/content/videos.tsx';
import { AppDownloadTiles } from '../../../features/download/app-tiles.tsx';
import { DownloadCenter } from '../../../features/download/download.tsx';
import { UpcomingEvents } from '../../../features/games/events.tsx';
import { GameRow, LiveRow, RowSkeleton, VendorRow } from '../../../features/games/rows.tsx';
import { LatestWinners } from '../../../features/games/winners.tsx';
import { useHomeBootstrap, type HomeData } from '../../../lib/bootstrap.ts';
import { gameTypeKey } from '../../../features/games/category-path.ts';
import { useBrowserValue } from '../../../lib/browser-value.ts';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { isStandalone } from '../../../lib/platform.ts';
import { useSessionInfo } from '../../../lib/session.ts';
import { useCustomerServiceUrl } from '../../../lib/status.ts';
import { HomeAnnouncements } from './home-announcements.tsx';
import { HomeFooter } from './home-footer.tsx';
import { HomeTopBar } from './home-top-bar.tsx';
import './home.css';
import { href, pathOf } from '../../../lib/paths.ts';

function vendorsOf(categories: VendorCategory[], gameType: string) {
  return categories.find((c) => c.gameType === gameType)?.vendors ?? [];
}

function gamesOf(data: HomeData, gameType: string): Game[] {
  if (gameType === 'HOT') return data.hotGames;
  if (gameType === 'RNG') return data.rows.RNG;
  if (gameType === 'FISH') return data.rows.FISH;
  if (gameType === 'FAV') return data.favourites;
  return [];
}

/** The home's list page of a game type (tab). */
const listPath = (gameType: string) => href('home', { query: { pageType: 'list', gameType } });

/** Tabs: 0 all, 1 hot, then every category at its index + 2 (spec "Home"). */
function CategoryTabs({ categories, active }: { categories: VendorCategory[]; active: number }) {
  const { t } = useTranslation('home');
  const tabs = [
    { to: pathOf('home'), label: t('home.tabAll') },
    { to: listPath('HOT'), label: t(gameTypeKey('HOT')) },
    ...categories.map((c) => ({
      to: listPath(c.gameType),
      label: t(gameTypeKey(c.gameType), { defaultValue: c.gameType }),
    })),
  ];
  return (
    <nav className="home-tabs" aria-label={t('home.tabsLabel')}>
      <ul>
        {tabs.map((tab, index) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              className={
                index === active ? 'home-tabs__tab home-tabs__tab--active' : 'home-tabs__tab'
              }
              aria-current={index === active ? 'page' : undefined}
              onClick={() => {
                try {
                  window.scrollTo({ top: 0 });
                } catch {
                  // Not available (tests): nothing to scroll.
                }
              }}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AllSections({ data, signedIn }: { data: HomeData; signedIn: boolean }) {
  const { t } = useTranslation('home');
  const live = vendorsOf(data.categories, 'LIVE');
  const sports = vendorsOf(data.categories, 'SPORTS');
  const symbol = data.balance?.currencySymbol ?? null;
  const standalone = useBrowserValue(isStandalone, false);
  // Below the first screen: each section is hydrated in a task of its own (lib/hydrate-later).
  return (
    <>
      <HydrateLater>
        <LatestWinners winners={data.winners} symbol={symbol} />
      </HydrateLater>
      <HydrateLater>
        <GameRow
          id="home-hot"
          title={t('games:rows.HOT')}
          games={data.hotGames}
          viewAll={pathOf('hot')}
        />
      </HydrateLater>
      <HydrateLater>
        <VideoBlock videos={data.videos} />
      </HydrateLater>
      <HydrateLater>
        <GameRow
          id="home-fish"
          title={t('games:rows.FISH')}
          games={data.rows.FISH}
          viewAll={pathOf('fish')}
        />
      </HydrateLater>
      <HydrateLater>
        <GameRow
          id="home-rng"
          title={t('games:rows.RNG')}
          games={data.rows.RNG}
          viewAll={pathOf('rng')}
        />
      </HydrateLater>
      <HydrateLater>
        <LiveRow vendors={live} />
        {live.length > 0 ? (
          <BannerCarousel
            banners={data.banners.m_live ?? []}
            label={t('home.liveBanners')}
            eagerFirst={false}
          />
        ) : null}
      </HydrateLater>
      <HydrateLater>
        <VendorRow id="home-sports" title={t('games:rows.SPORTS')} vendors={sports} />
        <UpcomingEvents matches={data.hotMatches} />
      </HydrateLater>
      <HydrateLater>
        {signedIn ? (
          <GameRow
            id="home-fav"
            title={t('games:rows.FAV')}
            games={data.favourites}
            viewAll={pathOf('fav')}
            emptyText={t('home.favEmpty')}
          />
        ) : null}
        {standalone ? null : (
          <AppDownloadTiles
            android={Boolean(data.download.android)}
            ios={Boolean(data.download.ios)}
          />
        )}
      </HydrateLater>
    </>
  );
}

function ListSections({ data, gameType }: { data: HomeData; gameType: string }) {
  const { t } = useTranslation('home');
  const title = t(`games:rows.${gameType}`, {
    defaultValue: t(gameTypeKey(gameType), { defaultValue: gameType }),
  });
  const games = gamesOf(data, gameType);
  if (games.length > 0) {
    return <GameRow id="home-list" title={title} games={games} />;
  }
  const vendors = vendorsOf(data.categories, gameType);
  if (vendors.length > 0) return <VendorRow id="home-list" title={title} vendors={vendors} />;
  return <p className="home-section__empty">{t('home.noGames')}</p>;
}

function FilterSections({ data, gameName }: { data: HomeData; gameName: string }) {
  const { t } = useTranslation('home');
  const needle = gameName.trim().toLowerCase();
  const seen = new Set<string>();
  const found = [...data.hotGames, ...data.rows.RNG, ...data.rows.FISH, ...data.favourites].filter(
    (g) => g.name.toLowerCase().includes(needle) && !seen.has(g.nodeId) && seen.add(g.nodeId),
  );
  return (
    <GameRow
      id="home-filter"
      title={t('home.results', { query: gameName })}
      games={found}
      emptyText={t('home.noGames')}
    />
  );
}

function CustomerServiceButton() {
  const { t } = useTranslation('home');
  const url = useCustomerServiceUrl();
  if (!url) return null;
  return (
    <a className="cs-float" href={url} target="_blank" rel="noopener noreferrer">
      <Icon name="headset" />
      <span className="visually-hidden">{t('home.customerService')}</span>
    </a>
  );
}

export function HomeScreen() {
  const { t } = useTranslation('home');
  const session = useSessionInfo();
  const home = useHomeBootstrap();
  const [params] = useSearchParams();
  const data = home.data;

  const gameName = params.get('gameName');
  const listType = params.get('pageType') === 'list' ? params.get('gameType') : null;
  const categories = data?.categories ?? [];
  let activeTab = 0;
  if (listType === 'HOT') activeTab = 1;
  else if (listType) {
    const index = categories.findIndex((c) => c.gameType === listType);
    if (index >= 0) activeTab = index + 2;
  }

  return (
    <div className="home">
      {/* The page's heading, for a screen reader and for focus after a navigation: the top bar
          shows the brand, which is not the page's name. */}
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <HydrateLater>
        <DownloadCenter data={data} />
        <HomeTopBar download={data?.download} />
      </HydrateLater>
      <div className="home__content">
        {data ? (
          <BannerCarousel
            banners={data.banners.m_home ?? []}
            label={t('home.banners')}
            eagerFirst
          />
        ) : (
          <BannerSkeleton />
        )}
        <HydrateLater>
          <HomeAnnouncements />
        </HydrateLater>
        {data?.degraded ? (
          // The session store is down: the member's own sections are missing for now, not gone.
          <p className="home__degraded" role="status">
            <Icon name="info" size={18} />
            {t('home.degraded')}
          </p>
        ) : null}
        <HydrateLater>
          {data ? <CategoryTabs categories={categories} active={activeTab} /> : null}
        </HydrateLater>
        <QueryView
          query={home}
          keepData
          loading={
            <>
              {/* Spec "Home": a wait message on load. Fixed, so nothing moves when it goes. */}
              <p className="home__wait" role="status">
                {t('home.wait')}
              </p>
              <RowSkeleton />
              <RowSkeleton />
            </>
          }
        >
          {(loaded) =>
            gameName ? (
              <FilterSections data={loaded} gameName={gameName} />
            ) : listType ? (
              <ListSections data={loaded} gameType={listType} />
            ) : (
              <AllSections data={loaded} signedIn={session !== null} />
            )
          }
        </QueryView>
        {data ? (
          <HydrateLater>
            <HomeFooter categories={categories} />
          </HydrateLater>
        ) : null}
      </div>
      <HydrateLater>
        <CustomerServiceButton />
        {data ? <LoginPopups popups={data.popups} /> : null}
      </HydrateLater>
    </div>
  );
}
