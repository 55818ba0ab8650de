/**
 * The regulator line's settings reach the page in system.status (issue 30 item 4): each replica
 * answers its own settings, also from a status another one cached and from the copy it keeps in
 * process (the status shortcut, decision 038).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/store/memory-store.ts';
import { body, sandboxPerFile, startBff, TrpcClient } from './helpers/stack.ts';

const suite = sandboxPerFile();
/** Both on one store, so the second reads the status the first cached. */
const store = new MemoryStore();
let plain: FastifyInstance;
let merchant: FastifyInstance;
const MERCHANT_LINE = { shown: false, minimumAge: 18, helpUrl: 'https://help.example/rg' };

beforeAll(async () => {
  plain = await startBff({ gatewayUrl: suite.sandbox.url, store });
  merchant = await startBff({
    gatewayUrl: suite.sandbox.url,
    store,
    config: { regulator: MERCHANT_LINE },
  });
});

afterAll(async () => {
  await plain.close();
  await merchant.close();
  await store.close();
});

const regulatorOf = async (app: FastifyInstance, language: string) =>
  (
    body(await new TrpcClient(app).query('system.status', { language })).result?.data as {
      regulator: unknown;
    }
  ).regulator;

describe('system.status regulator', () => {
  it('is the safe line by default and the merchant’s own where set, cached or kept', async () => {
    for (let round = 0; round < 2; round += 1) {
      // The second round is answered from the cache and each process's kept copy.
      expect(await regulatorOf(plain, 'EN')).toEqual({
        shown: true,
        minimumAge: 21,
        helpUrl: null,
      });
      expect(await regulatorOf(merchant, 'EN')).toEqual(MERCHANT_LINE);
      expect(await regulatorOf(merchant, 'TY')).toEqual(MERCHANT_LINE);
    }
  });

  it('answers the same through the shortcut the web app’s own call takes', async () => {
    const url = `/trpc/system.status?input=${encodeURIComponent(JSON.stringify({ language: 'PT' }))}`;
    await merchant.inject({ method: 'GET', url });
    const kept = await merchant.inject({ method: 'GET', url });
    // Content-Length: the shortcut answered (tRPC streams).
    expect(kept.headers['content-length']).toBeDefined();
    expect(JSON.parse(kept.body)).toMatchObject({ result: { data: { regulator: MERCHANT_LINE } } });
  });
});
