/**
 * Typed links: every in-app path is built here from a route name, never written by hand
 * (eslint.config.js fails a path literal in a Link, Navigate, navigate() or `to:`). The route
 * table (app/routes.ts) takes each route's canonical path from PATHS; aliases (`/index.html`,
 * `/messages`) live only there. Paths are relative to the router's basename (/m).
 *
 *   <Link to={href('home')}>            → /home
 *   navigate(href('gameList', { query: { gameType, vassalage } }))
 *   href('help', { hash: 'terms' })     → /help#terms
 */
import { generatePath } from 'react-router-dom';

export const PATHS = {
  home: '/home',
  login: '/login',
  register: '/register',
  changePsw: '/changePsw',
  forget: '/forget',
  help: '/help',
  helpDetail: '/helpDetail',
  notice: '/notice',
  webEmail: '/webEmail',
  message: '/message',
  activity: '/activity',
  activitySignIn: '/activity/signIn',
  providers: '/providers',
  lottery: '/lottery',
  launchGame: '/launchGame',
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
  vip: '/vip',
  app: '/app',
  memberHome: '/member/home',
  voucherCenter: '/voucherCenter',
  withdraw: '/withdraw',
  leaderBoard: '/leaderBoard',
  gameRecord: '/gameRecord',
  feedback: '/feedback',
  rewardCenter: '/rewardCenter',
  receivingCenter: '/receivingCenter',
  inviteFriends: '/inviteFriends',
  agentRegister: '/agentRegister',
  getSalaryContract: '/member/agent/getSalaryContract',
  getDevidendContract: '/member/agent/getDevidendContract',
  getHourContract: '/member/agent/getHourContract',
  startLottery: '/startLottery',
  trail: '/trail',
  gameCenter: '/gameCenter',
  slotsCenter: '/slotsCenter',
  lottoH5: '/lotto-h5/:mui/:playType/games/:gameId',
} as const;

/** Route names as the spec's layout lists spell them. */
export type RouteName = keyof typeof PATHS;
export const ROUTE_NAMES = Object.keys(PATHS) as RouteName[];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<N extends RouteName> = Record<ParamNames<(typeof PATHS)[N]>, string>;

/** Routes whose path takes no params: their path is a constant. */
export type StaticRouteName = {
  [N in RouteName]: [ParamNames<(typeof PATHS)[N]>] extends [never] ? N : never;
}[RouteName];

/** The path of a route without params (a redirect target, a tab). */
export function pathOf(name: StaticRouteName): string {
  return PATHS[name];
}

type Query = Record<string, string | number | null | undefined>;

export type HrefOptions<N extends RouteName> = {
  query?: Query | URLSearchParams;
  hash?: string;
} & ([ParamNames<(typeof PATHS)[N]>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<N> });

/** The path of a route, with its params filled in and an optional query and hash. */
export function href<N extends RouteName>(
  name: N,
  ...[options]: [ParamNames<(typeof PATHS)[N]>] extends [never]
    ? [options?: HrefOptions<N>]
    : [options: HrefOptions<N>]
): string {
  const pattern: string = PATHS[name];
  const params = options?.params as Record<string, string> | undefined;
  let path = params ? generatePath(pattern, params) : pattern;
  const query = options?.query;
  if (query) {
    const search =
      query instanceof URLSearchParams
        ? query
        : new URLSearchParams(
            Object.entries(query).flatMap(([key, value]) =>
              value === null || value === undefined ? [] : [[key, String(value)]],
            ),
          );
    const text = search.toString();
    if (text) path += `?${text}`;
  }
  if (options?.hash) path += `#${options.hash}`;
  return path;
}
