import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEMO_MEMBER,
  GAMES,
  buildSandbox,
  decryptOneTimeKey,
  decryptPayload,
} from '../src/index.ts';
import {
  type Envelope,
  PUBLIC_URL,
  gatewayHeaders,
  login,
  loginToken,
  testSandbox,
} from './helpers.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(async () => {
  await app.close();
});

const status = async () =>
  (
    await app.inject({ method: 'GET', url: '/wps/v2/system/status', headers: gatewayHeaders() })
  ).json<{
    value: { maintenance: boolean; regionRestriction: boolean };
  }>().value;

describe('/__sandbox controls', () => {
  it('flips maintenance and region restriction', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__sandbox/status',
      payload: { maintenance: true },
    });
    expect(res.json()).toEqual({ maintenance: true, regionRestriction: false });
    expect(await status()).toMatchObject({ maintenance: true, regionRestriction: false });
    await app.inject({
      method: 'POST',
      url: '/__sandbox/status',
      payload: { maintenance: false, regionRestriction: true },
    });
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: true });
  });

  it('creates a member of any type with its favourites, who then logs in', async () => {
    const ids = GAMES.slice(0, 30).map((g) => String(g.nodeId));
    const res = await app.inject({
      method: 'POST',
      url: '/__sandbox/accounts',
      payload: { username: 'trial_fav', password: 'Trial1234', type: 4, favourites: ids },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'trial_fav', type: 4, favourites: ids });
    const token = await loginToken(app, 'trial_fav', 'Trial1234');
    const favourites = await app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getFavoriteGames',
      headers: gatewayHeaders({ moduleid: 'GAMELOFAV3', authorization: token }),
    });
    expect(favourites.json<Envelope>().value).toEqual(ids);
    const info = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: gatewayHeaders({ moduleid: 'COMM3', authorization: token }),
    });
    expect(info.json<{ value: { type: number } }>().value.type).toBe(4);

    const again = await app.inject({
      method: 'POST',
      url: '/__sandbox/accounts',
      payload: { username: 'trial_fav', password: 'Trial1234' },
    });
    expect(again.statusCode).toBe(409);
    const unknownGame = await app.inject({
      method: 'POST',
      url: '/__sandbox/accounts',
      payload: { username: 'nogame', password: 'Nogame1234', favourites: ['999999999'] },
    });
    expect(unknownGame.statusCode).toBe(400);
  });

  it('rejects bad control input with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__sandbox/status',
      payload: { maintenance: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    const fault = await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { path: 'nope' },
    });
    expect(fault.statusCode).toBe(400);
  });

  it('counts requests per path without the query', async () => {
    await app.inject({ method: 'DELETE', url: '/__sandbox/stats' });
    await status();
    await status();
    await app.inject({
      method: 'GET',
      url: '/wps/v2/system/status?x=1',
      headers: gatewayHeaders({ moduleid: 'COMM3' }),
    });
    const stats = (await app.inject({ method: 'GET', url: '/__sandbox/stats' })).json<{
      counts: Record<string, number>;
      moduleIds: Record<string, Record<string, number>>;
    }>();
    expect(stats.counts['/wps/v2/system/status']).toBe(3);
    expect(stats.moduleIds['/wps/v2/system/status']).toEqual({ COMM3: 1 });
    await app.inject({ method: 'DELETE', url: '/__sandbox/stats' });
    expect((await app.inject({ method: 'GET', url: '/__sandbox/stats' })).json()).toMatchObject({
      counts: {},
    });
  });

  it('injects failures for a limited number of requests', async () => {
    await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: {
        path: '/wps/v2/system/status',
        status: 400,
        errorCode: 'function.not.available',
        times: 2,
      },
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await app.inject({
        method: 'GET',
        url: '/wps/v2/system/status',
        headers: gatewayHeaders(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'function.not.available',
        message: '#543 The feature is under maintenance',
      });
    }
    const third = await app.inject({
      method: 'GET',
      url: '/wps/v2/system/status',
      headers: gatewayHeaders(),
    });
    expect(third.statusCode).toBe(200);
  });

  it('injects latency and 5xx until cleared', async () => {
    await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { path: '/wps/system/country', latencyMs: 150 },
    });
    const started = Date.now();
    const slow = await app.inject({
      method: 'GET',
      url: '/wps/system/country',
      headers: gatewayHeaders(),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(slow.statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
    await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { path: '/wps/system/*', status: 503 },
    });
    const failed = await app.inject({
      method: 'GET',
      url: '/wps/system/country',
      headers: gatewayHeaders(),
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      success: false,
      errorCode: 'system busy',
      message: '#727 system busy',
    });
    await app.inject({ method: 'DELETE', url: '/__sandbox/faults' });
    expect(
      (await app.inject({ method: 'GET', url: '/wps/system/country', headers: gatewayHeaders() }))
        .statusCode,
    ).toBe(200);
  });

  it('records the language of member info, balance and launch requests', async () => {
    const token = await loginToken(app, DEMO_MEMBER.username, DEMO_MEMBER.password);
    const headers = gatewayHeaders({ authorization: token, language: 'TY' });
    await app.inject({ method: 'GET', url: '/wps/member/info', headers });
    await app.inject({ method: 'GET', url: '/wps/v2/wallets/balance?typeId=0', headers });
    await app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?gameType=RNG&vassalage=JL&nodeId=1&platform=html5&launchMode=GLS&accountType=1&language=TY',
      headers: { ...headers, moduleid: 'GAMELO3' },
    });
    for (const path of ['/wps/member/info', '/wps/v2/wallets/balance', '/wps/game/launchGame']) {
      const { requests } = (
        await app.inject({ method: 'GET', url: `/__sandbox/received?path=${path}` })
      ).json<{ requests: { headers: { language: string | null; authorization: string } }[] }>();
      expect(requests, path).toHaveLength(1);
      expect(requests[0]?.headers).toMatchObject({ language: 'TY', authorization: token });
    }
  });

  it('exposes the raw encrypted requests and the keys to decrypt them', async () => {
    await login(app, { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password });
    const { requests } = (
      await app.inject({ method: 'GET', url: '/__sandbox/received?path=/wps/session/login' })
    ).json<{
      requests: {
        headers: {
          encryption: string;
          xDigest: string;
          xRsa: string;
          moduleId: string;
          merchant: string;
        };
        body: string;
      }[];
    }>();
    expect(requests).toHaveLength(1);
    const [req] = requests;
    const keys = (await app.inject({ method: 'GET', url: '/__sandbox/keys' })).json<{
      modulusHex: string;
      privateExponentHex: string;
    }>();
    expect(req?.headers).toMatchObject({
      xRsa: keys.modulusHex,
      moduleId: 'COMM3',
      merchant: 'tcgdemov3',
    });
    const body = JSON.parse(req?.body ?? '') as { value: string };
    expect(body.value).toBe(req?.headers.xDigest);
    const k = decryptOneTimeKey(req?.headers.encryption ?? '', keys);
    expect(decryptPayload(body.value, k)).toMatchObject({
      username: 'demo',
      password: DEMO_MEMBER.password,
    });
  });

  it('resets to the seed, dropping sessions, switches and faults', async () => {
    const token = await loginToken(app, 'demo', DEMO_MEMBER.password);
    await app.inject({ method: 'POST', url: '/__sandbox/status', payload: { maintenance: true } });
    await app.inject({
      method: 'POST',
      url: '/__sandbox/whitelabel',
      payload: { flags: { CBS3: false } },
    });
    await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { path: '/wps/system/country', status: 500 },
    });
    expect((await app.inject({ method: 'POST', url: '/__sandbox/reset' })).json()).toEqual({
      ok: true,
    });
    expect(await status()).toMatchObject({ maintenance: false });
    const flags = (await app.inject({ method: 'GET', url: '/__sandbox/whitelabel' })).json<{
      flags: Record<string, boolean>;
    }>();
    expect(flags.flags.CBS3).toBe(true);
    expect(
      (await app.inject({ method: 'GET', url: '/wps/system/country', headers: gatewayHeaders() }))
        .statusCode,
    ).toBe(200);
    const info = await app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: gatewayHeaders({ authorization: token }),
    });
    expect(info.statusCode).toBe(401);
  });

  it('reports the last captcha and 404 without one', async () => {
    expect((await app.inject({ method: 'GET', url: '/__sandbox/captcha/last' })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/__sandbox/sms/last?mobile=9170000000' }))
        .statusCode,
    ).toBe(404);
  });

  it('serves injected banners and resources until reset', async () => {
    const set = await app.inject({
      method: 'POST',
      url: '/__sandbox/content',
      payload: {
        banners: [
          { bannerId: 990, groupName: 'm_home', url: '/cdn/x.svg', externalLink: 'javascript:1' },
        ],
        resources: [{ resourceType: 'facebook', url: 'JaVaScRiPt:alert(1)' }],
      },
    });
    expect(set.statusCode).toBe(200);
    const announcements = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=m_home',
          headers: gatewayHeaders(),
        })
      ).json<Envelope>().value as { banners: { bannerId: number; externalLink: string | null }[] };
    const resources = async () =>
      (
        await app.inject({ method: 'GET', url: '/wps/v2/system/status', headers: gatewayHeaders() })
      ).json<{ value: { info: { resources: { resourceType: string; url: string }[] } } }>().value
        .info.resources;

    const banners = (await announcements()).banners;
    expect(banners).toHaveLength(4);
    expect(banners.at(-1)).toMatchObject({ bannerId: 990, externalLink: 'javascript:1' });
    const facebook = (await resources()).filter((r) => r.resourceType.toUpperCase() === 'FACEBOOK');
    expect(facebook).toEqual([{ resourceType: 'facebook', url: 'JaVaScRiPt:alert(1)' }]);

    const bad = await app.inject({
      method: 'POST',
      url: '/__sandbox/content',
      payload: { banners: [{ bannerId: 'x' }] },
    });
    expect(bad.statusCode).toBe(400);

    await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await announcements()).banners).toHaveLength(3);
    expect((await resources()).find((r) => r.resourceType === 'FACEBOOK')?.url).toMatch(/^https:/);
  });
});

describe('production mode', () => {
  it('has no controls and no login/unsecure', async () => {
    const prod = await buildSandbox({ mode: 'production', publicUrl: PUBLIC_URL });
    try {
      for (const [method, url] of [
        ['POST', '/__sandbox/reset'],
        ['GET', '/__sandbox/stats'],
        ['GET', '/__sandbox/keys'],
        ['POST', '/__sandbox/faults'],
      ] as const) {
        expect((await prod.inject({ method, url })).statusCode, url).toBe(404);
      }
      const unsecure = await prod.inject({
        method: 'POST',
        url: '/wps/session/login/unsecure',
        headers: gatewayHeaders(),
        payload: { username: 'demo', password: DEMO_MEMBER.password },
      });
      expect(unsecure.statusCode).toBe(404);
      expect(unsecure.json<Envelope>().success).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
