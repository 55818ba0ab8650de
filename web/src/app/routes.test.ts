import { describe, expect, it } from 'vitest';
import routeTexts from './texts/routes/en.ts';
import { NAMESPACES } from './texts.ts';
import { href, pathOf, ROUTE_NAMES } from '../lib/paths.ts';
import {
  allows,
  refusal,
  FOOTER_HIDDEN,
  HEADER_HIDDEN,
  htmlAliasTarget,
  matchKnownRoute,
  matchRoute,
  RoutePlaceholder,
  ROUTES,
  TERMS_GATE_EXEMPT,
} from './routes.ts';
import { HomeScreen } from './routes/home/home-screen.tsx';

/** Spec section 2, every row of the routes table (paths relative to /m) → route name. */
const SPEC_PATHS: ReadonlyArray<[string, string]> = [
  ['/', 'home'],
  ['/index', 'home'],
  ['/index.html', 'home'],
  ['/home', 'home'],
  ['/login', 'login'],
  ['/register', 'register'],
  ['/register.html', 'register'],
  ['/changePsw', 'changePsw'],
  ['/forget', 'forget'],
  ['/help', 'help'],
  ['/helpDetail', 'helpDetail'],
  ['/notice', 'notice'],
  ['/webEmail', 'webEmail'],
  ['/message', 'message'],
  ['/messages', 'message'],
  ['/activity', 'activity'],
  ['/activity/signIn', 'activitySignIn'],
  ['/providers', 'providers'],
  ['/lottery', 'lottery'],
  ['/launchGame', 'launchGame'],
  ['/gameList', 'gameList'],
  ['/hot', 'hot'],
  ['/fav', 'fav'],
  ['/recent', 'recent'],
  ['/rng', 'rng'],
  ['/live', 'live'],
  ['/pvp', 'pvp'],
  ['/fish', 'fish'],
  ['/sports', 'sports'],
  ['/elott', 'elott'],
  ['/game', 'game'],
  ['/vip', 'vip'],
  ['/app', 'app'],
  ['/member/home', 'memberHome'],
  ['/voucherCenter', 'voucherCenter'],
  ['/withdraw', 'withdraw'],
  ['/leaderBoard', 'leaderBoard'],
  ['/gameRecord', 'gameRecord'],
  ['/feedback', 'feedback'],
  ['/rewardCenter', 'rewardCenter'],
  ['/receivingCenter', 'receivingCenter'],
  ['/inviteFriends', 'inviteFriends'],
  ['/agentRegister', 'agentRegister'],
  ['/member/agent/getSalaryContract', 'getSalaryContract'],
  ['/member/agent/getDevidendContract', 'getDevidendContract'],
  ['/member/agent/getHourContract', 'getHourContract'],
  ['/startLottery', 'startLottery'],
  ['/trail', 'trail'],
  ['/gameCenter', 'gameCenter'],
  ['/slotsCenter', 'slotsCenter'],
  ['/lotto-h5/tcg/ent/games/VN-01', 'lottoH5'],
];

