import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import {
  FOOTER_HIDDEN,
  HEADER_HIDDEN,
  htmlAliasTarget,
  matchKnownRoute,
  matchRoute,
  ROUTES,
  TERMS_GATE_EXEMPT,
} from './routes.ts';

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

  it('renders home and login with their own screens, every other route with the placeholder', () => {
    for (const route of ROUTES) {
      const expected =
        route.name === 'home' ? 'home' : route.name === 'login' ? 'login' : 'placeholder';
      expect(route.screen, route.path).toBe(expected);
    }
  });

  it('sends visitors away from changePsw (home) and recent (login) only', () => {
    expect(ROUTES.filter((r) => r.withoutSession).map((r) => [r.path, r.withoutSession])).toEqual([
      ['/changePsw', '/home'],
      ['/recent', '/login'],
    ]);
  });

  it('sends members away from login and register only', () => {
    expect(ROUTES.filter((r) => r.guestOnly).map((r) => r.path)).toEqual([
      '/login',
      '/register',
      '/register.html',
    ]);
  });

  it('maps a .html spelling to its known route only', () => {
    expect(htmlAliasTarget('/login.html')).toBe('/login');
    expect(htmlAliasTarget('/member/home.html')).toBe('/member/home');
    expect(htmlAliasTarget('/nothing.html')).toBeUndefined();
    expect(htmlAliasTarget('/login')).toBeUndefined();
  });

  it('has an English title for every route', () => {
    for (const route of ROUTES) {
      const key = route.titleKey.replace('routes.', '') as keyof typeof en.routes;
      expect(en.routes[key], route.titleKey).toBeTruthy();
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
  });
});
