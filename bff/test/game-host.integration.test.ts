/**
 * Issue 30, item 1, the BFF's side: the game host. On two replicas over a real Redis and the real
 * sandbox gateway, a launch of a game whose provider lets us frame it answers the host (an opaque
 * launch id, never the URL with the game's session key), and the frame page embeds that game under
 * a policy naming its origin alone, for that member only, on either replica. A provider that
 * refuses framing opens the old way; the verdict is kept per provider.
 */
import { describe, expect, it } from 'vitest';
import { GAME_FRAME_PATH, type GameLaunch } from '@app/contracts';
import { GAMES } from '@app/sandbox';
import { REAL_MONEY_SLOT_LAUNCH } from './helpers/games.ts';
import {
  body,
  replicasPerTest,
  sandboxPerFile,
  signedInClient,
  TrpcClient,
} from './helpers/stack.ts';

const suite = sandboxPerFile();
// One cookie secret for both, as production gives every replica: a browser's session is read by either.
const replicas = replicasPerTest(suite, {
  config: { cookieSecret: 'game-host-test-cookie-secret-0123456789' },
});

const launchInput = REAL_MONEY_SLOT_LAUNCH;

async function launch(client: TrpcClient): Promise<GameLaunch> {
  const response = await client.mutate('games.launch', launchInput);
  expect(response.statusCode, response.body).toBe(200);
  return body(response).result?.data as GameLaunch;
}

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

let accounts = 0;
/** A second member of the sandbox, signed in on `on`. */
async function otherMember(on: Parameters<typeof signedInClient>[0]): Promise<TrpcClient> {
  accounts += 1;
  const username = `host${accounts}x${Date.now() % 100_000}`;
  await suite.sandbox.control('POST', '/accounts', { username, password: 'Member1234' });
  const client = new TrpcClient(on);
  const login = await client.mutate('session.login', {
    type: 'username',
    username,
    password: 'Member1234',
  });
  expect(login.statusCode, login.body).toBe(200);
  return client;
}

