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
  /**
   * Where the route sends a visitor (no session), or null when visitors may open it. Spec:
   * changePsw goes home; recent goes to log in (section 4, "Visitors ... recent ... go to login").
   */
  withoutSession: string | null;
  /** A member (session present) is sent home: the login and register forms are for visitors. */
  guestOnly: boolean;
  headerHidden: boolean;
  footerHidden: boolean;
}

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
export const REDIRECT_WITHOUT_SESSION = HOME_PATH;
/** Where a member opening a guest-only route (login, register) goes. */
export const REDIRECT_WITH_SESSION = HOME_PATH;

interface RouteOptions {
  screen?: ScreenId;
  withoutSession?: string;
  guestOnly?: boolean;
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
    withoutSession: options.withoutSession ?? null,
    guestOnly: options.guestOnly ?? false,
    headerHidden: HEADER_HIDDEN.includes(name),
    footerHidden: FOOTER_HIDDEN.includes(name),
  }));
}

export const ROUTES: readonly RouteEntry[] = [
  ...routes('home', ['/', '/index', '/index.html', HOME_PATH], { screen: 'home' }),
  ...routes('login', [LOGIN_PATH], { screen: 'login', guestOnly: true }),
  ...routes('register', ['/register', '/register.html'], { guestOnly: true }),
  ...routes('changePsw', ['/changePsw'], { withoutSession: REDIRECT_WITHOUT_SESSION }),
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
  ...routes('recent', ['/recent'], { withoutSession: LOGIN_PATH }),
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

/**
 * The route a legacy `.html` spelling stands for (`/login.html` → `/login`), or undefined when
 * the path is not one or the bare path is no route. The BFF serves the app for any
 * `/m/<path>.html`, so the client decides, as it does for every other unknown path.
 */
export function htmlAliasTarget(pathname: string): string | undefined {
  if (!pathname.endsWith('.html')) return undefined;
  const bare = pathname.slice(0, -'.html'.length);
  return bare && matchKnownRoute(bare) ? bare : undefined;
}
