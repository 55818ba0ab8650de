/**
 * games.launch and games.setFavourite through `createCaller`, against a scripted gateway: what
 * goes on the wire (query, module id, token, body), every launch value shape of §10, the refusal
 * of a link that is not http(s), and the upstream client's "at most once" option. The sandbox
 * only ever answers the current shape with a good URL; the other cases need a scripted answer.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { z } from 'zod';
import { GameLaunchInputSchema, type GameLaunchInput } from '@app/contracts';
import { emptySession } from '../src/session/session-store.ts';
import { AppError } from '../src/trpc/errors.ts';
import { createCaller } from '../src/trpc/router.ts';
import { UpstreamClient } from '../src/upstream/client.ts';
import { UpstreamError } from '../src/upstream/errors.ts';
import { testContext } from './helpers/context.ts';

interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  json: unknown;
}

interface Answer {
  status?: number;
  body: unknown;
}

/** A gateway that records every request and answers what the test scripted per path. */
class ScriptedGateway {
  readonly received: Received[] = [];
  readonly answers = new Map<string, Answer[]>();
  #server: Server | undefined;
  url = '';

  /** Answers for a path, used in turn; the last one repeats. */
  script(path: string, ...answers: Answer[]): void {
    this.answers.set(path, answers);
  }

