/**
 * The one persistence layer: every slice in one JSON snapshot, written debounced and on close,
 * loaded with each slice's schema; a file of another format or merchant, or a damaged one, is
 * reseeded with a warning; a slice the file does not have starts from its seed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_MEMBER } from '../src/index.ts';
import { GatewayClient, fetchCaptcha, loginToken, testSandbox } from './helpers/gateway.ts';

interface Snapshot {
  version: number;
  merchantCode: string;
  slices: Record<string, Record<string, unknown>>;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDataFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-'));
  dirs.push(dir);
  return path.join(dir, 'state.json');
}

const readSnapshot = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Snapshot;

/** A sandbox on `dataFile` whose warnings are collected. */
async function sandboxOn(dataFile: string, merchantCode?: string) {
  const warnings: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = JSON.parse(chunk.toString()) as { level: number; msg: string };
      if (line.level >= 40) warnings.push(line.msg);
      done();
    },
  });
  const app = await testSandbox({
    dataFile,
    logger: { level: 'warn', stream },
    ...(merchantCode ? { merchantCode } : {}),
  });
  return { app, client: new GatewayClient(app), warnings };
}

/** Runs `change` on a sandbox on a fresh data file, closed after: the file it leaves. */
async function snapshotAfter(change: (client: GatewayClient) => Promise<unknown>) {
  const dataFile = tempDataFile();
  const { app, client } = await sandboxOn(dataFile);
  await change(client);
  await app.close();
  return dataFile;
}

describe('persistence', () => {
  it('keeps accounts, tokens and switches across a restart', async () => {
    let demoToken = '';
    let newToken = '';
    const dataFile = await snapshotAfter(async (client) => {
      demoToken = await loginToken(client.app, DEMO_MEMBER.username, DEMO_MEMBER.password);
      const captcha = await fetchCaptcha(client.app);
      const reg = await client.encrypted<{ token: string }>(
        'PUT',
        '/wps/member/register',
        {
          username: 'keeper1',
          password: 'Keep1234',
          captcha: captcha.answer,
          registerUrl: 'https://play.example/m/register',
          domain: 'play.example',
        },
        { cookies: { captchaId: captcha.captchaId } },
      );
      newToken = reg.body.value.token;
      await client.control('POST', '/status', { maintenance: true });
    });

    const snapshot = readSnapshot(dataFile);
    expect(snapshot).toMatchObject({ version: 2, merchantCode: 'tcgdemov3' });
    const accounts = snapshot.slices.accounts?.accounts as { username: string }[];
    expect(accounts.map((a) => a.username)).toContain('keeper1');

    const { app, client } = await sandboxOn(dataFile);
    try {
      for (const token of [demoToken, newToken]) {
        expect((await client.call('GET', '/wps/member/info', undefined, { token })).status).toBe(
          200,
        );
      }
      expect(await loginToken(app, 'keeper1', 'Keep1234')).toMatch(/^[0-9a-f]{48}$/);
      expect(await client.value('GET', '/wps/system/status')).toMatchObject({ maintenance: true });
    } finally {
      await app.close();
    }
  });

  it('writes a debounced snapshot while running', async () => {
    const dataFile = tempDataFile();
    const { app, client } = await sandboxOn(dataFile);
    try {
      await client.control('POST', '/status', { regionRestriction: true });
      // The debounced write lands shortly after the change.
      await vi.waitFor(
        () =>
          expect(readSnapshot(dataFile)).toMatchObject({
            slices: { merchant: { regionRestriction: true } },
          }),
        { timeout: 3_000, interval: 25 },
      );
    } finally {
      await app.close();
    }
  });

  it.each([
    ['a damaged file', () => '{not json', 'unreadable data file: starting from seed'],
    [
      'a file of the flat version-1 format',
      () => JSON.stringify({ version: 1, merchantCode: 'tcgdemov3', accounts: [] }),
      'data file of another snapshot format: starting from seed',
    ],
    [
      'a slice that does not parse',
      (file: Snapshot) =>
        JSON.stringify({ ...file, slices: { ...file.slices, accounts: { accounts: 'x' } } }),
      'unreadable data file: starting from seed',
    ],
  ])('starts from the seed, with a warning, on %s', async (_case, content, warning) => {
    const dataFile = await snapshotAfter((client) =>
      client.control('POST', '/status', { maintenance: true }),
    );
    writeFileSync(dataFile, content(readSnapshot(dataFile)));
    const { app, client, warnings } = await sandboxOn(dataFile);
    try {
      expect(warnings).toContain(warning);
      expect(await loginToken(app, DEMO_MEMBER.username, DEMO_MEMBER.password)).toBeTruthy();
      expect(await client.value('GET', '/wps/system/status')).toMatchObject({
        maintenance: false,
      });
    } finally {
      await app.close();
    }
  });

  it("reseeds another merchant's file", async () => {
    const dataFile = await snapshotAfter((client) =>
      client.control('POST', '/status', { maintenance: true }),
    );
    const { app, warnings } = await sandboxOn(dataFile, 'othermerchant');
    try {
      expect(warnings).toContain('data file belongs to another merchant: reseeding');
      const status = await app.inject({
        method: 'GET',
        url: '/wps/system/status',
        headers: { merchant: 'othermerchant', 'x-gateway-version': '3' },
      });
      expect(status.json()).toMatchObject({ value: { maintenance: false } });
    } finally {
      await app.close();
    }
  });

  it('loads a snapshot written before some records and a whole slice existed', async () => {
    const dataFile = await snapshotAfter(async (client) => {
      await client.control('POST', '/status', { maintenance: true });
      await client.control('POST', '/inbox', { username: 'demo', title: 'Kept?' });
    });
    const old = readSnapshot(dataFile);
    // Records added to a slice since: they take their defaults.
    delete old.slices.games?.favourites;
    old.slices.merchant = {
      ...old.slices.merchant,
      settings: { memberInfoGuest: '200', singleSession: false, acceptLegacyEncryption: false },
    };
    // A slice (a domain) added since: it starts from its seed.
    delete old.slices.inbox;
    writeFileSync(dataFile, JSON.stringify(old));

    const { app, client, warnings } = await sandboxOn(dataFile);
    try {
      expect(warnings).toEqual([]);
      expect(await client.value('GET', '/wps/system/status')).toMatchObject({ maintenance: true });
      expect((await client.control('GET', '/settings')).body).toMatchObject({
        memberInfoGuest: '200',
        gameNameWithLanguageEmpty: true,
      });
      client.token = await loginToken(app, DEMO_MEMBER.username, DEMO_MEMBER.password);
      expect(await client.value('GET', '/wps/relay/MCSFE_getFavoriteGames')).toEqual([]);
      const inbox = await client.value<{ total: number }>('GET', '/wps/relay/EMFE_getInbox');
      expect(inbox.total).toBe(5);
    } finally {
      await app.close();
    }
  });
});