describe('the game host', () => {
  it('hosts a framable game: an opaque id for the page, the game under a policy naming its origin alone', async () => {
    const [first, second] = [replicas().at(0), replicas().at(1)];
    const demo = await signedInClient(first);
    const started = Date.now();
    const launched = await launch(demo);
    expect(launched.opens).toBe('host');
    if (launched.opens !== 'host') return;
    // The page gets no URL: the game's session key stays on the server.
    expect(JSON.stringify(launched)).not.toContain('ssoKey');
    expect(Date.parse(launched.startedAt)).toBeGreaterThanOrEqual(started - 1_000);

    // The same browser on the other replica (shared store, shared cookie secret).
    const elsewhere = new TrpcClient(second);
    for (const [name, value] of demo.cookies) elsewhere.cookies.set(name, value);
    const hosted = await elsewhere.query('games.hosted', { launchId: launched.launchId });
    expect(hosted.statusCode, hosted.body).toBe(200);
    expect(body(hosted).result?.data).toEqual({
      nodeId: launchInput.nodeId,
      vendor: launchInput.vendor,
      startedAt: launched.startedAt,
    });

    const frame = await elsewhere.get(`${GAME_FRAME_PATH}/${launched.launchId}`);
    expect(frame.statusCode, frame.body).toBe(200);
    expect(frame.headers['cache-control']).toBe('no-store');
    expect(frame.headers['referrer-policy']).toBe('no-referrer');
    const policy = directives(String(frame.headers['content-security-policy']));
    const gameOrigin = new URL(suite.sandbox.url).origin;
    expect(policy.get('frame-src')).toEqual([gameOrigin]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(String(frame.headers['content-security-policy'])).not.toContain('unsafe-inline');
    expect(String(frame.headers['permissions-policy'])).toContain(
      `autoplay=(self "${gameOrigin}")`,
    );
    const src = (/<iframe src="([^"]+)"/.exec(frame.body)?.[1] ?? '').replace(/&amp;/g, '&');
    expect(src).toMatch(new RegExp(`^${gameOrigin}/games/play/${launchInput.nodeId}\\?ssoKey=`));
    expect(frame.body).toContain('sandbox="allow-scripts allow-same-origin');
    expect(frame.body).not.toContain('allow-top-navigation ');
    // The game's own page opens, and says nothing against being framed.
    const page = await fetch(src);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBeNull();

    // The app's own pages keep their policy: no game origin in it.
    const home = await demo.get('/m/home');
    expect(
      directives(String(home.headers['content-security-policy'])).get('frame-src'),
    ).not.toContain(gameOrigin);
  });

  it('keeps a hosted game from other members, visitors and made-up ids', async () => {
    const first = replicas().at(0);
    const demo = await signedInClient(first);
    const launched = await launch(demo);
    if (launched.opens !== 'host') throw new Error('expected the host');
    const path = `${GAME_FRAME_PATH}/${launched.launchId}`;

    const other = await otherMember(first);
    const theirs = await other.get(path);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('ssoKey');
    const asked = await other.query('games.hosted', { launchId: launched.launchId });
    expect(asked.statusCode).toBe(404);
    expect(body(asked).error?.data.appCode).toBe('game_ended');

    const visitor = await new TrpcClient(first).get(path);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).toContain('href="/m/login" target="_top"');

    for (const made of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', '..%2F..%2Fhealthz', 'A'.repeat(200)]) {
      const response = await demo.get(`${GAME_FRAME_PATH}/${made}`);
      expect(response.statusCode, made).toBe(404);
      expect(
        directives(String(response.headers['content-security-policy'])).get('frame-src'),
      ).toEqual(["'none'"]);
    }
    const bad = await demo.query('games.hosted', { launchId: '../x' });
    expect(bad.statusCode).toBe(400);
  });

  it('closes a hosted game when the player takes a break', async () => {
    const first = replicas().at(0);
    const demo = await signedInClient(first);
    const launched = await launch(demo);
    if (launched.opens !== 'host') throw new Error('expected the host');
    expect((await demo.mutate('responsible.takeBreak', { period: '24h' })).statusCode).toBe(200);
    const frame = await demo.get(`${GAME_FRAME_PATH}/${launched.launchId}`);
    expect(frame.statusCode).toBe(403);
    expect(frame.body).not.toContain('<iframe');
  });

  it('opens the old way when the provider refuses framing, and keeps that verdict per provider', async () => {
    const [first, second] = [replicas().at(0), replicas().at(1)];
    await suite.sandbox.control('POST', '/settings', { framingRefusedBy: [launchInput.vendor] });
    const demo = await signedInClient(first);
    const refused = await launch(demo);
    expect(refused.opens).toBe('window');
    if (refused.opens !== 'window') return;
    expect(refused.url).toContain(`/games/play/${launchInput.nodeId}?ssoKey=`);
    const page = await fetch(refused.url);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    // The provider changes its mind: the verdict, kept in the shared store, still holds on
    // either replica until it is asked again.
    await suite.sandbox.control('POST', '/settings', { framingRefusedBy: [] });
    expect((await launch(demo)).opens).toBe('window');
    expect((await launch(await signedInClient(second))).opens).toBe('window');
    // Another provider is asked for itself.
    const other = GAMES.find(
      (g) => g.gameType === 'RNG' && g.supportPlay === 1 && g.vassalage !== launchInput.vendor,
    );
    if (!other) throw new Error('no second RNG vendor in the sandbox catalogue');
    const response = await demo.mutate('games.launch', {
      nodeId: String(other.nodeId),
      vendor: other.vassalage,
      gameId: other.gameId,
      gameType: other.gameType,
    });
    expect((body(response).result?.data as GameLaunch).opens).toBe('host');
  });
});
