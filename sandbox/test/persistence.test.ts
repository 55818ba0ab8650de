import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Envelope,
  encryptRequest,
  fetchCaptcha,
  gatewayHeaders,
  loginToken,
  modulusOf,
  testSandbox,
} from './helpers.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('persistence', () => {
  it('keeps accounts, tokens and switches across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-'));
    dirs.push(dir);
    const dataFile = path.join(dir, 'state.json');

    const first = await testSandbox({ dataFile });
    const demoToken = await loginToken(first, 'demo', 'Demo1234');
    const captcha = await fetchCaptcha(first);
    const enc = encryptRequest(
      { username: 'keeper1', password: 'Keep1234', captcha: captcha.answer },
      await modulusOf(first),
    );
    const reg = await first.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: gatewayHeaders(enc.headers),
      cookies: { captchaId: captcha.captchaId },
      payload: JSON.stringify({ value: enc.ciphertext }),
    });
    const newToken = (reg.json<Envelope>().value as { token: string }).token;
    await first.inject({
      method: 'POST',
      url: '/__sandbox/status',
      payload: { maintenance: true },
    });
    await first.close();

    const snapshot = JSON.parse(readFileSync(dataFile, 'utf8')) as {
      accounts: { username: string }[];
    };
    expect(snapshot.accounts.map((a) => a.username)).toContain('keeper1');

    const second = await testSandbox({ dataFile });
    try {
      for (const token of [demoToken, newToken]) {
        const info = await second.inject({
          method: 'GET',
          url: '/wps/member/info',
          headers: gatewayHeaders({ authorization: token }),
        });
        expect(info.statusCode).toBe(200);
      }
      expect(await loginToken(second, 'keeper1', 'Keep1234')).toMatch(/^[0-9a-f]{48}$/);
      const status = await second.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: gatewayHeaders(),
      });
      expect(status.json<Envelope>().value).toMatchObject({ maintenance: true });
    } finally {
      await second.close();
    }
  });

  it('writes a debounced snapshot while running', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-'));
    dirs.push(dir);
    const dataFile = path.join(dir, 'state.json');
    const app = await testSandbox({ dataFile });
    try {
      await app.inject({
        method: 'POST',
        url: '/__sandbox/status',
        payload: { regionRestriction: true },
      });
      // The debounced write lands shortly after the change.
      await vi.waitFor(
        () =>
          expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({
            regionRestriction: true,
          }),
        { timeout: 3_000, interval: 25 },
      );
    } finally {
      await app.close();
    }
  });

  it('starts from the seed when the data file is damaged', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-'));
    dirs.push(dir);
    const dataFile = path.join(dir, 'state.json');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(dataFile, '{not json');
    const app = await testSandbox({ dataFile });
    try {
      expect(await loginToken(app, 'demo', 'Demo1234')).toBeTruthy();
    } finally {
      await app.close();
    }
  });

  it('loads a snapshot written before favourites, inbox and the new switches existed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-'));
    dirs.push(dir);
    const dataFile = path.join(dir, 'state.json');
    const first = await testSandbox({ dataFile });
    await first.inject({
      method: 'POST',
      url: '/__sandbox/status',
      payload: { maintenance: true },
    });
    await first.close();
    const { writeFileSync } = await import('node:fs');
    const old = JSON.parse(readFileSync(dataFile, 'utf8')) as Record<string, unknown> & {
      settings: Record<string, unknown>;
    };
    for (const key of ['favourites', 'recentGames', 'inbox', 'chatUnread', 'promotions']) {
      delete old[key];
    }
    old.settings = { memberInfoGuest: '200', singleSession: false, acceptLegacyEncryption: false };
    writeFileSync(dataFile, JSON.stringify(old));

    const second = await testSandbox({ dataFile });
    try {
      const status = await second.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: gatewayHeaders(),
      });
      expect(status.json<Envelope>().value).toMatchObject({ maintenance: true });
      const settings = (await second.inject({ method: 'GET', url: '/__sandbox/settings' })).json<
        Record<string, unknown>
      >();
      expect(settings).toMatchObject({ memberInfoGuest: '200', gameNameWithLanguageEmpty: true });
      const token = await loginToken(second, 'demo', 'Demo1234');
      const favourites = await second.inject({
        method: 'GET',
        url: '/wps/relay/MCSFE_getFavoriteGames',
        headers: gatewayHeaders({ authorization: token }),
      });
      expect(favourites.json()).toEqual({ success: true, value: [] });
    } finally {
      await second.close();
    }
  });
});
