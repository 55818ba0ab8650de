/**
 * The route table of spec section 2: everything a route needs, in one entry. Its paths (relative
 * to the basename /m; the canonical one from lib/paths.ts, aliases here), its title key, its
 * screen (eager for home, lazy for every other), its data prefetch (started with the screen's
 * chunk, so a deep link needs no home), its access rule, and the layout flags of spec "Layout".
 * The router (router.tsx) and the layout read this file; routes.test.ts tests it as data.
 *
 * A new screen: one folder (features/<domain>/ or app/routes/<name>/) with its `texts/`, one entry
 * below (with `screen: lazyScreen(() => import(...))` and its `namespaces`), one line in
 * app/texts.ts, and its title in the `routes` namespace.
 */
import type { AppErrorCode, SessionInfo } from '@app/contracts';
import { AGENT_TYPES, isRealMember, isTrialMember, type LanguageCode } from '@app/contracts/values';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { favouriteIdsOptions } from '../features/games/games-queries.ts';
import {
  announcementsOptions,
  inboxListOptions,
  unreadCountsOptions,
} from '../features/inbox/inbox-queries.ts';
import { balanceOptions, memberInfoOptions } from '../features/member/use-member.ts';
import { PATHS, type RouteName, type StaticRouteName } from '../lib/paths.ts';
import type { useTRPC } from '../lib/trpc.ts';
import { HomeScreen } from './routes/home/home-screen.tsx';
import type { Namespace } from './texts.ts';

export { ROUTE_NAMES, type RouteName } from '../lib/paths.ts';

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

/**
 * Who may open a route. `anyone`: visitors and members; `guest`: visitors only (the login and
 * register forms); `member`: signed in; `realMember`: signed in and not the free-play trial
 * (type 4); `agent`: signed in as an agent type. Anyone else is sent to `otherwise`, except a
 * signed-in player a `realMember` or `agent` rule refuses, who goes to `refusedMember.otherwise`
 * and is told why (`refusedMember.notice`, a catalogue text, spec section 6).
 */
export type AccessRule = 'anyone' | 'guest' | 'member' | 'realMember' | 'agent';
export interface Access {
  rule: AccessRule;
  /** Where a player the rule refuses goes (replacing the entry). */
  otherwise: StaticRouteName;
  /** A signed-in player refused (the trial player, a member who is no agent): where, and why. */
  refusedMember?: { otherwise: StaticRouteName; notice: AppErrorCode };
}

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
}

/** Where the route sends this player, and what they are told; null when they may open it. */
export function refusal(access: Access, session: SessionInfo | null): Refusal | null {
  if (allows(access.rule, session)) return null;
  if (session !== null && access.refusedMember) {
    return {
      to: access.refusedMember.otherwise,
      notice: access.refusedMember.notice,
      blocked: true,
    };
  }
  return { to: access.otherwise, notice: null, blocked: false };
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

export interface PrefetchContext {
  queryClient: QueryClient;
  trpc: ReturnType<typeof useTRPC>;
  language: LanguageCode;
  session: SessionInfo | null;
}

/** A screen: the home is in the first chunk, every other is a lazy chunk of its own. */
export type Screen = ComponentType;

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): Screen {
  return lazy(load);
}

