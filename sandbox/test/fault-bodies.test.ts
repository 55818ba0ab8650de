/**
 * `/__sandbox/faults {body}` (issue 25, defect 10): broken answers instead of the envelope, on
 * one path (or a prefix), a number of times, over a real socket (a cut connection cannot be
 * injected). The relay's handler never runs, so a broken answer changes no state.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenOnFreePort } from '../src/index.ts';
import { HUGE_BODY_BYTES } from '../src/gateway/fault-bodies.ts';

let sandbox: Awaited<ReturnType<typeof listenOnFreePort>>;

beforeAll(async () => {
  sandbox = await listenOnFreePort();
});
afterAll(async () => {
  await sandbox.app.close();
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
});

const COUNTRY = '/wps/system/country';
const headers = { merchant: 'tcgdemov3', moduleid: 'COMM3', 'x-gateway-version': '3' };

async function fault(body: Record<string, unknown>) {
  return fetch(`${sandbox.url}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const country = () => fetch(`${sandbox.url}${COUNTRY}`, { headers });

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

describe('broken answers', () => {
  it('answers invalid JSON, then the envelope again once its times are used', async () => {
    expect((await fault({ path: COUNTRY, body: 'invalid-json', times: 1 })).status).toBe(200);
    const broken = await country();
    expect(broken.status).toBe(200);
    expect(broken.headers.get('content-type')).toContain('application/json');
    expect(parses(await broken.text())).toBe(false);
    expect(await (await country()).json()).toMatchObject({ success: true });
  });

  it('answers valid JSON that is not the envelope', async () => {
    await fault({ path: '/wps/system/*', body: 'wrong-shape' });
    const json = (await (await country()).json()) as Record<string, unknown>;
    expect(json).not.toHaveProperty('success');
    expect(json).not.toHaveProperty('status');
  });

  it('answers an HTML error page with status 200, or the status given', async () => {
    await fault({ path: COUNTRY, body: 'html', times: 1 });
    const page = await country();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<h1>502 Bad Gateway</h1>');
    await fault({ path: COUNTRY, body: 'html', status: 502, times: 1 });
    expect((await country()).status).toBe(502);
  });

  it('answers ciphertext nobody can decrypt', async () => {
    await fault({ path: COUNTRY, body: 'undecryptable' });
    const text = JSON.parse(await (await country()).text()) as unknown;
    expect(typeof text).toBe('string');
    expect(text).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('cuts the answer short of the length it announced', async () => {
    await fault({ path: COUNTRY, body: 'truncated' });
    const response = await country();
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    await expect(response.text()).rejects.toThrow();
  });

  it('streams a 10 MB envelope with no length announced', async () => {
    await fault({ path: COUNTRY, body: 'huge', times: 1 });
    const response = await country();
    expect(response.headers.get('content-length')).toBeNull();
    const text = await response.text();
    expect(text.length).toBeGreaterThan(HUGE_BODY_BYTES);
    expect(JSON.parse(text)).toMatchObject({ success: true });
  });

  it('refuses an unknown body mode, and a body with an error code', async () => {
    expect((await fault({ path: COUNTRY, body: 'gibberish' })).status).toBe(400);
    expect((await fault({ path: COUNTRY, body: 'html', errorCode: 'x' })).status).toBe(400);
  });

  it('never runs the handler: a broken answer changes no state', async () => {
    await fault({ path: '/wps/relay/*', body: 'invalid-json' });
    const answer = await fetch(`${sandbox.url}/wps/relay/MCSFE_markAnnouncementAsRead`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ announcementId: 9002 }),
    });
    expect(parses(await answer.text())).toBe(false);
    const received = (await (
      await fetch(`${sandbox.url}/__sandbox/received?path=/wps/relay/MCSFE_markAnnouncementAsRead`)
    ).json()) as { requests: unknown[] };
    // The mark-read row records every request its handler reads: none was.
    expect(received.requests).toEqual([]);
  });
});
