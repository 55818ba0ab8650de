/**
 * Test stack: a real sandbox gateway listening on a free loopback port (the BFF reaches it over
 * HTTP, exactly as in production) and the BFF built with `buildApp`, exercised with `inject`.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { decryptOneTimeKey, decryptPayload, DEMO_MEMBER, listenOnFreePort } from '@app/sandbox';
import type { FastifyInstance } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@app/contracts';
import { buildApp } from '../../src/app.ts';
import { testConfig, type Config } from '../../src/config.ts';
import pino from 'pino';
import { MemoryStore } from '../../src/store/memory-store.ts';
import { RedisStore } from '../../src/store/redis-store.ts';
import type { Store } from '../../src/store/store.ts';
import { startDedicatedRedis, startRedis, type RedisFixture, type SharedRedis } from './redis.ts';

/** A request the sandbox gateway received (its `received` control), as the tests read it. */
export interface ReceivedRequest {
  at: number;
  method: string;
  path: string;
  /** The headers the tests look at (the sandbox records more). */
  headers: { encryption: string | null; xDigest: string | null; language: string | null };
  /** The query string without the `?`, or null. */
  query: string | null;
  /** The raw body text as received. */
  body: string | null;
  /** The parsed JSON body of plain requests (null for encrypted ones). */
  json: unknown;
}