const LoginScreen = lazyScreen(async () => ({
  default: (await import('../features/session/login-screen.tsx')).LoginScreen,
}));
const RegisterScreen = lazyScreen(async () => ({
  default: (await import('../features/session/register-screen.tsx')).RegisterScreen,
}));
const ForgetScreen = lazyScreen(async () => ({
  default: (await import('../features/session/forget-screen.tsx')).ForgetScreen,
}));
const ChangePasswordScreen = lazyScreen(async () => ({
  default: (await import('../features/session/change-password-screen.tsx')).ChangePasswordScreen,
}));
/** The one placeholder of every screen that belongs to a later issue. */
/** The game lists: one chunk for every list route (features/games/list). */
const gameLists = () => import('../features/games/list/game-list-screen.tsx');
const gameListScreen = (
  name:
    | 'RngScreen'
    | 'FishScreen'
    | 'PvpScreen'
    | 'LiveScreen'
    | 'SportsScreen'
    | 'ElottScreen'
    | 'GameListScreen'
    | 'GameScreen'
    | 'ProvidersScreen'
    | 'HotScreen'
    | 'FavouritesScreen'
    | 'RecentScreen',
) => lazyScreen(async () => ({ default: (await gameLists())[name] }));
const GAME_LIST_TEXTS = ['gameList', 'lists', 'errors'] as const;
/** Deposit, withdraw and the records: one chunk (features/wallet). */
const walletScreens = () => import('../features/wallet/wallet-screens.ts');
const DepositScreen = lazyScreen(async () => ({ default: (await walletScreens()).DepositScreen }));
const WithdrawScreen = lazyScreen(async () => ({
  default: (await walletScreens()).WithdrawScreen,
}));
const RecordsScreen = lazyScreen(async () => ({ default: (await walletScreens()).RecordsScreen }));
const WALLET_TEXTS = ['wallet', 'lists', 'errors', 'validation'] as const;
/** The promotions and the daily sign-in: one chunk (features/promotions). */
const promotionScreens = () => import('../features/promotions/promotion-screens.ts');
const ActivityScreen = lazyScreen(async () => ({
  default: (await promotionScreens()).ActivityScreen,
}));
const SignInScreen = lazyScreen(async () => ({ default: (await promotionScreens()).SignInScreen }));
const PROMOTION_TEXTS = ['promotions', 'errors', 'validation'] as const;
/** The member pages: one chunk (features/member). */
const memberScreens = () => import('../features/member/member-screens.ts');
const FeedbackScreen = lazyScreen(async () => ({
  default: (await memberScreens()).FeedbackScreen,
}));
const MemberHomeScreen = lazyScreen(async () => ({
  default: (await memberScreens()).MemberHomeScreen,
}));
/** The lottery list and launch frame: one chunk (features/games/lottery). */
const lotteryScreens = () => import('../features/games/lottery/lottery-screens.ts');
const LotteryScreen = lazyScreen(async () => ({ default: (await lotteryScreens()).LotteryScreen }));
const LaunchGameScreen = lazyScreen(async () => ({
  default: (await lotteryScreens()).LaunchGameScreen,
}));
const LottoH5Redirect = lazyScreen(async () => ({
  default: (await lotteryScreens()).LottoH5Redirect,
}));

/** The help center: one chunk for both of its routes (features/help). */
const helpScreens = () => import('../features/help/help-screen.tsx');
const HelpScreen = lazyScreen(async () => ({ default: (await helpScreens()).HelpScreen }));
const HelpDetailScreen = lazyScreen(async () => ({
  default: (await helpScreens()).HelpDetailScreen,
}));
const AppScreen = lazyScreen(async () => ({
  default: (await import('../features/download/app/app-screen.tsx')).AppScreen,
}));

/** The message center, announcements and inbox: one chunk (features/inbox). */
const inboxScreens = () => import('../features/inbox/inbox-screens.ts');
const MessageCenterScreen = lazyScreen(async () => ({
  default: (await inboxScreens()).MessageCenterScreen,
}));
const NoticeScreen = lazyScreen(async () => ({ default: (await inboxScreens()).NoticeScreen }));
const InboxScreen = lazyScreen(async () => ({ default: (await inboxScreens()).InboxScreen }));
const INBOX_TEXTS = ['inbox', 'errors'] as const;

/** The VIP club (features/vip). */
const VipScreen = lazyScreen(async () => ({
  default: (await import('../features/vip/vip-screen.tsx')).VipScreen,
}));
/** The reward screens: one chunk (features/rewards), the gated ones through app/routes/rewards. */
const rewardRoutes = () => import('./routes/rewards/rewards-routes.tsx');
const LeaderBoardRoute = lazyScreen(async () => ({
  default: (await rewardRoutes()).LeaderBoardRoute,
}));
const RewardCenterRoute = lazyScreen(async () => ({
  default: (await rewardRoutes()).RewardCenterRoute,
}));
const ReceivingCenterScreen = lazyScreen(async () => ({
  default: (await import('../features/rewards/rewards-screens.ts')).ReceivingCenterScreen,
}));
const REWARD_TEXTS = ['rewards', 'errors'] as const;

export const RoutePlaceholder = lazyScreen(async () => ({
  default: (await import('./route-placeholder.tsx')).RoutePlaceholder,
}));

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
  namespaces: readonly Namespace[];
  /** Starts the screen's data with its chunk (cached keys are not fetched again). */
  prefetch: ((context: PrefetchContext) => void) | null;
  access: Access;
  headerHidden: boolean;
  footerHidden: boolean;
  /** The terms gate never covers it (the gate links to help#terms). */
  termsGateExempt: boolean;
}

export const HOME_PATH = PATHS.home;
export const LOGIN_PATH = PATHS.login;

interface RouteOptions {
  /** Paths besides the canonical one (legacy spellings). */
  aliases?: readonly string[];
  screen?: Screen;
  /** The screen's own text namespaces (besides `routes`). */
  namespaces?: readonly Namespace[];
  prefetch?: RouteEntry['prefetch'];
  access?: Access;
}

const ANYONE: Access = { rule: 'anyone', otherwise: 'home' };
/** Signed-in pages (spec: "other member pages"): a visitor logs in first. */
const MEMBER: Access = { rule: 'member', otherwise: 'login' };
/**
 * Money and member-centre pages (spec section 6: deposit): the trial player (type 4) is sent home
 * with "Please login an actual account to use this function"; a visitor logs in first.
 */
