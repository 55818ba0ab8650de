/**
 * The vocabulary a domain declares its routes in (`features/<domain>/<domain>.routes.ts`,
 * `app/routes/<name>/<name>.routes.ts`): its paths, and for each route its lazy screen, the text
 * namespaces it reads, the data it starts with its chunk and who may open it. The app's route
 * table (app/routes.ts) gathers the domains' declarations, adds the spec's layout rules, and hands
 * them to the router. Access is data here, pure and tested: `refusal()` and `allows()`.
 *
 *   const PATHS = { withdraw: '/withdraw' } as const;
 *   type WalletPaths = typeof PATHS;
 *   declare module '../../lib/paths.ts' { interface RoutePaths extends WalletPaths {} }
 *
 *   export const walletRoutes = defineRoutes(PATHS, {
 *     withdraw: { screen: lazyScreen(walletScreens, 'WithdrawScreen'), access: ACCESS.realMember },
 *   });
 */
import type { AppErrorCode, SessionInfo } from '@app/contracts';
import { AGENT_TYPES, isRealMember, isTrialMember, type LanguageCode } from '@app/contracts/values';
import type { QueryClient } from '@tanstack/react-query';
import { createElement, type ComponentType } from 'react';
import type { RouteName, StaticRouteName } from './paths.ts';
import type { useTRPC } from './trpc.ts';

/* ------------------------------------------------------------------------------------ access */

/**
 * Who may open a route. `anyone`: visitors and members; `guest`: visitors only (the login and
 * register forms); `member`: signed in; `realMember`: signed in and not the free-play trial
 * (type 4); `agent`: signed in as an agent type. Anyone else is sent to `otherwise`, except a
 * signed-in player a `realMember` or `agent` rule refuses, who goes to `refusedMember.otherwise`
 * and is told why (`refusedMember.notice`, a catalogue text, spec section 6; the trial player
 * `refusedMember.trialNotice` where the rule gives one).
 */
export type AccessRule = 'anyone' | 'guest' | 'member' | 'realMember' | 'agent';
export interface Access {
  rule: AccessRule;
  /** Where a player the rule refuses goes (replacing the entry). */
  otherwise: StaticRouteName;
  /** A signed-in player refused (the trial player, a member who is no agent): where, and why. */
  refusedMember?: RefusedMember;
}

export interface RefusedMember {
  otherwise: StaticRouteName;
  notice: AppErrorCode;
  /**
   * What the trial player (type 4) is told instead, where the rule refuses it for a reason of
   * its own: the agent screens tell a member who is no agent 'no_permission', but the trial
   * player the free-trial guard's 'free_reject' (spec sections 5 and 6).
   */
  trialNotice?: AppErrorCode;
  /**
   * The trial player (type 4) is asked to register a real account instead of being told
   * `notice` (spec section 4, the member-centre action).
   */
  trialPrompt?: boolean;
}

/** The rules the spec uses again and again (spec sections 4 and 6). */
export const ACCESS = {
  anyone: { rule: 'anyone', otherwise: 'home' },
  /** The login and register forms: a member goes home. */
  guest: { rule: 'guest', otherwise: 'home' },
  /** Signed-in pages (spec: "other member pages"): a visitor logs in first. */
  member: { rule: 'member', otherwise: 'login' },
  /**
   * Money and member-centre pages (spec section 6: deposit): the trial player (type 4) is sent
   * home with "Please login an actual account to use this function"; a visitor logs in first.
   */
  realMember: {
    rule: 'realMember',
    otherwise: 'login',
    refusedMember: { otherwise: 'home', notice: 'non_member' },
  },
  /**
   * The member centre (spec section 4, member-centre action): a visitor logs in first; the trial
   * player is asked to register a real account (cancel, or 'register now') where they are.
   */
  memberCentre: {
    rule: 'realMember',
    otherwise: 'login',
    refusedMember: { otherwise: 'home', notice: 'non_member', trialPrompt: true },
  },
  /**
   * Pays into the wallet (the reward and receiving centres): the trial player is refused with the
   * free-trial guard's 'free_reject' (spec section 5) and sent home; a visitor logs in first.
   */
  paysIntoWallet: {
    rule: 'realMember',
    otherwise: 'login',
    refusedMember: { otherwise: 'home', notice: 'free_reject' },
  },
  /**
   * Agent screens (issue 26, item 7): a member who is no agent is sent home without permission
   * ('no_permission'); the trial player with the free-trial guard's 'free_reject', as the BFF's
   * agentProcedure answers them; a visitor logs in first.
   */
  agent: {
    rule: 'agent',
    otherwise: 'login',
    refusedMember: { otherwise: 'home', notice: 'no_permission', trialNotice: 'free_reject' },
  },
} as const satisfies Record<string, Access>;

export interface Refusal {
  to: StaticRouteName;
  /** The catalogue text shown as a notice, if any. */
  notice: AppErrorCode | null;
  /**
   * A signed-in player refused (spec section 6, the free-trial guard): the navigation is
   * blocked, so an in-app tap leaves them where they were; `to` is for an address opened
   * directly, with nowhere to stay.
   */
  blocked: boolean;
  /** Ask the trial player to register a real account (instead of the notice). */
  trialPrompt: boolean;
}

