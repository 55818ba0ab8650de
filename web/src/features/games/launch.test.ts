import { describe, expect, it } from 'vitest';
import { gameClick, opensGameWindow, prizeModeOf, type LaunchTarget } from './launch.ts';

const target = (overrides: Partial<LaunchTarget> = {}): LaunchTarget => ({
  name: 'Super Ace',
  vendor: 'JL',
  gameType: 'RNG',
  nodeId: '178001',
  gameId: 'JL0118',
  gameCode: null,
  supportsFreePlay: false,
  ...overrides,
});
const member = { signedIn: true, elottVendors: [] };

describe('game click (spec section 4)', () => {
  it('sends a visitor to log in, whatever the game', () => {
    expect(gameClick(target(), { signedIn: false, elottVendors: [] })).toEqual({ kind: 'login' });
    expect(gameClick(target({ gameType: 'LOTT' }), { signedIn: false, elottVendors: [] })).toEqual({
      kind: 'login',
    });
  });

  it('launches directly, or asks first when free play is supported', () => {
    expect(gameClick(target(), member).kind).toBe('launch');
    expect(gameClick(target({ supportsFreePlay: true }), member).kind).toBe('choose');
  });

  it('opens the lottery route on the lobby for TCG_LOTTO_VN and TCG_SEA', () => {
    const vn = gameClick(target({ vendor: 'TCG_LOTTO_VN', gameId: null }), member);
    expect(vn.kind).toBe('lottery');
    const path = vn.kind === 'lottery' ? vn.path : '';
    const query = new URLSearchParams(path.split('?')[1]);
    expect(path.startsWith('/launchGame?')).toBe(true);
    expect(query.get('code')).toBe('lobby');
    expect(query.get('gameId')).toBe('178001');
    expect(query.get('pageBack')).toBe('home');
    const sea = gameClick(target({ vendor: 'TCG_SEA' }), member);
    expect(sea.kind === 'lottery' && sea.path).toContain('prize_mode=Elott');
  });

  it('opens the lottery route on the game for LOTT and ELOTT games', () => {
    const click = gameClick(target({ vendor: 'ABC', gameType: 'ELOTT', gameCode: 'VN_KENO' }), {
      signedIn: true,
      elottVendors: [],
    });
    expect(click.kind === 'lottery' && click.path).toContain('code=VN_KENO');
  });

  it("carries a lottery game's group and play type (trad or ent) to the launch route", () => {
    const trad = gameClick(
      target({ vendor: 'TCG_LOTTO_VN', gameType: 'LOTT', gameGroupId: '1', playType: 'trad' }),
      member,
    );
    const query = new URLSearchParams((trad.kind === 'lottery' ? trad.path : '').split('?')[1]);
    expect(query.get('playType')).toBe('trad');
    expect(query.get('gameGroupId')).toBe('1');
    const plain = gameClick(target({ vendor: 'TCG_SEA', gameType: 'ELOTT' }), member);
    const plainQuery = new URLSearchParams(
      (plain.kind === 'lottery' ? plain.path : '').split('?')[1],
    );
    expect(plainQuery.get('playType')).toBe('ent');
    expect(plainQuery.has('gameGroupId')).toBe(false);
  });

  it('chooses the electronic-lottery prize mode when ELOTT maps TCG_LOTTO_VN or LOTT', () => {
    expect(prizeModeOf('TCG_LOTTO_VN', [])).toBe('Lott');
    expect(prizeModeOf('TCG_LOTTO_VN', ['TCG_LOTTO_VN'])).toBe('Elott');
    expect(prizeModeOf('TCG_LOTTO_VN', ['LOTT'])).toBe('Elott');
    expect(prizeModeOf('TCG_SEA', [])).toBe('Elott');
  });
});

describe('opensGameWindow', () => {
  it('opens a window in the tap on iPhone, iPod and iPad, also an iPad that says it is a Mac', () => {
    expect(
      opensGameWindow({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }),
    ).toBe(true);
    expect(opensGameWindow({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)' })).toBe(
      true,
    );
    expect(
      opensGameWindow({
        userAgent: 'Mozilla/5.0 (Macintosh)',
        platform: 'MacIntel',
        maxTouchPoints: 5,
      }),
    ).toBe(true);
  });

  it('keeps this tab on Android and a desktop Mac', () => {
    expect(opensGameWindow({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7)' })).toBe(false);
    expect(
      opensGameWindow({
        userAgent: 'Mozilla/5.0 (Macintosh)',
        platform: 'MacIntel',
        maxTouchPoints: 0,
      }),
    ).toBe(false);
  });
});