describe('route table (spec section 2)', () => {
  it.each(SPEC_PATHS)('%s resolves to the %s route', (path, name) => {
    expect(matchKnownRoute(path)?.name).toBe(name);
  });

  it('has no route the spec does not list', () => {
    const specNames = new Set(SPEC_PATHS.map(([, name]) => name));
    expect(new Set(ROUTES.map((r) => r.name))).toEqual(specNames);
  });

  it('keeps query strings out of matching (home with pageType, help with i)', () => {
    expect(matchRoute('/home').name).toBe('home');
    expect(matchKnownRoute('/help/')?.name).toBe('help');
  });

  it('falls back to home for unknown paths', () => {
    expect(matchKnownRoute('/no-such-page')).toBeUndefined();
    expect(matchRoute('/no-such-page').name).toBe('home');
    expect(matchRoute('/member/unknown').name).toBe('home');
    expect(matchRoute('/lotto-h5/only/two').name).toBe('home');
  });

  it('renders home eagerly, the built screens lazily, every other route with the placeholder', () => {
    const built = [
      'login',
      'register',
      'changePsw',
      'forget',
      // The message screens (issue 14).
      'notice',
      'webEmail',
      'message',
      // The game lists (issue 12).
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
      'providers',
      // The lottery (issue 12).
      'lottery',
      'launchGame',
      'lottoH5',
      // The member pages (issue 13).
      'feedback',
      'memberHome',
      'voucherCenter',
      'withdraw',
      'gameRecord',
      // Help and the app page (issue 14).
      'help',
      'helpDetail',
      'app',
      // The VIP club and the rewards (issue 14).
      'vip',
      'leaderBoard',
      'rewardCenter',
      'receivingCenter',
      // The promotions and the daily sign-in (issue 14).
      'activity',
      'activitySignIn',
    ];
    for (const route of ROUTES) {
      if (route.name === 'home') expect(route.screen, route.path).toBe(HomeScreen);
      else if (built.includes(route.name))
        expect(route.screen, route.path).not.toBe(RoutePlaceholder);
      else expect(route.screen, route.path).toBe(RoutePlaceholder);
    }
  });

  it('sends visitors of member pages to log in, except changePsw (home)', () => {
    expect(
      ROUTES.filter((r) => r.access.rule === 'member').map((r) => [r.path, r.access.otherwise]),
    ).toEqual([
      ['/changePsw', 'home'],
      ['/activity/signIn', 'login'],
      ['/launchGame', 'login'],
      ['/fav', 'login'],
      ['/recent', 'login'],
      ['/leaderBoard', 'login'],
      ['/feedback', 'login'],
      ['/agentRegister', 'login'],
      ['/lotto-h5/:mui/:playType/games/:gameId', 'login'],
    ]);
    expect(ROUTES.filter((r) => r.access.rule === 'member' && r.access.refusedMember)).toEqual([]);
  });

  it('refuses the trial player (type 4) the inbox, deposit, withdraw, records and member centre', () => {
    expect(
      ROUTES.filter((r) => r.access.rule === 'realMember').map((r) => [
        r.path,
        r.access.otherwise,
        r.access.refusedMember,
      ]),
    ).toEqual([
      ['/webEmail', 'login', { otherwise: 'message', notice: 'free_reject' }],
      ['/member/home', 'login', { otherwise: 'home', notice: 'non_member' }],
      ['/voucherCenter', 'login', { otherwise: 'home', notice: 'non_member' }],
      ['/withdraw', 'login', { otherwise: 'home', notice: 'non_member' }],
      ['/gameRecord', 'login', { otherwise: 'home', notice: 'non_member' }],
      // Issue 14: the reward and receiving centres pay into the wallet.
      ['/rewardCenter', 'login', { otherwise: 'home', notice: 'free_reject' }],
      ['/receivingCenter', 'login', { otherwise: 'home', notice: 'free_reject' }],
    ]);
  });

  it('opens the agent contract screens to agents only', () => {
    expect(
      ROUTES.filter((r) => r.access.rule === 'agent').map((r) => [
        r.path,
        r.access.otherwise,
        r.access.refusedMember,
      ]),
    ).toEqual(
      [
        '/member/agent/getSalaryContract',
        '/member/agent/getDevidendContract',
        '/member/agent/getHourContract',
      ].map((path) => [path, 'login', { otherwise: 'home', notice: 'no_permission' }]),
    );
  });

  it('sends members away from login, register and password recovery only', () => {
    expect(
      ROUTES.filter((r) => r.access.rule === 'guest').map((r) => [r.path, r.access.otherwise]),
    ).toEqual([
      ['/login', 'home'],
      ['/register', 'home'],
      ['/register.html', 'home'],
      ['/forget', 'home'],
    ]);
  });

  it('uses every rule', () => {
    const rules = new Set(ROUTES.map((r) => r.access.rule));
    expect([...rules].sort()).toEqual(['agent', 'anyone', 'guest', 'member', 'realMember']);
  });

  it('refusal: a visitor goes to `otherwise`, a refused member where the rule says, told why', () => {
    const as = (type: number) => ({
      userName: 'p',
      type,
      merchantCode: 'm',
      firstTimeLogin: false,
    });
    const access = (name: string) => {
      const entry = ROUTES.find((r) => r.name === name);
      if (!entry) throw new Error(name);
      return entry.access;
    };
    expect(refusal(access('voucherCenter'), null)).toEqual({
      to: 'login',
      notice: null,
      blocked: false,
    });
    // Signed-in players refused are blocked where they are (the free-trial guard).
    expect(refusal(access('voucherCenter'), as(4))).toEqual({
      to: 'home',
      notice: 'non_member',
      blocked: true,
    });
    expect(refusal(access('voucherCenter'), as(0))).toBeNull();
    // Spec section 6: only member types 0, 1 and 2 pass the free-trial guard.
    expect(refusal(access('voucherCenter'), as(41))).toMatchObject({ blocked: true });
    expect(refusal(access('webEmail'), as(4))).toEqual({
      to: 'message',
      notice: 'free_reject',
      blocked: true,
    });
    expect(refusal(access('getSalaryContract'), as(0))).toEqual({
      to: 'home',
      notice: 'no_permission',
      blocked: true,
    });
    expect(refusal(access('getSalaryContract'), as(4))).toEqual({
      to: 'home',
      notice: 'no_permission',
      blocked: true,
    });
    expect(refusal(access('getSalaryContract'), as(1))).toBeNull();
    expect(refusal(access('recent'), null)).toEqual({ to: 'login', notice: null, blocked: false });
    expect(refusal(access('changePsw'), null)).toEqual({
      to: 'home',
      notice: null,
      blocked: false,
    });
    expect(refusal(access('login'), as(0))).toEqual({ to: 'home', notice: null, blocked: false });
    // The trial account is no account: its player may log in or register a real one.
    expect(refusal(access('login'), as(4))).toBeNull();
    expect(refusal(access('register'), as(4))).toBeNull();
    expect(refusal(access('rng'), null)).toBeNull();
  });

  it('access rules: guest, member, real member (not the type 4 trial), agent', () => {
    const as = (type: number) => ({
      userName: 'p',
      type,
      merchantCode: 'm',
      firstTimeLogin: false,
    });
    expect(allows('anyone', null)).toBe(true);
    expect(allows('guest', null)).toBe(true);
    expect(allows('guest', as(0))).toBe(false);
    expect(allows('member', null)).toBe(false);
    expect(allows('member', as(4))).toBe(true);
    expect(allows('realMember', as(0))).toBe(true);
    expect(allows('realMember', as(4))).toBe(false);
    expect(allows('agent', as(41))).toBe(true);
    expect(allows('agent', as(0))).toBe(false);
    expect(allows('agent', null)).toBe(false);
  });

  it('prefetches the member data on game lists and the member centre', () => {
    const withPrefetch = ROUTES.filter((r) => r.prefetch).map((r) => r.path);
    expect(withPrefetch).toEqual(
      expect.arrayContaining(['/rng', '/hot', '/fav', '/recent', '/member/home']),
    );
  });

  it('builds typed paths with params, query and hash', () => {
    expect(href('home')).toBe('/home');
    expect(href('help', { hash: 'terms' })).toBe('/help#terms');
    expect(href('gameList', { query: { gameType: 'RNG', vassalage: 'JL', x: undefined } })).toBe(
      '/gameList?gameType=RNG&vassalage=JL',
    );
    expect(href('lottoH5', { params: { mui: 'tcg', playType: 'ent', gameId: 'VN-01' } })).toBe(
      '/lotto-h5/tcg/ent/games/VN-01',
    );
    for (const name of ROUTE_NAMES) {
      if (name === 'lottoH5') continue;
      expect(matchKnownRoute(pathOf(name))?.name, name).toBe(name);
    }
  });

  it('maps a .html spelling to its known route only', () => {
    expect(htmlAliasTarget('/login.html')).toBe('/login');
    expect(htmlAliasTarget('/member/home.html')).toBe('/member/home');
    expect(htmlAliasTarget('/nothing.html')).toBeUndefined();
    expect(htmlAliasTarget('/login')).toBeUndefined();
  });

  it('has an English title for every route', () => {
    for (const route of ROUTES) {
      const key = route.titleKey.replace('routes:titles.', '') as keyof typeof routeTexts.titles;
      expect(routeTexts.titles[key], route.titleKey).toBeTruthy();
    }
  });

  it('loads the routes namespace (for the title) with every route but home, and only known ones', () => {
    for (const route of ROUTES) {
      if (route.name === 'home') expect(route.namespaces, route.path).toEqual([]);
      else expect(route.namespaces, route.path).toContain('routes');
      for (const namespace of route.namespaces) expect(NAMESPACES).toContain(namespace);
    }
  });
});

