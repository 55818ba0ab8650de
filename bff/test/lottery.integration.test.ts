/**
 * The lottery through the BFF (issue 12, item 4) against the real sandbox over HTTP: the frame
 * redirect that hands the member's token to the H5 page (and to nobody else), the two allowlisted
 * proxies, and an attacker's other spellings, methods, origins and Host headers.
 */
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contracts';
import { freshBffPerTest, startBff, type TrpcClient } from './helpers/stack.ts';

const stack = freshBffPerTest();

const FRAME = '/lottery/frame?playType=ent&gameId=TCG_SEA0002&prizeMode=Elott&code=lobby';

/** The member's token, as the frame redirect hands it to the H5 page. */
async function memberFrame(): Promise<{ client: TrpcClient; location: URL }> {
  const client = await stack.signedIn();
  const response = await stack.app.inject({
    method: 'GET',
    url: FRAME,
    headers: { cookie: client.cookieHeader() },
  });
  expect(response.statusCode).toBe(303);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  return { client, location: new URL(String(response.headers.location), 'http://site') };
}

describe('the lottery frame', () => {
  it('redirects a member to the H5 page with the token, merchant, stylesheet and prize mode', async () => {
    const { location } = await memberFrame();
    const merchant = stack.app.config.merchantCode;
    expect(location.pathname).toBe(`/m/lotto-h5/${merchant}/ent/games/TCG_SEA0002`);
    expect(location.searchParams.get('token')).toMatch(/^[0-9a-f]{48}$/);
    expect(location.searchParams.get('merchant')).toBe(merchant);
    expect(location.searchParams.get('css')).toBe(`${merchant}.css`);
    expect(location.searchParams.get('prize_mode')).toBe('Elott');
    expect(location.searchParams.get('code')).toBe('lobby');
  });

  it('never logs the token', async () => {
    const { location } = await memberFrame();
    await stack.app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
    const token = location.searchParams.get('token') ?? '';
    expect(stack.logs.text()).not.toContain(token);
  });

  it('asks a visitor to log in, in a page that leaves the frame', async () => {
    const response = await stack.app.inject({ method: 'GET', url: FRAME });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('You are not logged in, please login first');
    expect(response.body).toContain('href="/m/login" target="_top"');
  });

  it.each([
    ['no game', '/lottery/frame?playType=ent&prizeMode=Elott'],
    ['another play type', '/lottery/frame?playType=x&gameId=A&prizeMode=Elott'],
    ['a path in the id', '/lottery/frame?playType=ent&gameId=..%2F..%2Fwps&prizeMode=Lott'],
    ['an unknown prize mode', '/lottery/frame?playType=ent&gameId=A&prizeMode=Free'],
  ])('refuses %s with a readable 400', async (_name, url) => {
    const client = await stack.signedIn();
    const response = await stack.app.inject({
      method: 'GET',
      url,
      headers: { cookie: client.cookieHeader() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('The requested url is empty');
  });
});

describe('the lottery proxies', () => {
  it('serve the H5 page framable by our pages only, with no cookie either way', async () => {
    const { client, location } = await memberFrame();
    const page = await stack.app.inject({
      method: 'GET',
      url: `${location.pathname}${location.search}`,
      headers: { cookie: client.cookieHeader() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SEA 1 Minute');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['set-cookie']).toBeUndefined();
    const script = await stack.app.inject({ method: 'GET', url: '/m/lotto-h5/assets/lotto.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
  });

  it('pass the H5 page its LGW calls with our merchant, and a bet with its Authorization', async () => {
    const { location } = await memberFrame();
    const token = location.searchParams.get('token') ?? '';
    const near = await stack.app.inject({
      method: 'GET',
      url: '/lgw/numeros/near?gameId=TCG_SEA0002',
      headers: { merchant: 'someone-else' },
    });
    expect(near.statusCode).toBe(200);
    const { current } = near.json<{ current: { numero: string } }>();
    // The H5 page posts without the app's header: its credential is the Authorization header.
    const bet = await stack.app.inject({
      method: 'POST',
      url: '/lgw/orders/betting',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: {
        gameId: 'TCG_SEA0002',
        currentNumero: current.numero,
        betCartAmountSum: '1.00',
        bettingSlipString: '4_5_6~1~1~1~1900~1',
      },
    });
    expect(bet.statusCode, bet.body).toBe(200);
    expect(bet.json()).toMatchObject({ numero: current.numero, totalBettingAmount: '1.00' });
    const anonymous = await stack.app.inject({
      method: 'POST',
      url: '/lgw/orders/betting',
      headers: { 'content-type': 'application/json' },
      payload: { gameId: 'TCG_SEA0002' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuse a bet posted from another origin', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/lgw/orders/betting',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['GET', '/m/lotto-h5/../../wps/member/info'],
    ['GET', '/m/lotto-h5/%2e%2e/%2e%2e/wps/member/info'],
    ['GET', '/m/lotto-h5/x/ent/games/A/../../../../wps/v2/wallets/balance'],
    ['GET', '/m/lotto-h5/x/ent/games/A%2F..%2F..'],
    ['GET', '/m/lotto-h5/__sandbox/reset'],
    ['GET', '/m/lotto-h5//evil.example/x'],
    ['POST', '/m/lotto-h5/x/ent/games/A'],
    ['GET', '/lgw/../wps/member/info'],
    ['GET', '/lgw/%2e%2e/__sandbox/stats'],
    ['GET', '/lgw/orders/betting'],
    ['DELETE', '/lgw/orders'],
    ['GET', '/lgw/admin'],
    ['GET', '/lgw//evil.example/lgw/games'],
  ])('refuse %s %s before it goes upstream', async (method, url) => {
    const response = await stack.app.inject({
      method: method as 'GET' | 'POST' | 'DELETE',
      url,
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const stats = await stack.sandbox.control<{ counts: Record<string, number> }>('GET', '/stats');
    expect(stats.counts, url).toEqual({});
  });

  it('reach only the configured origin whatever the Host header says', async () => {
    const response = await stack.app.inject({
      method: 'GET',
      url: '/lgw/games',
      headers: { host: 'evil.example:1234' },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<object>())).toEqual(['VN', 'SEA']);
  });

  it('answer a readable 502 when the lottery service is down', async () => {
    const down = await (async () => {
      const app = await startBff({ gatewayUrl: 'http://127.0.0.1:9' });
      try {
        return await app.inject({ method: 'GET', url: '/lgw/games' });
      } finally {
        await app.close();
      }
    })();
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ error: { data: { appCode: 'system_upgrading' } } });
  });
});
