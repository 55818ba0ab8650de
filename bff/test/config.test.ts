import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('config', () => {
  it('runs on its embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      wpsBaseUrl: 'http://127.0.0.1:8090',
      redisUrl: undefined,
      upstreamTimeoutMs: 3000,
    });
    expect(config.cookieSecret.length).toBeGreaterThanOrEqual(32);
  });

  it("reads the merchant's reality check: an interval within its bounds, a real minute in production", () => {
    expect(loadConfig({}).realityCheck).toEqual({
      minutes: 60,
      minMinutes: 15,
      maxMinutes: 120,
      minuteMs: 60_000,
    });
    expect(
      loadConfig({ REALITY_CHECK_MINUTES: '30', REALITY_CHECK_MIN_MINUTES: '30' }).realityCheck,
    ).toMatchObject({ minutes: 30, minMinutes: 30 });
    expect(() => loadConfig({ REALITY_CHECK_MINUTES: '10' })).toThrow(/REALITY_CHECK_MINUTES/);
    expect(() =>
      loadConfig({ REALITY_CHECK_MIN_MINUTES: '90', REALITY_CHECK_MAX_MINUTES: '60' }),
    ).toThrow(/REALITY_CHECK_MINUTES/);
    expect(loadConfig({ REALITY_CHECK_MINUTE_MS: '500' }).realityCheck.minuteMs).toBe(500);
    const production = {
      NODE_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(32),
      PUBLIC_ORIGIN: 'https://play.example',
    };
    expect(() => loadConfig({ ...production, REALITY_CHECK_MINUTE_MS: '500' })).toThrow(
      /REALITY_CHECK_MINUTE_MS/,
    );
  });

  it('refuses to start in production without a cookie secret or the public origins', () => {
    const origin = { PUBLIC_ORIGIN: 'https://play.example' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...origin })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...origin })).toThrow(/COOKIE_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32) })).toThrow(
      /PUBLIC_ORIGIN/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: 'x'.repeat(32), ...origin }),
    ).not.toThrow();
  });

  it('reads the Firebase app for social login, and keeps the sandbox stand-in out of production', () => {
    expect(loadConfig({}).socialLogin).toBeNull();
    const firebase = { apiKey: 'key', authDomain: 'shop.firebaseapp.com', projectId: 'shop' };
    expect(loadConfig({ FIREBASE_WEB_CONFIG: JSON.stringify(firebase) }).socialLogin).toEqual({
      firebase,
      emulatorUrl: null,
    });
    expect(
      loadConfig({
        FIREBASE_WEB_CONFIG: JSON.stringify(firebase),
        FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:8090/',
      }).socialLogin?.emulatorUrl,
    ).toBe('http://127.0.0.1:8090');
    for (const bad of ['{', '{"apiKey":"k"}', JSON.stringify({ ...firebase, authDomain: 'a/b' })]) {
      expect(() => loadConfig({ FIREBASE_WEB_CONFIG: bad })).toThrow(/FIREBASE_WEB_CONFIG/);
    }
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        COOKIE_SECRET: 'x'.repeat(32),
        PUBLIC_ORIGIN: 'https://play.example',
        FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:8090',
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_URL/);
  });

  it('reads PUBLIC_ORIGIN as a list of bare http(s) origins, the first the default', () => {
    expect(loadConfig({}).publicOrigins).toEqual([
      'http://127.0.0.1:8080',
      'http://localhost:8080',
    ]);
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicOrigins[0]).toBe(
      'http://127.0.0.1:9000',
    );
    expect(
      loadConfig({ PUBLIC_ORIGIN: 'https://play.example/, https://m.play.example:8443' })
        .publicOrigins,
    ).toEqual(['https://play.example', 'https://m.play.example:8443']);
    for (const bad of [
      'play.example',
      'https://play.example/m',
      'https://play.example?x=1',
      'https://play.example#top',
      'ftp://play.example',
      'javascript:alert(1)',
      'https://user:pw@play.example',
      'https://play.example,',
    ]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it('names the bad variable in the error', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ WPS_BASE_URL: 'not a url' })).toThrow(/WPS_BASE_URL/);
  });

  it('reads TRUST_PROXY as off, a hop count or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('refuses TRUST_PROXY=true, which would let X-Forwarded-For pick any client address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('turns HSTS on unless explicitly set to 0', () => {
    expect(loadConfig({}).hstsMaxAgeSeconds).toBeGreaterThan(0);
    expect(loadConfig({ HSTS_MAX_AGE_SECONDS: '0' }).hstsMaxAgeSeconds).toBe(0);
  });

  it('allows images from the gateway origin in the CSP', () => {
    expect(loadConfig({ WPS_BASE_URL: 'https://gw.example.com/base' }).cspImgSrc).toContain(
      'https://gw.example.com',
    );
  });

  it('logs JSON unless LOG_FORMAT=pretty, and only JSON in production', () => {
    expect(loadConfig({}).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
    const production = {
      NODE_ENV: 'production',
      COOKIE_SECRET: 'x'.repeat(32),
      PUBLIC_ORIGIN: 'https://play.example',
    };
    expect(loadConfig(production).logFormat).toBe('json');
    expect(() => loadConfig({ ...production, LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT/);
  });
});

describe('SITE_LANGUAGES (issue 27 item 6)', () => {
  it("defaults to EN, TY and PT and keeps the merchant's order", () => {
    expect(loadConfig({}).siteLanguages).toEqual(['EN', 'TY', 'PT']);
    expect(loadConfig({ SITE_LANGUAGES: 'pt, en' }).siteLanguages).toEqual(['PT', 'EN']);
  });

  it('refuses an unknown code or an empty list', () => {
    expect(() => loadConfig({ SITE_LANGUAGES: 'EN,XX' })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_LANGUAGES: '' })).toThrow(ConfigError);
  });

  it('reads a Redis Cluster from REDIS_CLUSTER_NODES, and refuses a node that is no host:port', () => {
    expect(loadConfig({}).redisCluster).toBeUndefined();
    expect(
      loadConfig({
        REDIS_CLUSTER_NODES: 'redis-a:7000, 10.0.0.2:7001,[::1]:7002',
        REDIS_CLUSTER_PASSWORD: 'secret',
      }).redisCluster,
    ).toEqual({
      nodes: [
        { host: 'redis-a', port: 7000 },
        { host: '10.0.0.2', port: 7001 },
        { host: '::1', port: 7002 },
      ],
      password: 'secret',
    });
    for (const bad of ['redis-a', 'redis-a:0', 'redis-a:70000', 'redis://a:7000']) {
      expect(() => loadConfig({ REDIS_CLUSTER_NODES: bad }), bad).toThrow(/REDIS_CLUSTER_NODES/);
    }
  });
});

