import { describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from '../../test/fixtures/spec-routes.ts';
import { href, pathOf, routeNames } from '../lib/paths.ts';
import { allows, refusal } from '../lib/routing.ts';
import { NAMESPACES } from './text-loaders.ts';
import { TEXT_SOURCES } from './texts.ts';
import {
  htmlAliasTarget,
  matchKnownRoute,
  matchRoute,
  RoutePlaceholder,
  ROUTES,
} from './routes.ts';
import { HomeScreen } from './routes/home/home-screen.tsx';

describe('route table (spec section 2)', () => {
  it.each(SPEC_ROUTES)('$path is the $name route, as the spec says', (spec) => {
    const entry = ROUTES.find((r) => r.path === spec.path);
    expect(entry?.name).toBe(spec.name);
    expect(entry).toMatchObject({
      headerHidden: !spec.header,
      footerHidden: !spec.footer,
      termsGateExempt: !spec.termsGate,
      access: spec.access,
    });
    expect(entry?.access).toEqual(spec.access);
    if (spec.placeholder) expect(entry?.screen).toBe(RoutePlaceholder);
    else expect(entry?.screen).not.toBe(RoutePlaceholder);
    if (!spec.path.includes(':')) expect(matchKnownRoute(spec.path)?.name).toBe(spec.name);
  });

  it('has every path the spec lists, and one it does not only with the reason in its domain', () => {
    const specPaths = new Set(SPEC_ROUTES.map((r) => r.path));
    expect([...specPaths].filter((path) => !ROUTES.some((r) => r.path === path))).toEqual([]);
    for (const route of ROUTES) {
      if (specPaths.has(route.path)) expect(route.beyondSpec, route.path).toBeNull();
      else expect(route.beyondSpec, route.path).toMatch(/\w{3}/);
    }
  });

  it('matches the embedded lottery page with its params', () => {
    expect(matchKnownRoute('/lotto-h5/tcg/ent/games/VN-01')?.name).toBe('lottoH5');
  });

  it('renders home eagerly, in the first chunk', () => {
    for (const route of ROUTES.filter((r) => r.name === 'home')) {
      expect(route.screen, route.path).toBe(HomeScreen);
    }
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
      trialPrompt: false,
    });
    // Signed-in players refused are blocked where they are (the free-trial guard).
    expect(refusal(access('voucherCenter'), as(4))).toEqual({
      to: 'home',
      notice: 'non_member',
      blocked: true,
      trialPrompt: false,
    });
    expect(refusal(access('voucherCenter'), as(0))).toBeNull();
    // Issue 27, item 5: the member centre asks the trial player to register instead (spec 4).
    expect(refusal(access('memberHome'), as(4))).toEqual({
      to: 'home',
      notice: null,
      blocked: true,
      trialPrompt: true,
    });
    expect(refusal(access('memberHome'), as(41))).toMatchObject({
      notice: 'non_member',
      trialPrompt: false,
    });
    // Spec section 6: only member types 0, 1 and 2 pass the free-trial guard.
    expect(refusal(access('voucherCenter'), as(41))).toMatchObject({ blocked: true });
    expect(refusal(access('webEmail'), as(4))).toEqual({
      to: 'message',
      notice: 'free_reject',
      blocked: true,
      trialPrompt: false,
    });
    expect(refusal(access('agentCentre'), as(0))).toEqual({
      to: 'home',
      notice: 'no_permission',
      blocked: true,
      trialPrompt: false,
    });
    expect(refusal(access('agentCentre'), as(1))).toBeNull();
    // Issue 26, item 7: the trial player is told what the free-trial guard says, as the BFF does.
    for (const name of ['agentCentre', 'agentDownlines', 'agentDownline', 'agentRegister']) {
      expect(refusal(access(name), as(4))).toEqual({
        to: 'home',
        notice: 'free_reject',
        blocked: true,
        trialPrompt: false,
      });
      expect(refusal(access(name), as(0))).toMatchObject({ notice: 'no_permission' });
      expect(refusal(access(name), as(42))).toBeNull();
      expect(refusal(access(name), null)).toEqual({
        to: 'login',
        notice: null,
        blocked: false,
        trialPrompt: false,
      });
    }
    // Issue 26: any real member may hold a contract; the trial player is refused as in section 5.
    expect(refusal(access('getSalaryContract'), as(0))).toBeNull();
    expect(refusal(access('getSalaryContract'), as(4))).toEqual({
      to: 'home',
      notice: 'free_reject',
      blocked: true,
      trialPrompt: false,
    });
    expect(refusal(access('recent'), null)).toEqual({
      to: 'login',
      notice: null,
      blocked: false,
      trialPrompt: false,
    });
    expect(refusal(access('changePsw'), null)).toEqual({
      to: 'home',
      notice: null,
      blocked: false,
      trialPrompt: false,
    });
    expect(refusal(access('login'), as(0))).toEqual({
      to: 'home',
      notice: null,
      blocked: false,
      trialPrompt: false,
    });
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
    expect(href('agentDownline', { params: { memberId: '12' } })).toBe(
      '/member/agent/downlines/12',
    );
    expect(href('play', { params: { nodeId: '1001' }, query: { launch: 'x' } })).toBe(
      '/play/1001?launch=x',
    );
    for (const name of routeNames()) {
      // A route with params is matched through its filled-in path above.
      if (name === 'lottoH5' || name === 'agentDownline' || name === 'play') continue;
      expect(matchKnownRoute(pathOf(name))?.name, name).toBe(name);
    }
  });

  it('maps a .html spelling to its known route only', () => {
    expect(htmlAliasTarget('/login.html')).toBe('/login');
    expect(htmlAliasTarget('/member/home.html')).toBe('/member/home');
    expect(htmlAliasTarget('/nothing.html')).toBeUndefined();
    expect(htmlAliasTarget('/login')).toBeUndefined();
  });

  it.each(['en', 'ty', 'pt'])('titles every route in %s', async (language) => {
    const texts = (await TEXT_SOURCES.load(language, 'routes')) as { titles: object };
    const titled = Object.entries(texts.titles).filter(([, title]) => typeof title === 'string');
    expect(titled.map(([name]) => name).sort()).toEqual(routeNames().sort());
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
  it('applies the rule to every path of a route (message and messages alike)', () => {
    expect(matchRoute('/messages')).toMatchObject({ headerHidden: true, footerHidden: false });
    expect(matchRoute('/register.html')).toMatchObject({ headerHidden: true, footerHidden: true });
    expect(matchRoute('/index.html')).toMatchObject({ headerHidden: true, footerHidden: false });
    expect(matchRoute('/rng')).toMatchObject({ headerHidden: false, footerHidden: false });
  });
});
