/**
 * A tRPC context built from fakes, for tests that call procedures through `createCaller` with no
 * HTTP in between: a memory store, a silent log, limits that never refuse, and a session handle
 * that holds `session` (a visitor when null) and keeps what the procedure saves.
 */
import pino from 'pino';
import { Cache } from '../../src/cache/cached.ts';
import { testConfig, type Config } from '../../src/config.ts';
import type { RememberedLogin } from '../../src/session/remembered-login.ts';
import type { SessionHandle } from '../../src/session/session-handle.ts';
import type { SessionData } from '../../src/session/session-store.ts';
import { MemoryStore } from '../../src/store/memory-store.ts';
import { Throttles } from '../../src/throttle/throttle.ts';
import { createContextInner } from '../../src/trpc/context.ts';
import type { UpstreamClient } from '../../src/upstream/client.ts';

export interface TestContextOptions {
  /** The gateway client; by default one that must not be called. */
  upstream?: UpstreamClient;
  session?: SessionData | null;
  config?: Partial<Config>;
}

export function testContext(options: TestContextOptions = {}) {
  const log = pino({ level: 'silent' });
  const store = new MemoryStore();
  let session = options.session ?? null;
  const handle = {
    id: 'sid',
    servedFromCopy: false,
    load: async () => session,
    save: async (data: SessionData) => {
      session = data;
    },
    renew: async (changes: Partial<SessionData> = {}) => {
      if (session) session = { ...session, ...changes };
    },
    destroy: async () => {
      session = null;
    },
  } as unknown as SessionHandle;
  return createContextInner(
    {
      config: testConfig(options.config),
      upstream: options.upstream ?? ({} as UpstreamClient),
      store,
      cache: new Cache(store, log),
      throttles: new Throttles(store, log),
      log,
    },
    {
      session: handle,
      remembered: { read: async () => null } as unknown as RememberedLogin,
      userAgent: undefined,
      ip: '127.0.0.1',
      host: 'localhost',
      origin: 'http://localhost',
      limits: { check: async () => undefined },
    },
  );
}
