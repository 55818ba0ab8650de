/**
 * The framing verdict (issue 30, item 1): a provider's headers read as a browser reads them, and
 * the probe that asks the provider's page without the launch's query, over real HTTP.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { framingAllowed, probeFraming } from '../src/features/games/framing.ts';

const OURS = 'https://play.example.ph';
const GAME = 'https://games.provider.test';

const allowed = (headers: Record<string, string>, game = GAME, ours = OURS) =>
  framingAllowed(new Headers(headers), game, ours);

describe('framingAllowed', () => {
  it('allows a page that says nothing', () => {
    expect(allowed({})).toBe(true);
  });

  it('reads X-Frame-Options as the HTML standard does', () => {
    expect(allowed({ 'x-frame-options': 'DENY' })).toBe(false);
    expect(allowed({ 'x-frame-options': 'sameorigin' })).toBe(false);
    expect(allowed({ 'x-frame-options': 'SAMEORIGIN' }, OURS)).toBe(true);
    // Obsolete or misspelt values are ignored by browsers.
    expect(allowed({ 'x-frame-options': `ALLOW-FROM ${OURS}` })).toBe(true);
    expect(allowed({ 'x-frame-options': 'denny' })).toBe(true);
    // Conflicting values refuse.
    expect(allowed({ 'x-frame-options': 'DENY, ALLOWALL' })).toBe(false);
    expect(allowed({ 'x-frame-options': 'DENY, DENY' })).toBe(false);
  });

  it('lets frame-ancestors decide alone, over X-Frame-Options', () => {
    const both = {
      'x-frame-options': 'DENY',
      'content-security-policy': `frame-ancestors ${OURS}`,
    };
    expect(allowed(both)).toBe(true);
    expect(allowed({ 'content-security-policy': "frame-ancestors 'none'" })).toBe(false);
    expect(allowed({ 'content-security-policy': "frame-ancestors 'self'" })).toBe(false);
    expect(allowed({ 'content-security-policy': "frame-ancestors 'self'" }, OURS)).toBe(true);
    // Another directive alone says nothing about framing.
    expect(allowed({ 'content-security-policy': "default-src 'self'" })).toBe(true);
  });

  it('matches our origin against every source form', () => {
    const policy = (sources: string) => ({
      'content-security-policy': `default-src 'self'; frame-ancestors ${sources}`,
    });
    expect(allowed(policy('*'))).toBe(true);
    expect(allowed(policy('https:'))).toBe(true);
    expect(allowed(policy('http:'))).toBe(true);
    expect(allowed(policy('wss:'))).toBe(false);
    expect(allowed(policy('*.example.ph'))).toBe(true);
    expect(allowed(policy('https://*.example.ph'))).toBe(true);
    expect(allowed(policy('*.other.ph https://example.ph'))).toBe(false);
    expect(allowed(policy('play.example.ph'))).toBe(true);
    expect(allowed(policy('PLAY.EXAMPLE.PH'))).toBe(true);
    expect(allowed(policy('http://play.example.ph'))).toBe(true);
    expect(allowed(policy('https://play.example.ph:443'))).toBe(true);
    expect(allowed(policy('https://play.example.ph:8443'))).toBe(false);
    expect(allowed(policy('https://play.example.ph:*'))).toBe(true);
    expect(allowed(policy('https://play.example.ph/m/'))).toBe(true);
    // A non-default port of ours needs saying.
    expect(allowed(policy('play.example.ph'), GAME, 'https://play.example.ph:8443')).toBe(false);
    expect(allowed(policy('play.example.ph:8443'), GAME, 'https://play.example.ph:8443')).toBe(
      true,
    );
    // An https source does not admit our plain-http site.
    expect(allowed(policy('https://play.example.ph'), GAME, 'http://play.example.ph')).toBe(false);
  });

  it('needs every enforced policy to allow us', () => {
    expect(
      allowed({
        'content-security-policy': `frame-ancestors ${OURS}, frame-ancestors 'none'`,
      }),
    ).toBe(false);
    expect(
      allowed({ 'content-security-policy': `frame-ancestors *, frame-ancestors https:` }),
    ).toBe(true);
  });
});

describe('probeFraming', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  /** A provider on loopback answering `answer` and keeping each request's URL. */
  interface Answer {
    status?: number;
    headers?: Record<string, string>;
  }

  async function provider(
    answer: (request: IncomingMessage) => Answer,
  ): Promise<{ origin: string; urls: string[] }> {
    const urls: string[] = [];
    server = createServer((request, response) => {
      urls.push(request.url ?? '');
      const { status = 200, headers = {} } = answer(request);
      response.writeHead(status, { 'content-type': 'text/html', ...headers });
      response.end('<p>game</p>');
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { origin: `http://127.0.0.1:${port}`, urls };
  }

  it("asks the game's page without the launch's query (its session key)", async () => {
    const game = await provider(() => ({}));
    const verdict = await probeFraming(`${game.origin}/play/7?ssoKey=secret#x`, OURS, 2_000);
    expect(verdict).toBe('host');
    expect(game.urls).toEqual(['/play/7']);
  });

  it('refuses what the page refuses', async () => {
    const game = await provider(() => ({ headers: { 'x-frame-options': 'SAMEORIGIN' } }));
    expect(await probeFraming(`${game.origin}/play/7?k=1`, OURS, 2_000)).toBe('window');
  });

  it('follows a redirect on the same origin, without a query, and reads where it lands', async () => {
    const game = await provider((request): Answer =>
      request.url === '/launch'
        ? { status: 302, headers: { location: '/lobby?token=again' } }
        : { headers: { 'content-security-policy': "frame-ancestors 'none'" } },
    );
    expect(await probeFraming(`${game.origin}/launch?k=1`, OURS, 2_000)).toBe('window');
    expect(game.urls).toEqual(['/launch', '/lobby']);
  });

  it('opens the old way when the page redirects to another origin', async () => {
    const game = await provider(() => ({
      status: 302,
      headers: { location: 'https://elsewhere.test/play' },
    }));
    expect(await probeFraming(`${game.origin}/launch`, OURS, 2_000)).toBe('window');
  });

  it('gives up on a provider that does not answer in time', async () => {
    server = createServer(() => undefined);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    server.closeAllConnections();
    const probe = probeFraming(`http://127.0.0.1:${port}/play`, OURS, 100);
    await expect(probe).rejects.toThrow();
    server.closeAllConnections();
  });
});