  calls(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  async start(): Promise<void> {
    this.#server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://gateway');
        this.received.push({
          method: request.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          headers: request.headers,
          json: text ? (JSON.parse(text) as unknown) : undefined,
        });
        const queue = this.answers.get(url.pathname);
        const answer = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? {
          status: 404,
          body: { success: false, errorCode: 'not_found', message: 'not scripted', value: null },
        };
        response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.#server?.listen(0, '127.0.0.1', resolve));
    const address = this.#server.address();
    if (!address || typeof address !== 'object') throw new Error('gateway did not listen');
    this.url = `http://127.0.0.1:${address.port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }
}

const LAUNCH = '/wps/game/launchGame';
const RECENT = '/wps/relay/MCS2_addRecentGame';
const ADD_FAVOURITE = '/wps/relay/MCSFE_addFavoriteGameV2';
const REMOVE_FAVOURITE = '/wps/relay/MCSFE_removeFavoriteGameV2';
/**
 * Where the scripted launches point: a port nobody listens on, so asking the provider whether it
 * allows framing fails at once and the game opens the old way (`opens: 'window'`; the host is
 * tested against the sandbox in game-host.integration.test.ts).
 */
const GAME_HOST = 'http://127.0.0.1:9';

const ok = (value: unknown): Answer => ({ body: { success: true, value } });
/** A launch records the recent game in the background: wait for it before the next test. */
const recentRecorded = () => expect.poll(() => gateway.calls(RECENT).length).toBe(1);

const gateway = new ScriptedGateway();
let upstream: UpstreamClient;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  await gateway.start();
  upstream = new UpstreamClient({
    baseUrl: gateway.url,
    merchantCode: 'tcgdemov3',
    timeoutMs: 1_000,
    connections: 4,
    logger: log,
  });
});

afterAll(async () => {
  await upstream.close();
  await gateway.close();
});

beforeEach(() => {
  gateway.received.length = 0;
  gateway.answers.clear();
  gateway.script(RECENT, ok(null));
});

/** A caller for a signed-in member (or a visitor when `token` is null). */
const callerFor = (token: string | null = 'TOKEN-1', language: 'EN' | 'PT' = 'EN') =>
  createCaller(
    testContext({
      upstream,
      session: token ? { ...emptySession(), token, userName: 'demo', type: 0, language } : null,
    }),
  );

const game: GameLaunchInput = GameLaunchInputSchema.parse({
  nodeId: '178001',
  vendor: 'JL',
  gameId: 'JL0001',
  gameType: 'RNG',
});

describe('games.launch on the wire', () => {
  it("sends the captured mobile query and the spec's names once, with the raw token, GAMELO3 and the mobile gateway id", async () => {
    gateway.script(LAUNCH, ok({ content: { game_url: `${GAME_HOST}/play?ssoKey=1` } }));
    const result = await callerFor('TOKEN-1', 'PT').games.launch(game);
    expect(result).toEqual({ opens: 'window', url: `${GAME_HOST}/play?ssoKey=1` });
    const [launch, ...more] = gateway.calls(LAUNCH);
    expect(more).toEqual([]);
    expect(launch?.method).toBe('GET');
    expect(Object.fromEntries(launch?.query ?? [])).toEqual({
      gameType: 'RNG',
      gameCategory: 'RNG',
      vassalage: 'JL',
      vendor: 'JL',
      gameId: 'JL0001',
      nodeId: '178001',
      platform: 'html5',
      launchMode: 'GLS',
      accountType: '1',
      supportFreePlay: '0',
      language: 'PT',
    });
    expect(launch?.headers).toMatchObject({
      'x-gateway-version': '3',
      moduleid: 'GAMELO3',
      authorization: 'TOKEN-1',
      language: 'PT',
      merchant: 'tcgdemov3',
    });
    await recentRecorded();
  });

  it('asks for the free-play wallet (accountType 0) and the input language over the session one', async () => {
    gateway.script(LAUNCH, ok({ content: { game_url: `${GAME_HOST}/p` } }));
    await callerFor('TOKEN-1', 'PT').games.launch({ ...game, freePlay: true, language: 'EN' });
    const query = gateway.calls(LAUNCH)[0]?.query;
    expect(query?.get('accountType')).toBe('0');
    expect(query?.get('supportFreePlay')).toBe('1');
    expect(query?.get('language')).toBe('EN');
    await recentRecorded();
  });

  it('leaves gameId out of the query when the game has none (a lobby)', async () => {
    gateway.script(LAUNCH, ok({ content: { game_url: `${GAME_HOST}/lobby` } }));
    const { gameId: _none, ...lobby } = game;
    await callerFor().games.launch(lobby);
    expect(gateway.calls(LAUNCH)[0]?.query.has('gameId')).toBe(false);
    await recentRecorded();
  });

  it.each([
    ['content.game_url (current)', { content: { game_url: `${GAME_HOST}/1` } }],
    ['gameUrl', { gameUrl: `${GAME_HOST}/1` }],
    ['url', { url: `${GAME_HOST}/1` }],
    ['link', { link: `${GAME_HOST}/1` }],
    ['launchUrl', { launchUrl: ` ${GAME_HOST}/1 ` }],
  ])('reads the launch URL from %s', async (_shape, value) => {
    gateway.script(LAUNCH, ok(value));
    expect(await callerFor().games.launch(game)).toEqual({
      opens: 'window',
      url: `${GAME_HOST}/1`,
    });
    await recentRecorded();
  });

  it.each([
    ['a javascript: link', { content: { game_url: 'javascript:alert(1)' } }],
    ['a data: link', { gameUrl: 'data:text/html,<script>alert(1)</script>' }],
    ['a relative path', { url: '/games/play/1' }],
    ['an empty value', {}],
    ['a null value', null],
  ])('refuses %s with a readable 502 and records nothing', async (_case, value) => {
    gateway.script(LAUNCH, ok(value));
    const failure = await callerFor()
      .games.launch(game)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'BAD_GATEWAY', appCode: 'url_empty' });
    // A real sleep on purpose: nothing is to happen, so there is no condition to wait on; a
    // record would be sent right after the launch, well within this time.
    await new Promise((r) => setTimeout(r, 50));
    expect(gateway.calls(RECENT)).toEqual([]);
  });

  it('records the recent game after the launch: POST {nodeId} to GAMELOREC3', async () => {
    gateway.script(LAUNCH, ok({ content: { game_url: `${GAME_HOST}/1` } }));
    await callerFor().games.launch(game);
    await expect.poll(() => gateway.calls(RECENT).length).toBe(1);
    const recent = gateway.calls(RECENT)[0];
    expect(recent?.method).toBe('POST');
    expect(recent?.json).toEqual({ nodeId: 178001 });
    expect(recent?.headers).toMatchObject({ moduleid: 'GAMELOREC3', authorization: 'TOKEN-1' });
  });

  it('maps a #734 refusal to game_not_finished even on a 500 with an unknown key', async () => {
    gateway.script(LAUNCH, {
      status: 500,
      body: { success: false, errorCode: 'E734', message: '#734 game not finished', value: null },
    });
    await expect(callerFor().games.launch(game)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'game_not_finished',
      message: 'The previous game has not finished yet, please try again later.',
    });
    expect(gateway.calls(LAUNCH)).toHaveLength(1);
  });

  it('refuses a visitor without asking the gateway', async () => {
    await expect(callerFor(null).games.launch(game)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      appCode: 'not_logged_in',
    });
    expect(gateway.received).toEqual([]);
  });
});

describe('games.setFavourite on the wire', () => {
  const favourite = { nodeId: '181003', vendor: 'PG', gameType: 'RNG' } as const;

  it('adds with a POST body to GAMELOFAV3', async () => {
    gateway.script(ADD_FAVOURITE, ok(null));
    expect(await callerFor().games.setFavourite({ ...favourite, favourite: true })).toEqual({
      favourite: true,
      success: true,
    });
    const [add] = gateway.calls(ADD_FAVOURITE);
    expect(add?.method).toBe('POST');
    expect(add?.json).toEqual({ nodeId: 181003, vendor: 'PG', gameType: 'RNG' });
    expect(add?.headers).toMatchObject({ moduleid: 'GAMELOFAV3', authorization: 'TOKEN-1' });
  });

  it('removes with a DELETE carrying the params in the query and the body (§17.5)', async () => {
    gateway.script(REMOVE_FAVOURITE, ok(null));
    expect(await callerFor().games.setFavourite({ ...favourite, favourite: false })).toEqual({
      favourite: false,
      success: true,
    });
    const [remove] = gateway.calls(REMOVE_FAVOURITE);
    expect(remove?.method).toBe('DELETE');
    expect(Object.fromEntries(remove?.query ?? [])).toEqual({
      nodeId: '181003',
      vendor: 'PG',
      gameType: 'RNG',
    });
    expect(remove?.json).toEqual({ nodeId: 181003, vendor: 'PG', gameType: 'RNG' });
  });

  it('reports success false, state unchanged, when the gateway says success:false with 200', async () => {
    gateway.script(ADD_FAVOURITE, {
      body: { success: false, errorCode: 'favourite.limit', message: 'Too many', value: null },
    });
    expect(await callerFor().games.setFavourite({ ...favourite, favourite: true })).toEqual({
      favourite: false,
      success: false,
    });
  });
});

describe('upstream client: a GET marked not idempotent', () => {
  const PATH = '/wps/relay/TEST_once';
  const outage: Answer = {
    status: 503,
    body: { success: false, errorCode: 'system busy', message: '#727 system busy', value: null },
  };

  it('is sent once on a 503, where a plain GET is retried once', async () => {
    gateway.script(PATH, outage, ok(1));
    const once = upstream.call(
      { method: 'GET', path: PATH, moduleId: 'COMM3', idempotent: false },
      z.number(),
    );
    await expect(once).rejects.toBeInstanceOf(UpstreamError);
    await expect(once).rejects.toMatchObject({ kind: 'unavailable' });
    expect(gateway.calls(PATH)).toHaveLength(1);

    gateway.received.length = 0;
    gateway.script(PATH, outage, ok(2));
    await expect(
      upstream.call({ method: 'GET', path: PATH, moduleId: 'COMM3' }, z.number()),
    ).resolves.toBe(2);
    expect(gateway.calls(PATH)).toHaveLength(2);
  });
});