const REAL_MEMBER: Access = {
  rule: 'realMember',
  otherwise: 'login',
  refusedMember: { otherwise: 'home', notice: 'non_member' },
};
/** Agent screens (spec section 6: contracts): any other member is sent home, no permission. */
/**
 * The reward and receiving centres pay into the wallet: the trial player (type 4) is refused with
 * the free-trial guard's 'free_reject' (spec section 5) and sent home; a visitor logs in first.
 */
const REWARDS_MEMBER: Access = {
  rule: 'realMember',
  otherwise: 'login',
  refusedMember: { otherwise: 'home', notice: 'free_reject' },
};
const AGENT: Access = {
  rule: 'agent',
  otherwise: 'login',
  refusedMember: { otherwise: 'home', notice: 'no_permission' },
};

function route(name: RouteName, options: RouteOptions = {}): RouteEntry[] {
  return [PATHS[name], ...(options.aliases ?? [])].map((path) => ({
    name,
    path,
    titleKey: `routes:titles.${name}` as const,
    screen: options.screen ?? RoutePlaceholder,
    // The home's texts are in the first chunk; its header (and so its title) is hidden.
    namespaces: name === 'home' ? [] : ['routes', ...(options.namespaces ?? [])],
    prefetch: options.prefetch ?? null,
    access: options.access ?? ANYONE,
    headerHidden: HEADER_HIDDEN.includes(name),
    footerHidden: FOOTER_HIDDEN.includes(name),
    termsGateExempt: TERMS_GATE_EXEMPT.includes(name),
  }));
}

/* ------------------------------------------------------------------------------ prefetches */

/** The member's own data: member.info and the balance (seeded by home.bootstrap when it ran). */
function memberData({ queryClient, trpc, session }: PrefetchContext): void {
  if (!session) return;
  void queryClient.prefetchQuery(memberInfoOptions(trpc));
  void queryClient.prefetchQuery(balanceOptions(trpc));
}

/**
 * A game list: the member's data and favourite hearts. (The categories, which only a lottery
 * tap needs, are read at the tap.)
 */
function gameListData(context: PrefetchContext): void {
  const { queryClient, trpc, session } = context;
  memberData(context);
  if (session) void queryClient.prefetchQuery(favouriteIdsOptions(trpc, session.userName));
}

function gameListRoute(
  name: RouteName,
  screen: Parameters<typeof gameListScreen>[0],
  access?: Access,
): RouteEntry[] {
  return route(name, {
    screen: gameListScreen(screen),
    namespaces: GAME_LIST_TEXTS,
    prefetch: gameListData,
    ...(access ? { access } : {}),
  });
}