/** Where the route sends this player, and what they are told; null when they may open it. */
export function refusal(access: Access, session: SessionInfo | null): Refusal | null {
  if (allows(access.rule, session)) return null;
  const refused = access.refusedMember;
  if (session !== null && refused) {
    const trial = isTrialMember(session.type);
    const trialPrompt = trial && refused.trialPrompt === true;
    const notice = trialPrompt
      ? null
      : ((trial ? refused.trialNotice : undefined) ?? refused.notice);
    return { to: refused.otherwise, notice, blocked: true, trialPrompt };
  }
  return { to: access.otherwise, notice: null, blocked: false, trialPrompt: false };
}

export function allows(rule: AccessRule, session: SessionInfo | null): boolean {
  switch (rule) {
    case 'anyone':
      return true;
    case 'guest':
      // The trial account is no account: its player may log in or register a real one.
      return session === null || isTrialMember(session.type);
    case 'member':
      return session !== null;
    case 'realMember':
      // Spec section 6, the free-trial guard: member types 0, 1 and 2 pass.
      return session !== null && isRealMember(session.type);
    case 'agent':
      return session !== null && (AGENT_TYPES as readonly number[]).includes(session.type);
  }
}

/* ------------------------------------------------------------------------------- declarations */

export interface PrefetchContext {
  queryClient: QueryClient;
  trpc: ReturnType<typeof useTRPC>;
  language: LanguageCode;
  session: SessionInfo | null;
}

/**
 * A screen: the home is in the first chunk, every other is a lazy chunk of its own, which
 * `preload` fetches ahead of the first render.
 */
export type Screen = ComponentType & { preload?: () => Promise<void> };

/**
 * A lazy screen: the export `name` of the module `load` imports. Screens that share a chunk
 * share one `load` (`const walletScreens = () => import('./wallet-screens.ts')`).
 *
 * Unlike `React.lazy`, a screen whose module has loaded renders at once, without suspending:
 * a page rendered on the server preloads its screen before hydrating (main.tsx), so the
 * hydration covers the screen and its controls have their handlers when the app says it is
 * ready. Before that the screen suspends on its module (the router's Suspense shows the
 * loading state); a module that fails to load is thrown to the screen's error boundary.
 */
export function lazyScreen<M, K extends keyof M & string>(load: () => Promise<M>, name: K): Screen {
  let component: ComponentType | undefined;
  let failure: unknown;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (module) => {
        component = module[name] as ComponentType;
      },
      (error: unknown) => {
        // Kept, as React.lazy keeps it: the boundary's retry reloads the page.
        failure = error ?? new Error(`${name} failed to load`);
      },
    ));
  function LazyScreen(props: object) {
    if (component) return createElement(component, props);
    if (failure !== undefined) throw failure;
    // Suspense waits for a thrown promise and renders again when it settles.
    throw preload();
  }
  LazyScreen.displayName = `Lazy(${name})`;
  LazyScreen.preload = preload;
  return LazyScreen;
}

/** What a domain says about one of its routes. */
export interface RouteDefinition {
  /** The screen; none for a route whose screen is still to come (the placeholder shows). */
  screen?: Screen;
  /** Paths besides the canonical one (the spec's legacy spellings: `/index.html`, `/messages`). */
  aliases?: readonly string[];
  /**
   * The text namespaces the screen reads, loaded with its chunk (the router starts both at once).
   * Every route but home also gets `routes`, for its title.
   */
  namespaces?: readonly string[];
  /** Starts the screen's own data with its chunk (cached keys are not fetched again). */
  prefetch?: (context: PrefetchContext) => void;
  /** The screen shows the member's own data (member.info and the balance): start it too. */
  memberData?: boolean;
  /** Who may open it; anyone when absent. */
  access?: Access;
  /** A merchant's switch it needs: links to it ask first (lib/route-entry.ts). */
  requires?: RouteRequirement;
  /**
   * Why the product has this route though spec section 2 does not list it (the route test
   * refuses an unlisted route without a reason, and a listed one with).
   */
  beyondSpec?: string;
}

/**
 * A whitelabel flag a route needs, and what an in-app entry says while it is off: `notice` (a
 * catalogue text) as an info toast for `durationMs`.
 */
export interface RouteRequirement {
  flag: string;
  notice: AppErrorCode;
  durationMs: number;
}

/** A domain's routes: its paths and what it says about each. */
export interface RouteGroup {
  readonly paths: Readonly<Record<string, string>>;
  readonly definitions: Readonly<Partial<Record<RouteName, RouteDefinition>>>;
}

/**
 * A domain's routes, one definition per path it declares (a path without a definition is a
 * type error, and so is a definition without a path).
 */
export function defineRoutes<P extends Readonly<Record<string, string>>>(
  paths: P,
  definitions: { readonly [N in keyof P]: RouteDefinition },
): RouteGroup {
  return { paths, definitions };
}

/** A domain's route titles in one language (`<domain>/texts/titles/<language>.ts`). */
export type RouteTitles = Partial<Record<RouteName, string>>;
