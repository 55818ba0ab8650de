/**
 * The route table of spec section 2, AS DATA: paths (relative to the basename /m), the title key,
 * the screen that renders it, guards, and the layout visibility rules of spec "Layout". The
 * router (router.tsx) and the layout read this file; routes.test.ts tests it as data.
 */
import { matchPath } from 'react-router-dom';

/** Route names as the spec's layout lists spell them. */
export const ROUTE_NAMES = [
  'home',
  'login',
  'register',
  'changePsw',
  'forget',
  'help',
  'helpDetail',
  'notice',
  'webEmail',
  'message',
  'activity',
  'activitySignIn',
  'providers',
  'lottery',
  'launchGame',
  'gameList',
  'hot',
  'fav',
  'recent',
  'rng',
  'live',
  'pvp',
  'fish',
  'sports',
  'elott',
  'game',
  'vip',
  'app',
  'memberHome',
  'voucherCenter',
  'withdraw',
  'leaderBoard',
  'gameRecord',
  'feedback',
  'rewardCenter',
  'receivingCenter',
  'inviteFriends',
  'agentRegister',
  'getSalaryContract',
  'getDevidendContract',
  'getHourContract',
  'startLottery',
  'trail',
  'gameCenter',
  'slotsCenter',
  'lottoH5',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** Spec "Layout": the header is hidden on exactly these routes. */
export const HEADER_HIDDEN: readonly RouteName[] = [
  'home',
  'login',
  'register',
  'message',
  'app',
  'gameList',
  'lottery',
  'forget',
  'providers',
  'hot',
  'fav',
  'changePsw',
];

/** Spec "Layout": the footer menu is hidden on exactly these routes. */
export const FOOTER_HIDDEN: readonly RouteName[] = [
  'login',
  'register',
  'providers',
  'gameList',
  'lottery',
  'forget',
  'changePsw',
  'app',
  'notice',
  'help',
  'helpDetail',
  'vip',
];

/** Routes the terms gate never covers (the gate links to help#terms). */
export const TERMS_GATE_EXEMPT: readonly RouteName[] = ['help', 'helpDetail'];

/** Which screen module renders a route. Screens of later issues share one placeholder. */
export type ScreenId = 'home' | 'login' | 'placeholder';

export interface RouteEntry {
  name: RouteName;
  /** Relative to the router basename (/m). */
  path: string;
  /** i18n key of the header / page title. */
  titleKey: `routes.${RouteName}`;
  screen: ScreenId;
  /** Without a session the route redirects to REDIRECT_WITHOUT_SESSION (spec: changePsw). */
  requiresSession: boolean;
  headerHidden: boolean;
  footerHidden: boolean;
}

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
export const REDIRECT_WITHOUT_SESSION = HOME_PATH;

interface RouteOptions {
  screen?: ScreenId;
  requiresSession?: boolean;
}

function routes(
  name: RouteName,
  paths: readonly string[],
  options: RouteOptions = {},
): RouteEntry[] {
  return paths.map((path) => ({
    name,
    path,
    titleKey: `routes.${name}` as const,
    screen: options.screen ?? 'placeholder',
    requiresSession: options.requiresSession ?? false,
    headerHidden: HEADER_HIDDEN.includes(name),
    footerHidden: FOOTER_HIDDEN.includes(name),
  }));
}

export const ROUTES: readonly RouteEntry[] = [
  ...routes('home', ['/', '/index', '/index.html', HOME_PATH], { screen: 'home' }),
  ...routes('login', [LOGIN_PATH], { screen: 'login' }),
  ...routes('register', ['/register', '/register.html']),
  ...routes('changePsw', ['/changePsw'], { requiresSession: true }),
  ...routes('forget', ['/forget']),
  ...routes('help', ['/help']),
  ...routes('helpDetail', ['/helpDetail']),
  ...routes('notice', ['/notice']),
  ...routes('webEmail', ['/webEmail']),
  ...routes('message', ['/message', '/messages']),
  ...routes('activity', ['/activity']),
  ...routes('activitySignIn', ['/activity/signIn']),
  ...routes('providers', ['/providers']),
  ...routes('lottery', ['/lottery']),
  ...routes('launchGame', ['/launchGame']),
  ...routes('gameList', ['/gameList']),
  ...routes('hot', ['/hot']),
  ...routes('fav', ['/fav']),
  ...routes('recent', ['/recent']),
  ...routes('rng', ['/rng']),
  ...routes('live', ['/live']),
  ...routes('pvp', ['/pvp']),
  ...routes('fish', ['/fish']),
  ...routes('sports', ['/sports']),
  ...routes('elott', ['/elott']),
  ...routes('game', ['/game']),
  ...routes('vip', ['/vip']),
  ...routes('app', ['/app']),
  ...routes('memberHome', ['/member/home']),
  ...routes('voucherCenter', ['/voucherCenter']),
  ...routes('withdraw', ['/withdraw']),
  ...routes('leaderBoard', ['/leaderBoard']),
  ...routes('gameRecord', ['/gameRecord']),
  ...routes('feedback', ['/feedback']),
  ...routes('rewardCenter', ['/rewardCenter']),
  ...routes('receivingCenter', ['/receivingCenter']),
  ...routes('inviteFriends', ['/inviteFriends']),
  ...routes('agentRegister', ['/agentRegister']),
  ...routes('getSalaryContract', ['/member/agent/getSalaryContract']),
  ...routes('getDevidendContract', ['/member/agent/getDevidendContract']),
  ...routes('getHourContract', ['/member/agent/getHourContract']),
  ...routes('startLottery', ['/startLottery']),
  ...routes('trail', ['/trail']),
  ...routes('gameCenter', ['/gameCenter']),
  ...routes('slotsCenter', ['/slotsCenter']),
  ...routes('lottoH5', ['/lotto-h5/:mui/:playType/games/:gameId']),
];

const HOME_ROUTE = ROUTES.find((r) => r.path === HOME_PATH) as RouteEntry;

/**
 * The entry for a pathname relative to the basename. Unknown paths fall back to home (spec
 * section 2); the router redirects them to /home.
 */
export function matchRoute(pathname: string): RouteEntry {
  return matchKnownRoute(pathname) ?? HOME_ROUTE;
}

export function matchKnownRoute(pathname: string): RouteEntry | undefined {
  return ROUTES.find((r) => matchPath({ path: r.path, end: true }, pathname) !== null);
}