export interface Sandbox {
  url: string;
  app: FastifyInstance;
  control<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** How many requests the gateway has received on `path` since its counters were last cleared. */
  calls(path: string): Promise<number>;
  /** The requests the gateway received on `path` since its last reset, oldest first. */
  received(path: string): Promise<ReceivedRequest[]>;
  /**
   * The last encrypted request received on `path`: its raw body (what travelled) and the payload
   * decrypted with the sandbox's private key (what the gateway read).
   */
  lastEncryptedRequest(path: string): Promise<{ rawBody: string; payload: unknown }>;
  /** The last SMS code sent to `mobile` (national number), as the phone shows it. */
  lastSmsCode(mobile: string): Promise<string>;
  /** The answer of the last captcha shown, as a person reads the picture. */
  captchaAnswer(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The sandbox on a free port chosen before it is built, so the URLs it hands out (game pages,
 * images) point at it and tests can follow them.
 */
export async function startSandbox(): Promise<Sandbox> {
  const { app, url } = await listenOnFreePort();
  return sandboxHandle(app, url);
}

function sandboxHandle(app: FastifyInstance, url: string): Sandbox {
  async function control<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<T> {
    const response = await fetch(`${url}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox control ${method} ${path}: ${response.status}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const received = async (path: string) =>
    (
      await control<{ requests: ReceivedRequest[] }>(
        'GET',
        `/received?path=${encodeURIComponent(path)}`,
      )
    ).requests;
  return {
    url,
    app,
    control,
    calls: async (path) =>
      (await control<{ counts: Record<string, number> }>('GET', '/stats')).counts[path] ?? 0,
    received,
    async lastEncryptedRequest(path) {
      const request = (await received(path)).at(-1);
      if (!request) throw new Error(`the gateway received nothing on ${path}`);
      const keys = await control<{ modulusHex: string; privateExponentHex: string }>(
        'GET',
        '/keys',
      );
      const payload = decryptPayload(
        request.headers.xDigest ?? '',
        decryptOneTimeKey(request.headers.encryption ?? '', keys),
      );
      return { rawBody: request.body ?? '', payload };
    },
    lastSmsCode: async (mobile) =>
      (await control<{ code: string }>('GET', `/sms/last?mobile=${mobile}`)).code,
    captchaAnswer: async () => (await control<{ answer: string }>('GET', '/captcha/last')).answer,
    close: () => app.close(),
  };
}

/** Collects every log line the BFF writes, to assert what never reaches the log. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, callback: () => void): void {
    this.lines.push(chunk.toString());
    callback();
  }
  text(): string {
    return this.lines.join('');
  }
}

export interface BffOptions {
  gatewayUrl: string;
  config?: Partial<Config>;
  store?: Store;
  logStream?: Writable;
}

export async function startBff(options: BffOptions): Promise<FastifyInstance> {
  const config = testConfig({
    wpsBaseUrl: options.gatewayUrl,
    webDistDir: '/nonexistent',
    ...options.config,
  });
  return buildApp({
    config,
    ...(options.store ? { store: options.store } : {}),
    ...(options.logStream ? { loggerStream: options.logStream } : {}),
  });
}

export interface Replicas {
  apps: FastifyInstance[];
  /** The replica for attempt `i`: alternates, as a load balancer would. */
  at(i: number): FastifyInstance;
  close(): Promise<void>;
}

/**
 * `count` BFF replicas on one Redis (each with its own connection, one fresh key prefix), so a
 * test proves that what one replica counts or stores, the other sees.
 */
export async function startReplicas(
  count: number,
  options: { gatewayUrl: string; redisUrl: string; config?: Partial<Config> },
): Promise<Replicas> {
  const prefix = `replicas:${randomUUID()}:`;
  const stores: RedisStore[] = [];
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i += 1) {
    const store = new RedisStore({
      url: options.redisUrl,
      logger: pino({ level: 'silent' }),
      keyPrefix: prefix,
    });
    await store.connected();
    stores.push(store);
    apps.push(
      await startBff({
        gatewayUrl: options.gatewayUrl,
        store,
        ...(options.config ? { config: options.config } : {}),
      }),
    );
  }
  return {
    apps,
    at: (i) => apps[i % apps.length] as FastifyInstance,
    close: async () => {
      for (const app of apps) await app.close();
      for (const store of stores) await store.close();
    },
  };
}

export interface RedisBackedBff {
  /** The Redis this BFF alone uses: the test may kill, restart, pause and resume it. */
  redis: RedisFixture;
  store: RedisStore;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A BFF on a Redis of its own, for the outage suites. */
export async function startRedisBackedBff(options: {
  gatewayUrl: string;
  /** How long one store command may take before it counts as a failure. */
  commandTimeoutMs: number;
}): Promise<RedisBackedBff> {
  const redis = await startDedicatedRedis();
  const store = new RedisStore({
    url: redis.url,
    logger: pino({ level: 'silent' }),
    commandTimeoutMs: options.commandTimeoutMs,
  });
  await store.connected();
  const app = await startBff({ gatewayUrl: options.gatewayUrl, store });
  return {
    redis,
    store,
    app,
    close: async () => {
      await app.close();
      await store.close();
      await redis.stop();
    },
  };
}

/** A client signed in as the sandbox's demo member (fails the test if the login does not). */
export async function signedInClient(app: FastifyInstance): Promise<TrpcClient> {
  const client = new TrpcClient(app);
  const response = await client.mutate('session.login', {
    type: 'username',
    username: DEMO_MEMBER.username,
    password: DEMO_MEMBER.password,
  });
  if (response.statusCode !== 200) throw new Error(`demo login failed: ${response.body}`);
  return client;
}

/*
 * Suites: each registers its set-up and tear-down with vitest's hooks by one call at the top of a
 * test file. The fields of what it returns are filled in by those hooks: read them inside a test
 * or a hook, never at load time.
 */

/** What the sandbox gets before each test: `reset` (state and counters), `stats` (counters only). */
export type SandboxBefore = 'reset' | 'stats' | 'nothing';

export interface SandboxSuite {
  sandbox: Sandbox;
}

/** One sandbox for the file, reset (or only its counters cleared) before each test. */
export function sandboxPerFile(before: SandboxBefore = 'reset'): SandboxSuite {
  const suite = {} as SandboxSuite;
  beforeAll(async () => {
    suite.sandbox = await startSandbox();
  });
  afterAll(async () => {
    await suite.sandbox.close();
  });
  beforeEach(async () => {
    if (before === 'reset') await suite.sandbox.control('POST', '/reset');
    if (before === 'stats') await suite.sandbox.control('DELETE', '/stats');
  });
  return suite;
}

export interface BffSuite extends SandboxSuite {
  app: FastifyInstance;
  /** A fresh browser on the BFF: a tRPC client with no cookies yet. */
  client(): TrpcClient;
  /** A fresh browser signed in as the sandbox's demo member. */
  signedIn(): Promise<TrpcClient>;
}

/** Gives a suite its browsers, on whatever BFF it holds when they are asked for. */
function withBrowsers<S extends BffSuite>(suite: S): S {
  suite.client = () => new TrpcClient(suite.app);
  suite.signedIn = () => signedInClient(suite.app);
  return suite;
}

/**
 * `count` replicas (two by default) on a Redis of the file's own, started afresh for each test: a
 * new key prefix, so nothing a test counts or stores carries to the next. `replicas()` is the
 * current test's. Call after `sandboxPerFile`, whose sandbox they talk to.
 */
export function replicasPerTest(
  suite: SandboxSuite,
  options: { count?: number; config?: Partial<Config> } = {},
): () => Replicas {
  let redis: SharedRedis;
  let replicas: Replicas;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });
  beforeEach(async () => {
    replicas = await startReplicas(options.count ?? 2, {
      gatewayUrl: suite.sandbox.url,
      redisUrl: redis.url,
      ...(options.config ? { config: options.config } : {}),
    });
  });
  afterEach(async () => {
    await replicas.close();
  });
  return () => replicas;
}

/**
 * One sandbox and one BFF for the whole file: what the BFF caches, counts and stores carries from
 * test to test (pass a `store` or `logStream` to look inside them).
 */
export function bffPerFile(
  options: Omit<BffOptions, 'gatewayUrl' | 'config'> & {
    /** The BFF's configuration, or a function of the sandbox (for its URL) that returns it. */
    config?: Partial<Config> | ((sandbox: Sandbox) => Partial<Config>);
    before?: SandboxBefore;
  } = {},
): BffSuite {
  const { before, config, ...bff } = options;
  const suite = withBrowsers(sandboxPerFile(before) as BffSuite);
  beforeAll(async () => {
    suite.app = await startBff({
      gatewayUrl: suite.sandbox.url,
      config: typeof config === 'function' ? config(suite.sandbox) : config,
      ...bff,
    });
  });
  afterAll(async () => {
    await suite.app.close();
    await bff.store?.close();
  });
  return suite;
}

/** What `freshBffPerTest` gives a test. */
export interface FreshStack extends BffSuite {
  logs: LogCapture;
  /** The BFF's memory store (sessions, limits), for tests that look inside. */
  store: MemoryStore;
}

/**
 * One sandbox for the file and, for every test, a reset sandbox and a fresh BFF with its own
 * memory store and captured log (debug level unless `config` says otherwise), so the cache, the
 * circuits, rate limits, sessions and the log start from nothing.
 */
export function freshBffPerTest(config: Partial<Config> = {}): FreshStack {
  const stack = withBrowsers(sandboxPerFile() as FreshStack);
  beforeEach(async () => {
    stack.store = new MemoryStore();
    stack.logs = new LogCapture();
    stack.app = await startBff({
      gatewayUrl: stack.sandbox.url,
      store: stack.store,
      logStream: stack.logs,
      config: { logLevel: 'debug', ...config },
    });
  });
  afterEach(async () => {
    await stack.app.close();
    await stack.store.close();
  });
  return stack;
}

export interface ReplicaSuite extends SandboxSuite {
  redis: SharedRedis;
  replicas: Replicas;
}

/** One sandbox and `count` BFF replicas on one Redis for the whole file. */
export function replicasPerFile(
  count: number,
  options: { config?: Partial<Config>; before?: SandboxBefore } = {},
): ReplicaSuite {
  const suite = sandboxPerFile(options.before) as ReplicaSuite;
  beforeAll(async () => {
    suite.redis = await startRedis();
    suite.replicas = await startReplicas(count, {
      gatewayUrl: suite.sandbox.url,
      redisUrl: suite.redis.url,
      ...(options.config ? { config: options.config } : {}),
    });
  });
  afterAll(async () => {
    await suite.replicas.close();
    await suite.redis.stop();
  });
  return suite;
}

/** A tiny cookie-keeping tRPC caller over `app.inject`, as the browser would call. */
export class TrpcClient {
  readonly cookies = new Map<string, string>();
  readonly #app: FastifyInstance;

  constructor(app: FastifyInstance) {
    this.#app = app;
  }

  /** The Cookie header this browser would send. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  #keepCookies(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq <= 0) continue;
      const value = pair.slice(eq + 1);
      if (value) this.cookies.set(pair.slice(0, eq), value);
      else this.cookies.delete(pair.slice(0, eq));
    }
  }

  async query(path: string, input?: unknown) {
    const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const response = await this.#app.inject({
      method: 'GET',
      url: `/trpc/${path}${qs}`,
      headers: { cookie: this.cookieHeader() },
    });
    this.#keepCookies(response.headers['set-cookie']);
    return response;
  }

  /** A page of the site (not tRPC), with this browser's cookies. */
  async get(url: string, headers: Record<string, string> = {}) {
    const response = await this.#app.inject({
      method: 'GET',
      url,
      headers: { cookie: this.cookieHeader(), ...headers },
    });
    this.#keepCookies(response.headers['set-cookie']);
    return response;
  }

  async mutate(path: string, input?: unknown, mount: '/trpc' | '/upload' = '/trpc') {
    const response = await this.#app.inject({
      method: 'POST',
      url: `${mount}/${path}`,
      headers: {
        cookie: this.cookieHeader(),
        'content-type': 'application/json',
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
      },
      payload: input === undefined ? '' : JSON.stringify(input),
    });
    this.#keepCookies(response.headers['set-cookie']);
    return response;
  }
}

interface TrpcBody {
  result?: { data: unknown };
  error?: {
    message: string;
    data: {
      appCode: string;
      httpStatus: number;
      captchaRequired?: boolean;
      fieldErrors?: Record<string, string[]>;
    };
  };
}

export function body(response: { body: string }): TrpcBody {
  return JSON.parse(response.body) as TrpcBody;
}

/** The data of a tRPC answer that must be a success (else the test fails, showing the body). */
export function data<T>(response: { statusCode: number; body: string }): T {
  expect(response.statusCode, response.body).toBe(200);
  return body(response).result?.data as T;
}

let requestKeys = 0;
/** A fresh request key, as the page makes one per submission of a money action. */
export const requestKey = () => `test-key-${Date.now()}-${(requestKeys += 1)}`;
