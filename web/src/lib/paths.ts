/**
 * Typed links: every in-app path is built here from a route name, never written by hand
 * (web/eslint.rules.js fails a path literal in a Link, Navigate, navigate() or `to:`). Paths are
 * relative to the router's basename (/m).
 *
 *   <Link to={href('home')}>            → /home
 *   navigate(href('gameList', { query: { gameType, vassalage } }))
 *   href('help', { hash: 'terms' })     → /help#terms
 *
 * Each domain declares its own paths beside its routes (`<domain>.routes.ts`, lib/routing.ts)
 * and adds them to `RoutePaths` by module augmentation, so the names and their params are known
 * here at type level without lib importing any domain; the app's route table registers the same
 * paths at run time (`registerPaths`) before anything renders.
 */
import { generatePath } from 'react-router-dom';

/**
 * Every route name and its path pattern, merged from each domain's declaration:
 *
 *   const PATHS = { withdraw: '/withdraw' } as const;
 *   type WalletPaths = typeof PATHS;
 *   declare module '../../lib/paths.ts' { interface RoutePaths extends WalletPaths {} }
 *
 * Two domains declaring one name differently fail the typecheck.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface RoutePaths {}

/** Route names as the spec's layout lists spell them. */
export type RouteName = keyof RoutePaths;

type PathOf<N extends RouteName> = RoutePaths[N] extends string ? RoutePaths[N] : string;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<N extends RouteName> = Record<ParamNames<PathOf<N>>, string>;

/** Routes whose path takes no params: their path is a constant. */
export type StaticRouteName = {
  [N in RouteName]: [ParamNames<PathOf<N>>] extends [never] ? N : never;
}[RouteName];

const registered = new Map<string, string>();

/** Registers the paths of the route table (app/routes.ts does, once, as it loads). */
export function registerPaths(paths: Readonly<Record<string, string>>): void {
  for (const [name, path] of Object.entries(paths)) {
    const known = registered.get(name);
    if (known !== undefined && known !== path) {
      throw new Error(`route "${name}" registered twice: ${known} and ${path}`);
    }
    registered.set(name, path);
  }
}

/** Every registered route name (in registration order). */
export function routeNames(): RouteName[] {
  return [...registered.keys()] as RouteName[];
}

function patternOf(name: RouteName): string {
  const pattern = registered.get(name);
  if (pattern === undefined) throw new Error(`route "${name}" is not registered`);
  return pattern;
}

/** The path of a route without params (a redirect target, a tab). */
export function pathOf(name: StaticRouteName): string {
  return patternOf(name);
}

type Query = Record<string, string | number | null | undefined>;

export type HrefOptions<N extends RouteName> = {
  query?: Query | URLSearchParams;
  hash?: string;
} & ([ParamNames<PathOf<N>>] extends [never] ? { params?: undefined } : { params: RouteParams<N> });

/** The path of a route, with its params filled in and an optional query and hash. */
export function href<N extends RouteName>(
  name: N,
  ...[options]: [ParamNames<PathOf<N>>] extends [never]
    ? [options?: HrefOptions<N>]
    : [options: HrefOptions<N>]
): string {
  const pattern = patternOf(name);
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
