import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GAME_TYPES,
  ONLINE_PLAYERS,
  isGameType,
  onlinePlayers,
  rngCardStyle,
} from '../src/game-types.ts';
import {
  GameLaunchInputSchema,
  GatewayGameLaunchSchema,
  isHttpUrl,
  SetFavouriteInputSchema,
} from '../src/games.ts';
import { GameLaunchSchema } from '../src/game-host.ts';
import { BalanceSchema, GatewayBalanceSchema } from '../src/member.ts';

describe('GatewayGameLaunchSchema', () => {
  it('reads the current shape, value.content.game_url', () => {
    expect(
      GatewayGameLaunchSchema.parse({ content: { game_url: 'https://g.example/p?ssoKey=1' } }),
    ).toBe('https://g.example/p?ssoKey=1');
  });

  it('reads the older shapes, in the order gameUrl, url, link, launchUrl', () => {
    expect(GatewayGameLaunchSchema.parse({ gameUrl: 'https://a' })).toBe('https://a');
    expect(GatewayGameLaunchSchema.parse({ url: 'https://b' })).toBe('https://b');
    expect(GatewayGameLaunchSchema.parse({ link: 'https://c' })).toBe('https://c');
    expect(GatewayGameLaunchSchema.parse({ launchUrl: ' https://d ' })).toBe('https://d');
    expect(GatewayGameLaunchSchema.parse({ url: 'https://b', launchUrl: 'https://d' })).toBe(
      'https://b',
    );
    expect(
      GatewayGameLaunchSchema.parse({
        content: { game_url: 'https://new' },
        gameUrl: 'https://old',
      }),
    ).toBe('https://new');
  });

  it('gives null, not a failure, when the value carries no URL', () => {
    expect(GatewayGameLaunchSchema.parse(null)).toBeNull();
    expect(GatewayGameLaunchSchema.parse({})).toBeNull();
    expect(GatewayGameLaunchSchema.parse({ content: { game_url: '  ' } })).toBeNull();
    expect(GatewayGameLaunchSchema.parse({ content: null, gameUrl: '' })).toBeNull();
  });
});

describe('isHttpUrl and the launch output', () => {
  it('accepts only absolute http and https URLs', () => {
    expect(isHttpUrl('https://g.example/p')).toBe(true);
    expect(isHttpUrl('HTTP://g.example')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'ftp://g.example',
      '//g.example/p',
      '/games/play/1',
      '',
    ]) {
      expect(isHttpUrl(bad), bad).toBe(false);
      expect(GameLaunchSchema.safeParse({ opens: 'window', url: bad }).success, bad).toBe(false);
    }
  });

  it('answers the host with an opaque launch id and no URL, or the window with its URL', () => {
    const host = {
      opens: 'host',
      launchId: 'AbCdEfGhIjKlMnOpQrStUv',
      startedAt: '2026-12-02T10:00:00.000Z',
    };
    expect(GameLaunchSchema.parse(host)).toEqual(host);
    expect(GameLaunchSchema.safeParse({ ...host, launchId: '../../x' }).success).toBe(false);
    expect(GameLaunchSchema.safeParse({ opens: 'host', url: 'https://g.example' }).success).toBe(
      false,
    );
    expect(GameLaunchSchema.parse({ opens: 'window', url: 'https://g.example' })).toEqual({
      opens: 'window',
      url: 'https://g.example',
    });
  });
});

describe('GameLaunchInputSchema', () => {
  const game = { nodeId: '178001', vendor: 'JL', gameId: 'JL0001', gameType: 'RNG' };

  it('defaults to real money and trims what the client sent', () => {
    expect(GameLaunchInputSchema.parse({ ...game, nodeId: ' 178001 ' })).toEqual({
      ...game,
      freePlay: false,
    });
    expect(GameLaunchInputSchema.parse({ ...game, freePlay: true, language: 'PT' })).toMatchObject({
      freePlay: true,
      language: 'PT',
    });
  });

  it('lets a lobby go without a gameId', () => {
    const { gameId: _none, ...lobby } = game;
    expect(GameLaunchInputSchema.safeParse(lobby).success).toBe(true);
  });

  it('reports validation keys the client can translate', () => {
    const result = GameLaunchInputSchema.safeParse({
      nodeId: '12a',
      vendor: 'J L',
      gameId: 'a b',
      gameType: 'SLOTS',
      language: 'XX',
    });
    expect(result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`).sort()).toEqual([
      'gameId:validation.invalid',
      'gameType:validation.invalid',
      'language:validation.language',
      'nodeId:validation.invalid',
      'vendor:validation.invalid',
    ]);
  });

  it('accepts a nodeId exactly when it is 1 to 15 digits', () => {
    fc.assert(
      fc.property(fc.string(), (nodeId) => {
        const ok = GameLaunchInputSchema.safeParse({ ...game, nodeId }).success;
        expect(ok).toBe(/^\d{1,15}$/.test(nodeId.trim()));
      }),
    );
  });
});

describe('SetFavouriteInputSchema', () => {
  it('needs the game and the wanted state', () => {
    const input = { nodeId: '181003', vendor: 'PG', gameType: 'RNG', favourite: false };
    expect(SetFavouriteInputSchema.parse(input)).toEqual(input);
    expect(SetFavouriteInputSchema.safeParse({ ...input, favourite: undefined }).success).toBe(
      false,
    );
  });
});

describe('isGameType', () => {
  it('narrows exactly the catalogue game types', () => {
    for (const type of GAME_TYPES) expect(isGameType(type)).toBe(true);
    expect(isGameType('rng')).toBe(false);
    expect(isGameType('SLOTS')).toBe(false);
  });
});

describe('balance', () => {
  it('coerces the gateway figure and keeps the widget shape strict', () => {
    expect(GatewayBalanceSchema.parse({ sumBalance: '1250.50', currency: 'PHP' })).toEqual({
      sumBalance: 1250.5,
      currency: 'PHP',
    });
    expect(BalanceSchema.safeParse({ sumBalance: 1, currency: 'PHP' }).success).toBe(false);
  });
});

describe('RNG cards', () => {
  it('take the style nodeId mod 8 plus 1', () => {
    expect(rngCardStyle('178000')).toBe(1);
    expect(rngCardStyle('178001')).toBe(2);
    expect(rngCardStyle('178007')).toBe(8);
    expect(rngCardStyle('178008')).toBe(1);
    expect(rngCardStyle('not a number')).toBe(1);
  });

  it('show between 500 and 1999 players, steady within ten minutes, varied across games', () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    const counts = Array.from({ length: 500 }, (_, i) => onlinePlayers(String(178000 + i), now));
    for (const count of counts) {
      expect(count).toBeGreaterThanOrEqual(ONLINE_PLAYERS.min);
      expect(count).toBeLessThanOrEqual(ONLINE_PLAYERS.max);
    }
    expect(new Set(counts).size).toBeGreaterThan(300);
    expect(onlinePlayers('178001', now + 9 * 60_000)).toBe(onlinePlayers('178001', now));
    expect(
      Array.from({ length: 6 }, (_, i) => onlinePlayers('178001', now + i * 10 * 60_000)),
    ).not.toEqual(Array(6).fill(onlinePlayers('178001', now)));
  });
});