describe('the regulator line, REGULATOR_* (issue 30 item 4)', () => {
  it('defaults to the Philippine rule: shown, 21+, help on the site’s own page', () => {
    expect(loadConfig({}).regulator).toEqual({ shown: true, minimumAge: 21, helpUrl: null });
    // An empty help address (a compose file clearing it) is the site's own page too.
    expect(loadConfig({ REGULATOR_HELP_URL: ' ' }).regulator.helpUrl).toBeNull();
  });

  it("reads a merchant's line", () => {
    expect(
      loadConfig({
        REGULATOR_LINE: 'false',
        REGULATOR_MIN_AGE: '18',
        REGULATOR_HELP_URL: 'https://www.begambleaware.org/',
      }).regulator,
    ).toEqual({ shown: false, minimumAge: 18, helpUrl: 'https://www.begambleaware.org/' });
  });

  it('refuses an age out of range, a help address that is not https, and a stray switch', () => {
    for (const age of ['17', '26', '20.5', 'twenty-one']) {
      expect(() => loadConfig({ REGULATOR_MIN_AGE: age }), age).toThrow(/REGULATOR_MIN_AGE/);
    }
    for (const url of [
      'http://help.example/',
      'javascript:alert(1)',
      '/m/help',
      'https://user:pw@help.example/',
    ]) {
      expect(() => loadConfig({ REGULATOR_HELP_URL: url }), url).toThrow(/REGULATOR_HELP_URL/);
    }
    expect(() => loadConfig({ REGULATOR_LINE: 'off' })).toThrow(/REGULATOR_LINE/);
  });
});
