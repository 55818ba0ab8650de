/**
 * The BFF's configuration, parsed once from the environment with zod. This is the only module
 * that reads `process.env` (server.ts passes it in); everything else receives a `Config`.
 */
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MERCHANT_CODE_DEFAULT } from '@app/contracts';

const MINUTE = 60_000;
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    WPS_BASE_URL: z.url().default('http://127.0.0.1:8090'),
    LGW_BASE_URL: z.url().optional(),
    MERCHANT_CODE: z.string().min(1).default(MERCHANT_CODE_DEFAULT),
    REDIS_URL: z.url().optional(),
    COOKIE_SECRET: z.string().min(32).optional(),
    COOKIE_SECURE: booleanFromEnv.default(true),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v): boolean | number | string => {
        if (v === 'true') return true;
        if (v === 'false' || v === '') return false;
        return /^\d+$/.test(v) ? Number(v) : v;
      }),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(3_000),
    UPSTREAM_CONNECTIONS: z.coerce.number().int().positive().max(1024).default(64),
    UPSTREAM_BREAKER_THRESHOLD: z.coerce.number().int().positive().default(5),
    UPSTREAM_BREAKER_HALF_OPEN_MS: z.coerce.number().int().positive().default(5_000),
    /** Requests per minute per client address over the whole app; 0 turns it off (benchmarks). */
    RATE_LIMIT_GLOBAL_PER_MIN: z.coerce.number().int().nonnegative().default(600),
    RATE_LIMIT_LOGIN_PER_IP_PER_MIN: z.coerce.number().int().positive().default(20),
    RATE_LIMIT_LOGIN_PER_USERNAME_PER_15_MIN: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_CAPTCHA_PER_IP_PER_MIN: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_SMS_PER_MOBILE_PER_10_MIN: z.coerce.number().int().positive().default(3),
    RATE_LIMIT_SMS_PER_IP_PER_10_MIN: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
    SESSION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 12),
    /** How long the gateway status stays fresh: how fast a maintenance switch reaches players. */
    STATUS_CACHE_TTL_MS: z.coerce.number().int().nonnegative().max(600_000).default(30_000),
    /** How long home.bootstrap waits for one section before sending it empty. */
    HOME_SECTION_DEADLINE_MS: z.coerce.number().int().positive().max(30_000).default(1_500),
    TRPC_MAX_BATCH_SIZE: z.coerce.number().int().positive().max(50).default(10),
    /** Level of the access line of successful requests (refusals are sampled, see README). */
    ACCESS_LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Refused requests logged per second per process; the rest is counted in a summary line. */
    ACCESS_LOG_REFUSALS_PER_SECOND: z.coerce.number().int().positive().max(10_000).default(20),
    /** Time for a whole request (headers and body) to arrive: a trickled body ends in 408. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().max(300_000).default(15_000),
    /** A socket silent for this long is closed (also while its request is handled). */
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().max(600_000).default(60_000),
    WEB_DIST_DIR: z.string().default(resolve(packageRoot, '../web/dist')),
    CSP_IMG_SRC: z.string().default(''),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.COOKIE_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['COOKIE_SECRET'],
        message: 'COOKIE_SECRET (at least 32 characters) is required in production',
      });
    }
  });

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  wpsBaseUrl: string;
  lgwBaseUrl: string;
  merchantCode: string;
  redisUrl: string | undefined;
  cookieSecret: string;
  cookieSecure: boolean;
  trustProxy: boolean | number | string;
  logLevel: string;
  upstreamTimeoutMs: number;
  upstreamConnections: number;
  upstreamBreakerThreshold: number;
  upstreamBreakerHalfOpenMs: number;
  rateLimits: RateLimitConfig;
  sessionTtlSeconds: number;
  trpcMaxBatchSize: number;
  requestTimeoutMs: number;
  accessLogLevel: string;
  refusalLogsPerSecond: number;
  connectionTimeoutMs: number;
  statusCacheTtlMs: number;
  homeSectionDeadlineMs: number;
  webDistDir: string;
  /** Extra image origins for the CSP (the gateway's image CDN). */
  cspImgSrc: string[];
}

/** Fixed-window limits: `max` calls per `windowMs`, counted in the store (shared by replicas). */
export interface RateLimitConfig {
  globalPerMinute: number;
  loginPerIp: { max: number; windowMs: number };
  loginPerUsername: { max: number; windowMs: number };
  captchaPerIp: { max: number; windowMs: number };
  smsPerMobile: { max: number; windowMs: number };
  smsPerIp: { max: number; windowMs: number };
  registerPerIp: { max: number; windowMs: number };
}

export type LimitName = Exclude<keyof RateLimitConfig, 'globalPerMinute'>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const wpsOrigin = new URL(e.WPS_BASE_URL).origin;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    wpsBaseUrl: e.WPS_BASE_URL.replace(/\/$/, ''),
    lgwBaseUrl: (e.LGW_BASE_URL ?? e.WPS_BASE_URL).replace(/\/$/, ''),
    merchantCode: e.MERCHANT_CODE,
    redisUrl: e.REDIS_URL,
    // Outside production a per-process secret is fine: sessions then last one process.
    cookieSecret: e.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamConnections: e.UPSTREAM_CONNECTIONS,
    upstreamBreakerThreshold: e.UPSTREAM_BREAKER_THRESHOLD,
    upstreamBreakerHalfOpenMs: e.UPSTREAM_BREAKER_HALF_OPEN_MS,
    rateLimits: {
      globalPerMinute: e.RATE_LIMIT_GLOBAL_PER_MIN,
      loginPerIp: { max: e.RATE_LIMIT_LOGIN_PER_IP_PER_MIN, windowMs: MINUTE },
      loginPerUsername: { max: e.RATE_LIMIT_LOGIN_PER_USERNAME_PER_15_MIN, windowMs: 15 * MINUTE },
      captchaPerIp: { max: e.RATE_LIMIT_CAPTCHA_PER_IP_PER_MIN, windowMs: MINUTE },
      smsPerMobile: { max: e.RATE_LIMIT_SMS_PER_MOBILE_PER_10_MIN, windowMs: 10 * MINUTE },
      smsPerIp: { max: e.RATE_LIMIT_SMS_PER_IP_PER_10_MIN, windowMs: 10 * MINUTE },
      registerPerIp: { max: e.RATE_LIMIT_REGISTER_PER_IP_PER_HOUR, windowMs: 60 * MINUTE },
    },
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    trpcMaxBatchSize: e.TRPC_MAX_BATCH_SIZE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    accessLogLevel: e.ACCESS_LOG_LEVEL,
    refusalLogsPerSecond: e.ACCESS_LOG_REFUSALS_PER_SECOND,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    statusCacheTtlMs: e.STATUS_CACHE_TTL_MS,
    homeSectionDeadlineMs: e.HOME_SECTION_DEADLINE_MS,
    webDistDir: e.WEB_DIST_DIR,
    cspImgSrc: [wpsOrigin, ...e.CSP_IMG_SRC.split(/[\s,]+/).filter(Boolean)],
  };
}

/** A configuration for tests: the defaults plus overrides, no environment read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