export const ROUTES: readonly RouteEntry[] = [
  ...route('home', { aliases: ['/', '/index', '/index.html'], screen: HomeScreen }),
  ...route('login', {
    screen: LoginScreen,
    namespaces: ['session', 'errors', 'validation'],
    access: { rule: 'guest', otherwise: 'home' },
  }),
  ...route('register', {
    aliases: ['/register.html'],
    screen: RegisterScreen,
    namespaces: ['session', 'errors', 'validation'],
    access: { rule: 'guest', otherwise: 'home' },
  }),
  ...route('changePsw', {
    screen: ChangePasswordScreen,
    namespaces: ['session', 'errors', 'validation'],
    access: { rule: 'member', otherwise: 'home' },
  }),
  // A signed-in member changes the password on /m/changePsw instead.
  ...route('forget', {
    screen: ForgetScreen,
    namespaces: ['session', 'errors', 'validation'],
    access: { rule: 'guest', otherwise: 'home' },
  }),
  // Open to all; Accept there also agrees to the terms gate (features/help).
  ...route('help', { screen: HelpScreen, namespaces: ['help', 'errors'] }),
  ...route('helpDetail', { screen: HelpDetailScreen, namespaces: ['help', 'errors'] }),
  // Open to all: a member's read marks are the server's, a visitor's this device's.
  ...route('notice', {
    screen: NoticeScreen,
    namespaces: INBOX_TEXTS,
    prefetch: ({ queryClient, trpc, language }) =>
      void queryClient.prefetchQuery(announcementsOptions(trpc, language)),
  }),
  // Spec section 4, message center: Messages sends a visitor to log in, and refuses the trial
  // player with free_reject (who stays in the message center).
  ...route('webEmail', {
    screen: InboxScreen,
    namespaces: [...INBOX_TEXTS, 'lists'],
    prefetch: ({ queryClient, trpc }) =>
      void queryClient.prefetchInfiniteQuery(inboxListOptions(trpc)),
    access: {
      rule: 'realMember',
      otherwise: 'login',
      refusedMember: { otherwise: 'message', notice: 'free_reject' },
    },
  }),
  ...route('message', {
    aliases: ['/messages'],
    screen: MessageCenterScreen,
    namespaces: INBOX_TEXTS,
    prefetch: ({ queryClient, trpc, session }) => {
      if (session) void queryClient.prefetchQuery(unreadCountsOptions(trpc));
    },
  }),
  // Promotions: open to all (a visitor reads the common list; actions send them to log in).
  ...route('activity', {
    screen: ActivityScreen,
    namespaces: PROMOTION_TEXTS,
    prefetch: ({ queryClient, trpc, language }) =>
      void queryClient.prefetchQuery(trpc.promotions.list.queryOptions({ language })),
  }),
  // The daily sign-in is a member's (spec section 5: only while LOGIN runs; the screen says so).
  ...route('activitySignIn', { screen: SignInScreen, namespaces: PROMOTION_TEXTS, access: MEMBER }),
  ...gameListRoute('providers', 'ProvidersScreen'),
  ...route('lottery', {
    screen: LotteryScreen,
    namespaces: ['lottery', 'lists', 'errors'],
    prefetch: gameListData,
  }),
  // Spec section 4: "Visitors launching ... lottery go to /m/login".
  ...route('launchGame', { screen: LaunchGameScreen, namespaces: ['lottery'], access: MEMBER }),
  ...gameListRoute('gameList', 'GameListScreen'),
  ...gameListRoute('hot', 'HotScreen'),
  // Spec section 4: "Visitors ... favourites ... go to /m/login".
  ...gameListRoute('fav', 'FavouritesScreen', { rule: 'member', otherwise: 'login' }),
  // Spec section 4: "Visitors ... recent ... go to login".
  ...gameListRoute('recent', 'RecentScreen', { rule: 'member', otherwise: 'login' }),
  ...gameListRoute('rng', 'RngScreen'),
  ...gameListRoute('live', 'LiveScreen'),
  ...gameListRoute('pvp', 'PvpScreen'),
  ...gameListRoute('fish', 'FishScreen'),
  ...gameListRoute('sports', 'SportsScreen'),
  ...gameListRoute('elott', 'ElottScreen'),
  ...gameListRoute('game', 'GameScreen'),
  ...route('vip', { screen: VipScreen, namespaces: ['vip', 'errors'] }),
  ...route('app', { screen: AppScreen, namespaces: ['appPage', 'download'] }),
  // Spec section 4, member centre: no session to login, type 4 refused, else the centre.
  ...route('memberHome', {
    screen: MemberHomeScreen,
    namespaces: ['member', 'errors', 'validation'],
    prefetch: memberData,
    access: REAL_MEMBER,
  }),
  // Spec section 6: deposit refuses the trial player.
  ...route('voucherCenter', {
    screen: DepositScreen,
    namespaces: WALLET_TEXTS,
    prefetch: memberData,
    access: REAL_MEMBER,
  }),
  ...route('withdraw', {
    screen: WithdrawScreen,
    namespaces: WALLET_TEXTS,
    prefetch: memberData,
    access: REAL_MEMBER,
  }),
  // Read-only: open to every signed-in player, the trial one too (issue 14, web/README.md).
  ...route('leaderBoard', { screen: LeaderBoardRoute, namespaces: REWARD_TEXTS, access: MEMBER }),
  // The records are money: the trial account has none (spec section 6).
  ...route('gameRecord', { screen: RecordsScreen, namespaces: WALLET_TEXTS, access: REAL_MEMBER }),
  ...route('feedback', {
    screen: FeedbackScreen,
    namespaces: ['member', 'errors', 'validation'],
    access: MEMBER,
  }),
  ...route('rewardCenter', {
    screen: RewardCenterRoute,
    namespaces: REWARD_TEXTS,
    access: REWARDS_MEMBER,
  }),
  ...route('receivingCenter', {
    screen: ReceivingCenterScreen,
    namespaces: REWARD_TEXTS,
    access: REWARDS_MEMBER,
  }),
  // Spec section 4, referral: a visitor is sent to invite friends, a member of type above 0 to
  // agent registration.
  ...route('inviteFriends'),
  ...route('agentRegister', { access: MEMBER }),
  ...route('getSalaryContract', { access: AGENT }),
  ...route('getDevidendContract', { access: AGENT }),
  ...route('getHourContract', { access: AGENT }),
  ...route('startLottery'),
  ...route('trail'),
  ...route('gameCenter'),
  ...route('slotsCenter'),
  // The embedded lottery page: loaded in full it is the H5 app the BFF proxies; reached inside
  // the app it opens through the launch route, which gets it the member's token.
  ...route('lottoH5', { screen: LottoH5Redirect, access: MEMBER }),
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
