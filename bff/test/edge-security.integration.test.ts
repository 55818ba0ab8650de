/**
 * The BFF probed as an attacker would: other spellings of a mutation's path, other origins, the
 * response headers, and gateway text that must never reach a player.
 */
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contracts';
import { body, freshBffPerTest, startBff } from './helpers/stack.ts';

const stack = freshBffPerTest({ logLevel: 'info' });

describe('CSRF, whatever the spelling of the path', () => {
  const spellings = [
    '/trpc/session.logout',
    '/%74rpc/session.logout',
    '/%74%72%70%63/session.logout',
    '/trpc/session%2Elogout',
    '/trpc/session.logout?x=1',
    '/trpc/session.logout,member.info?batch=1',
    '//trpc/session.logout',
    '/trpc//session.logout',
  ];

  it.each(spellings)(
    'refuses a cross-site form post to %s and keeps the member signed in',
    async (url) => {
      const member = await stack.signedIn();
      const response = await stack.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: member.cookieHeader(),
          origin: 'http://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'a=1',
      });
      expect(response.statusCode).toBe(403);
      expect(body(response).error?.data.appCode).toBe('no_permission');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(body(await member.query('member.info')).result?.data).not.toBeNull();
    },
  );

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'refuses a %s without the app header on any path',
    async (method) => {
      const response = await stack.app.inject({ method, url: '/%74rpc/session.logout' });
      expect(response.statusCode).toBe(403);
    },
  );

  it('refuses the app header from a cross-site fetch named by fetch metadata', async () => {
    const response = await stack.app.inject({
      method: 'POST',
      url: '/trpc/session.logout',
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('response headers', () => {
  it('forbid <base>, deny unused features, and keep framing to the CSP alone', async () => {
    const response = await stack.app.inject('/healthz');
    expect(String(response.headers['content-security-policy'])).toContain("base-uri 'none'");
    expect(response.headers['x-frame-options']).toBeUndefined();
    const permissions = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(permissions).toContain(feature);
  });

  it('send HSTS by default and not when it is turned off', async () => {
    expect(
      String((await stack.app.inject('/healthz')).headers['strict-transport-security']),
    ).toMatch(/max-age=\d+/);
    const plain = await startBff({
      gatewayUrl: stack.sandbox.url,
      config: { hstsMaxAgeSeconds: 0 },
    });
    expect((await plain.inject('/healthz')).headers['strict-transport-security']).toBeUndefined();
    await plain.close();
  });

  it('let no cache keep a tRPC answer, above all a member one', async () => {
    const member = await stack.signedIn();
    for (const response of [
      await member.query('member.info'),
      await member.query('member.balance'),
      await stack.client().query('system.status'),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['cache-control'])).toContain('no-store');
    }
  });
});

describe('gateway text', () => {
  it('shows the catalogue text, never the gateway message, and stack.logs the gateway message', async () => {
    const stackLine = 'java.lang.IllegalStateException at com.platform.Relay.call(Relay.java:42)';
    await stack.sandbox.control('POST', '/faults', {
      path: '/wps/relay/MCSFE_getListAnnouncements',
      status: 400,
      errorCode: stackLine,
    });
    const response = await stack.client().query('content.marquee');
    expect(response.statusCode).toBe(400);
    expect(body(response).error).toMatchObject({
      message: 'Unknown error',
      data: { appCode: 'unknown' },
    });
    expect(response.body).not.toContain('java.lang');
    expect(stack.logs.text()).toContain('Relay.java:42');
  });
});