describe('layout visibility (spec "Layout")', () => {
  it('hides the header on exactly the spec list', () => {
    expect([...HEADER_HIDDEN].sort()).toEqual(
      [
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
      ].sort(),
    );
    const hidden = new Set(ROUTES.filter((r) => r.headerHidden).map((r) => r.name));
    expect([...hidden].sort()).toEqual([...HEADER_HIDDEN].sort());
  });

  it('hides the footer on exactly the spec list', () => {
    expect([...FOOTER_HIDDEN].sort()).toEqual(
      [
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
      ].sort(),
    );
    const hidden = new Set(ROUTES.filter((r) => r.footerHidden).map((r) => r.name));
    expect([...hidden].sort()).toEqual([...FOOTER_HIDDEN].sort());
  });

  it('applies the rule to every path of a route (message and messages alike)', () => {
    expect(matchRoute('/messages')).toMatchObject({ headerHidden: true, footerHidden: false });
    expect(matchRoute('/register.html')).toMatchObject({ headerHidden: true, footerHidden: true });
    expect(matchRoute('/index.html')).toMatchObject({ headerHidden: true, footerHidden: false });
    expect(matchRoute('/rng')).toMatchObject({ headerHidden: false, footerHidden: false });
  });

  it('keeps the help pages outside the terms gate', () => {
    expect(TERMS_GATE_EXEMPT).toEqual(['help', 'helpDetail']);
    expect(ROUTES.filter((r) => r.termsGateExempt).map((r) => r.name)).toEqual([
      'help',
      'helpDetail',
    ]);
  });
});
