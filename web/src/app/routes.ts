/**
 * The route table of spec section 2, gathered: each domain declares its routes in its own folder
 * (`<domain>.routes.ts`, the vocabulary is lib/routing.ts), one line each in route-groups.ts;
 * this file adds what the spec says of the layout (which routes hide the header or the footer,
 * which the terms gate leaves open), each route's title key, and the member's own data for the
 * routes that show it. The router (router.tsx) and the layout read the table; routes.test.ts
 * checks it against the spec's routes (test/fixtures/spec-routes.ts).
 *
 * A new screen: its entry in its domain's `<domain>.routes.ts`, its title in the domain's
 * `texts/titles/`; a new domain: that folder and one line in route-groups.ts.
 */
import { matchPath } from 'react-router-dom';
import * as routeGroups from './route-groups.ts';
import { balanceOptions, memberInfoOptions } from '../features/member/use-member.ts';
import { registerPaths, type RouteName } from '../lib/paths.ts';
import { registerRequirement } from '../lib/route-entry.ts';
import {
  ACCESS,
  lazyScreen,
  type Access,
  type PrefetchContext,
  type RouteGroup,
  type Screen,
} from '../lib/routing.ts';

export { type RouteName } from '../lib/paths.ts';

/** The one placeholder of every route whose screen is still to come. */
export const RoutePlaceholder = lazyScreen(
  () => import('./route-placeholder.tsx'),
  'RoutePlaceholder',
);

/** Every domain's routes (route-groups.ts, one line each). */
const ROUTE_GROUPS: readonly RouteGroup[] = Object.values(routeGroups);

/**
 * Spec "Layout": the header is hidden on these routes, and on the lottery launch (`launchGame`),
 * whose frame draws its own bar with the close button: two bars over the frame would take a phone's
 * height from the game (issue 27 item 17; docs/product.md, deliberate differences). The game host
 * (`play`, beyond spec) has its own bar too.
 */
export const HEADER_HIDDEN: readonly RouteName[] = [
  'home',
  'login',
  'register',
  'message',
  'app',
  'gameList',
  'lottery',
  'launchGame',
  'play',
  'forget',
  'providers',
  'hot',
  'fav',
  'changePsw',
];

/**
 * Spec "Layout": the footer menu is hidden on exactly these routes, and on the game host (`play`,
 * beyond spec), whose game takes the whole screen under its own bar.
 */
export const FOOTER_HIDDEN: readonly RouteName[] = [
  'login',
  'register',
  'providers',
  'gameList',
  'lottery',
  'play',
  'forget',
  'changePsw',
  'app',
  'notice',
  'help',
  'helpDetail',
  'vip',
];

/**
 * Routes whose screen draws the regulator line itself, or not at all (issue 30 item 4): the game
 * host's two routes draw it under their frame (the `regulatorLine` slot), and the lottery's frame
 * page is inside the host's frame. Every other route has it at the foot of its content.
 */
export const REGULATOR_LINE_IN_SCREEN: readonly RouteName[] = ['play', 'launchGame', 'lottoH5'];

/** Routes the terms gate never covers (the gate links to help#terms). */
export const TERMS_GATE_EXEMPT: readonly RouteName[] = ['help', 'helpDetail'];

export interface RouteEntry {
  name: RouteName;
  /** Relative to the router basename (/m). */
  path: string;
  /** i18n key of the header / page title (the `routes` namespace). */
  titleKey: `routes:titles.${RouteName}`;
  screen: Screen;
  /**
   * The text namespaces the screen reads, loaded with its chunk (the router starts both at once).
   * Every route but home also has `routes`, for its title.
   */
  namespaces: readonly string[];
  /** Starts the screen's data with its chunk (cached keys are not fetched again). */
  prefetch: ((context: PrefetchContext) => void) | null;
  access: Access;
  headerHidden: boolean;
  footerHidden: boolean;
  /** The terms gate never covers it (the gate links to help#terms). */
  termsGateExempt: boolean;
  /** Why the product adds it when spec section 2 does not list it; null for the spec's routes. */
  beyondSpec: string | null;
}

/** The member's own data: member.info and the balance (seeded by home.bootstrap when it ran). */
function memberData({ queryClient, trpc, session }: PrefetchContext): void {
  if (!session) return;
  void queryClient.prefetchQuery(memberInfoOptions(trpc));
  void queryClient.prefetchQuery(balanceOptions(trpc));
}

function entries({ paths, definitions }: RouteGroup): RouteEntry[] {
  return Object.entries(paths).flatMap(([key, canonical]) => {
    const name = key as RouteName;
    const {
      screen,
      aliases = [],
      namespaces = [],
      prefetch,
      memberData: mine,
      access,
      beyondSpec,
    } = definitions[name] ?? {};
    const own = prefetch ?? null;
    const data = mine ? memberData : null;
    return [canonical, ...aliases].map((path) => ({
      name,
      path,
      titleKey: `routes:titles.${name}` as const,
      screen: screen ?? RoutePlaceholder,
      // The home's texts are in the first chunk; its header (and so its title) is hidden.
      namespaces: name === 'home' ? [] : ['routes', ...namespaces],
      prefetch:
        own && data
          ? (context: PrefetchContext) => {
              data(context);
              own(context);
            }
          : (own ?? data),
      access: access ?? ACCESS.anyone,
      headerHidden: HEADER_HIDDEN.includes(name),
      footerHidden: FOOTER_HIDDEN.includes(name),
      termsGateExempt: TERMS_GATE_EXEMPT.includes(name),
      beyondSpec: beyondSpec ?? null,
    }));
  });
}

for (const group of ROUTE_GROUPS) {
  registerPaths(group.paths);
  for (const [name, definition] of Object.entries(group.definitions)) {
    if (definition.requires) registerRequirement(name, definition.requires);
  }
}

export const ROUTES: readonly RouteEntry[] = ROUTE_GROUPS.flatMap(entries);

const HOME_ROUTE = ROUTES.find((r) => r.name === 'home') as RouteEntry;

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
