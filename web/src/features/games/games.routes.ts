/**
 * The game lists (one chunk for every list route, features/games/game-list), the lottery (one
 * chunk, features/games/lottery) and the game host (features/games/host). Spec section 4: visitors opening favourites, recent games or a
 * lottery launch go to /m/login.
 */
import { ACCESS, defineRoutes, lazyScreen, type RouteDefinition } from '../../lib/routing.ts';
import { favouriteIdsOptions } from './games-queries.ts';

const PATHS = {
  providers: '/providers',
  gameList: '/gameList',
  hot: '/hot',
  fav: '/fav',
  recent: '/recent',
  rng: '/rng',
  live: '/live',
  pvp: '/pvp',
  fish: '/fish',
  sports: '/sports',
  elott: '/elott',
  game: '/game',
  lottery: '/lottery',
  launchGame: '/launchGame',
  // A launched game in our host (issue 30): beyond spec section 2, which opens games elsewhere.
  play: '/play/:nodeId',
  // The embedded lottery page: loaded in full it is the H5 app the BFF proxies; reached inside
  // the app it opens through the launch route, which gets it the member's token.
  lottoH5: '/lotto-h5/:mui/:playType/games/:gameId',
} as const;
type GamePaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends GamePaths {}
}

const gameLists = () => import('./game-list/game-list-screen.tsx');
const lotteryScreens = () => import('./lottery/lottery-screens.ts');
const playScreen = () => import('./host/play-screen.tsx');

/**
 * A game list: the member's data and favourite hearts. (The categories, which only a lottery
 * tap needs, are read at the tap.)
 */
const listData: Pick<RouteDefinition, 'prefetch' | 'memberData'> = {
  memberData: true,
  prefetch: ({ queryClient, trpc, session }) => {
    if (session) void queryClient.prefetchQuery(favouriteIdsOptions(trpc, session.userName));
  },
};

function gameList(
  screen: keyof Awaited<ReturnType<typeof gameLists>>,
  access?: RouteDefinition['access'],
): RouteDefinition {
  return {
    screen: lazyScreen(gameLists, screen),
    namespaces: ['gameList', 'lists', 'errors'],
    ...listData,
    ...(access ? { access } : {}),
  };
}

export const gameRoutes = defineRoutes(PATHS, {
  providers: gameList('ProvidersScreen'),
  gameList: gameList('GameListScreen'),
  hot: gameList('HotScreen'),
  fav: gameList('FavouritesScreen', ACCESS.member),
  recent: gameList('RecentScreen', ACCESS.member),
  rng: gameList('RngScreen'),
  live: gameList('LiveScreen'),
  pvp: gameList('PvpScreen'),
  fish: gameList('FishScreen'),
  sports: gameList('SportsScreen'),
  elott: gameList('ElottScreen'),
  game: gameList('GameScreen'),
  lottery: {
    screen: lazyScreen(lotteryScreens, 'LotteryScreen'),
    namespaces: ['lottery', 'lists', 'errors'],
    ...listData,
  },
  launchGame: {
    screen: lazyScreen(lotteryScreens, 'LaunchGameScreen'),
    namespaces: ['lottery', 'host', 'errors'],
    memberData: true,
    access: ACCESS.member,
  },
  play: {
    screen: lazyScreen(playScreen, 'PlayScreen'),
    namespaces: ['host', 'errors'],
    access: ACCESS.member,
    beyondSpec:
      'issue 30: a launched game opens in our host (a frame under our bar) when its provider allows it',
  },
  lottoH5: { screen: lazyScreen(lotteryScreens, 'LottoH5Redirect'), access: ACCESS.member },
});
