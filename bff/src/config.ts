/**
 * The BFF's configuration, parsed once from the environment with zod. This is the only module
 * that reads `process.env` (server.ts passes it in); everything else receives a `Config`.
 */
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ClusterNode } from './store/redis-store.ts';
import {
  GAME_TYPES,
  FirebaseWebConfigSchema,
  LANGUAGE_CODES,
  TRANSLATED_LANGUAGES,
  type LanguageCode,
  KYC_UPLOAD_MAX_BODY_BYTES,
  MERCHANT_CODE_DEFAULT,
  REALITY_CHECK_DEFAULTS,
  REGULATOR_AGE_RANGE,
  REGULATOR_LINE_DEFAULTS,
  type RegulatorLine,
  type SocialLoginConfig,
} from '@app/contracts';

const MINUTE = 60_000;
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * A list of origins: absolute http(s), nothing after the port (a path, query or fragment would
 * be dropped silently where the BFF appends its own paths), no credentials.
 */
/** `host:port,host:port`: a Redis Cluster's seed nodes. */
const clusterNodes = z
  .string()
  .optional()
  .transform((text, ctx): ClusterNode[] | undefined => {
    if (text === undefined || text.trim() === '') return undefined;
    const nodes: ClusterNode[] = [];
    for (const entry of text.split(',').map((item) => item.trim())) {
      const match = /^([A-Za-z0-9.-]+|\[[0-9a-fA-F:]+\]):(\d{1,5})$/.exec(entry);
      const port = Number(match?.[2]);
      if (!match || port < 1 || port > 65_535) {
        ctx.addIssue({ code: 'custom', message: `not a host:port: ${entry}` });
        return z.NEVER;
      }
      nodes.push({ host: (match[1] as string).replace(/^\[|\]$/g, ''), port });
    }
    return nodes;
  });

const publicOrigins = z
  .string()
  .optional()
  .transform((text, ctx): string[] | undefined => {
    if (text === undefined || text.trim() === '') return undefined;
    const origins: string[] = [];
    for (const entry of text.split(',').map((item) => item.trim())) {
      const origin = originOf(entry);
      if (origin === null) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin: give scheme, host and port only (https://site.example)`,
        });
        return z.NEVER;
      }
      if (!origins.includes(origin)) origins.push(origin);
    }
    return origins;
  });

/** `https://site.example` from `https://site.example` or `https://site.example/`; else null. */
function originOf(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  const bare =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !entry.includes('?') &&
    !entry.includes('#') &&
    /^https?:\/\/[^/]+\/?$/i.test(entry);
  return bare ? url.origin : null;
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    WPS_BASE_URL: z.url().default('http://127.0.0.1:8090'),
    LGW_BASE_URL: z.url().optional(),
    /** The lottery H5 app's origin (proxied at /m/lotto-h5/); LGW_BASE_URL's when unset. */
    LOTTO_H5_BASE_URL: z.url().optional(),
    MERCHANT_CODE: z.string().min(1).default(MERCHANT_CODE_DEFAULT),
    /**
     * The site's public origins, comma-separated, the first the default: where a payment
     * gateway and the chat page send the player back. A request reaching the site by one of them
     * gets that one; any other Host or Origin gets the first, never itself. Unset: this
     * process's own loopback address and port (`npm start`, tests).
     */
    PUBLIC_ORIGIN: publicOrigins,
    /** Empty counts as unset: a compose file that moves a replica to the cluster clears it. */
    REDIS_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
    /**
     * A Redis Cluster instead of one Redis: some of its nodes, `host:port` comma-separated (the
     * client finds the rest). Set, it wins over REDIS_URL: sessions, limits, throttles and the
     * cache live on the cluster (the cache elsewhere only when CACHE_REDIS_URL says so).
     */
    REDIS_CLUSTER_NODES: clusterNodes,
    REDIS_CLUSTER_PASSWORD: z.string().min(1).optional(),
    /** A separate Redis for the cache only (evictable, no persistence); REDIS_URL's when unset. */
    CACHE_REDIS_URL: z.url().optional(),
    COOKIE_SECRET: z.string().min(32).optional(),
    COOKIE_SECURE: booleanFromEnv.default(true),
    /** Strict-Transport-Security max-age; 0 turns HSTS off (plain-HTTP local runs only). */
    HSTS_MAX_AGE_SECONDS: z.coerce.number().int().nonnegative().default(15_552_000),
    /**
     * The proxies in front of us: a hop count (`1` for one load balancer) or their addresses
     * (CIDRs). Never `true`: that would take the client address from the left end of
     * X-Forwarded-For, which the client writes, and let it escape every per-address limit.
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine((v) => v !== 'true', {
        message:
          'TRUST_PROXY=true trusts any X-Forwarded-For: give the number of proxy hops (e.g. 1)',
      })
      .transform((v): false | number | string => {
        if (v === 'false' || v === '' || v === '0') return false;
        return /^\d+$/.test(v) ? Number(v) : v;
      }),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /**
     * `json` (one object a line, for log pipelines) or `pretty` (one readable text line, for a
     * person at a terminal: `npm start` sets it). Production always logs JSON.
     */
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(3_000),
    UPSTREAM_CONNECTIONS: z.coerce.number().int().positive().max(1024).default(64),
    UPSTREAM_BREAKER_THRESHOLD: z.coerce.number().int().positive().default(5),
    UPSTREAM_BREAKER_HALF_OPEN_MS: z.coerce.number().int().positive().default(5_000),
    /**
     * The most bytes of one gateway answer the BFF reads; a larger one is dropped unread and the
     * player told to try again. 2 MiB: the largest real answer is a few hundred KiB.
     */
    UPSTREAM_MAX_RESPONSE_BYTES: z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .max(64 * 1024 * 1024)
      .default(2 * 1024 * 1024),
    /** Requests per minute per client address over the whole app; 0 turns it off (benchmarks). */
    RATE_LIMIT_GLOBAL_PER_MIN: z.coerce.number().int().nonnegative().default(600),
    RATE_LIMIT_LOGIN_PER_IP_PER_MIN: z.coerce.number().int().positive().default(20),
    /** Failed logins for one username (15 min window) after which the BFF demands a captcha. */
    LOGIN_CAPTCHA_AFTER_FAILURES: z.coerce.number().int().positive().default(3),
    /** Uncached member reads (gateway calls made with a member's token) per session a minute. */
    RATE_LIMIT_MEMBER_READS_PER_SESSION_PER_MIN: z.coerce.number().int().positive().default(120),
    RATE_LIMIT_CAPTCHA_PER_IP_PER_MIN: z.coerce.number().int().positive().default(30),
    RATE_LIMIT_SMS_PER_MOBILE_PER_10_MIN: z.coerce.number().int().positive().default(3),
    RATE_LIMIT_SMS_PER_IP_PER_10_MIN: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
    /** KYC writes (personal information, ID uploads) per member an hour. */
    RATE_LIMIT_KYC_PER_MEMBER_PER_HOUR: z.coerce.number().int().positive().default(10),
    /** The agents' side's writes (rebates, links, transfers, contract answers) per member a minute. */
    RATE_LIMIT_AGENT_WRITES_PER_MEMBER_PER_MIN: z.coerce.number().int().positive().default(30),
    SESSION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 60 * 12),
    /** How long a remembered login (the sealed "remember password" cookie) lasts unused. */
    REMEMBER_LOGIN_TTL_DAYS: z.coerce.number().int().positive().max(365).default(30),
    /** How long the gateway status stays fresh: how fast a maintenance switch reaches players. */
    STATUS_CACHE_TTL_MS: z.coerce.number().int().nonnegative().max(600_000).default(30_000),
    /** How long the merchant's promotions (availability, common list) stay fresh. */
    PROMOTIONS_CACHE_TTL_MS: z.coerce.number().int().nonnegative().max(600_000).default(60_000),
    /**
     * home.bootstrap's one deadline, started with the call and shared by every section of both
     * phases (the name predates that): a section still pending when it passes is sent empty.
     */
    HOME_SECTION_DEADLINE_MS: z.coerce.number().int().positive().max(30_000).default(1_500),
    TRPC_MAX_BATCH_SIZE: z.coerce.number().int().positive().max(50).default(10),
    /** How long /readyz reuses its store and gateway checks (one check per window per process). */
    READY_CHECK_CACHE_MS: z.coerce.number().int().nonnegative().max(60_000).default(5_000),
    /** /readyz answers per minute per client address, counted in the process; 0 turns it off. */
    READY_RATE_LIMIT_PER_MIN: z.coerce.number().int().nonnegative().default(600),
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
    /**
     * Bytes of upload bodies (the /upload mount, by Content-Length) one replica reads at once;
     * past it an upload is refused from its headers with 503 `uploads_busy` (decision 018).
     */
    UPLOAD_BYTES_IN_FLIGHT_MAX: z.coerce
      .number()
      .int()
      .positive()
      .default(2 * KYC_UPLOAD_MAX_BODY_BYTES),
    /**
     * The in-process copy of the sessions a replica has seen (session/session-copy.ts): how
     * long a copy may stand in for the store while it is away, and how many are kept.
     */
    SESSION_COPY_MAX_AGE_MS: z.coerce.number().int().nonnegative().max(300_000).default(30_000),
    SESSION_COPY_MAX_ENTRIES: z.coerce.number().int().positive().default(10_000),
    WEB_DIST_DIR: z.string().default(resolve(packageRoot, '../web/dist')),
    /**
     * The server renderer of the web app (`vite build --ssr`, decision 033); by default beside
     * the web build, `<WEB_DIST_DIR>-ssr`. Missing: pages go out client-rendered, as before.
     */
    WEB_SSR_DIR: z.string().optional(),
    /** `false` turns server rendering off (every page the plain app, rendered by the phone). */
    SERVER_RENDERING: booleanFromEnv.default(true),
    CSP_IMG_SRC: z.string().default(''),
    /**
     * Facebook and Google login (decision 013): the merchant's Firebase web app as JSON,
     * `{"apiKey","authDomain","projectId","appId"}` (public values). Unset: no social login.
     */
    FIREBASE_WEB_CONFIG: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (!text) return undefined;
        try {
          const parsed = FirebaseWebConfigSchema.safeParse(JSON.parse(text));
          if (parsed.success) return parsed.data;
        } catch {
          // reported below
        }
        ctx.addIssue({
          code: 'custom',
          message: 'FIREBASE_WEB_CONFIG must be JSON with apiKey, authDomain and projectId',
        });
        return z.NEVER;
      }),
    /**
     * Where the page's Firebase SDK signs in instead of Google: the sandbox's stand-in for
     * Firebase Authentication. It accepts any identity, so production refuses it.
     */
    FIREBASE_AUTH_EMULATOR_URL: z.url().optional(),
    /**
     * Game types the site does not offer, comma-separated ('' offers every type). Cockfighting
     * by default: online cockfighting (e-sabong) is suspended in the Philippines (EO 9, 2022).
     */
    GAME_TYPES_DISABLED: z
      .string()
      .default('COCKFIGHT')
      .transform((text) =>
        text
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((type) => type.toUpperCase()),
      )
      .pipe(z.array(z.enum(GAME_TYPES))),
    /*
     * The reality check (issue 30, item 2): every N minutes of play in the game host, a dialog
     * with the time played and the net result. The merchant's default N and the bounds of the
     * player's own choice (member centre), in minutes.
     */
    REALITY_CHECK_MINUTES: z.coerce
      .number()
      .int()
      .positive()
      .max(1_440)
      .default(REALITY_CHECK_DEFAULTS.minutes),
    REALITY_CHECK_MIN_MINUTES: z.coerce
      .number()
      .int()
      .positive()
      .max(1_440)
      .default(REALITY_CHECK_DEFAULTS.minMinutes),
    REALITY_CHECK_MAX_MINUTES: z.coerce
      .number()
      .int()
      .positive()
      .max(1_440)
      .default(REALITY_CHECK_DEFAULTS.maxMinutes),
    /**
     * A test setting: how long a reality-check "minute" lasts, so a journey sees the dialog in
     * seconds. Production keeps the real minute (checked below).
     */
    REALITY_CHECK_MINUTE_MS: z.coerce.number().int().min(100).max(60_000).default(60_000),
    /** The merchant's languages, comma-separated, in the picker's order (spec section 8). */
    SITE_LANGUAGES: z
      .string()
      .default(TRANSLATED_LANGUAGES.join(','))
      .transform((text) =>
        text
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((code) => code.toUpperCase()),
      )
      .pipe(z.array(z.enum(LANGUAGE_CODES)).min(1)),

    /* -----------------------------------------------------------------------------------------
     * The regulator line (issue 30 item 4): "21+ · Play responsibly · Help" at the foot of every
     * page and under the game host. Per merchant, because some operate outside the Philippines;
     * unset, each is the Philippine rule (contracts REGULATOR_LINE_DEFAULTS), so a merchant who
     * sets nothing shows the line a regulator there expects. Sent to the page in system.status.
     * --------------------------------------------------------------------------------------- */
    /** `false` hides the line (a market whose regulator asks for none); shown by default. */
    REGULATOR_LINE: booleanFromEnv.default(REGULATOR_LINE_DEFAULTS.shown),
    /** The age on the badge ("21+"): the merchant's market's minimum age to play. */
    REGULATOR_MIN_AGE: z.coerce
      .number()
      .int()
      .min(REGULATOR_AGE_RANGE.min)
      .max(REGULATOR_AGE_RANGE.max)
      .default(REGULATOR_LINE_DEFAULTS.minimumAge),
    /**
     * Where the line's Help goes: an https address (a regulator's or a help charity's page), or
     * unset (empty) for the site's own play-responsibly page. Never http: a help page must not be
     * one anyone on the player's network can rewrite.
     */
    REGULATOR_HELP_URL: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .url({ protocol: /^https$/, error: 'REGULATOR_HELP_URL must be an https:// address' })
        // zod runs this after a failed url check too: only a parsed address is looked at.
        .refine((text) => {
          const url = URL.canParse(text) ? new URL(text) : null;
          return url === null || (url.username === '' && url.password === '');
        }, 'REGULATOR_HELP_URL must not carry credentials')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_URL) {
      // The stand-in signs anybody in as anybody: never in front of real players.
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_URL'],
        message: 'FIREBASE_AUTH_EMULATOR_URL is for the sandbox: production signs in with Firebase',
      });
    }
    if (env.NODE_ENV === 'production' && !env.COOKIE_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['COOKIE_SECRET'],
        message: 'COOKIE_SECRET (at least 32 characters) is required in production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_ORIGIN) {
      // The payment return and chat back links: the loopback default would strand players.
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: 'PUBLIC_ORIGIN (the site origins players use) is required in production',
      });
    }
    const { REALITY_CHECK_MINUTES: every, REALITY_CHECK_MIN_MINUTES: min } = env;
    if (
      min > env.REALITY_CHECK_MAX_MINUTES ||
      every < min ||
      every > env.REALITY_CHECK_MAX_MINUTES
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['REALITY_CHECK_MINUTES'],
        message:
          'REALITY_CHECK_MINUTES must lie between REALITY_CHECK_MIN_MINUTES and REALITY_CHECK_MAX_MINUTES',
      });
    }
    if (env.NODE_ENV === 'production' && env.REALITY_CHECK_MINUTE_MS !== 60_000) {
      // A shortened minute would stop play every few seconds: it is for journeys only.
      ctx.addIssue({
        code: 'custom',
        path: ['REALITY_CHECK_MINUTE_MS'],
        message: 'REALITY_CHECK_MINUTE_MS is a test setting: production counts real minutes',
      });
    }
    if (env.NODE_ENV === 'production' && env.LOG_FORMAT === 'pretty') {
      // Log collectors parse JSON lines; pretty text would reach them as unparseable noise.
      ctx.addIssue({
        code: 'custom',
        path: ['LOG_FORMAT'],
        message: 'LOG_FORMAT=pretty is for local runs: production logs JSON',
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
  lottoH5BaseUrl: string;
  merchantCode: string;
  /**
   * The site's public origins, the first the default (`PUBLIC_ORIGIN`): the only origins the
   * BFF ever writes into a URL that brings the player back (payment return, chat back link).
   */
  publicOrigins: readonly [string, ...string[]];
  redisUrl: string | undefined;
  /** A Redis Cluster's seed nodes (REDIS_CLUSTER_NODES): the store runs on the cluster. */
  redisCluster: { nodes: readonly ClusterNode[]; password: string | undefined } | undefined;
  /** Where the cache lives when not beside the sessions; undefined means in the main store. */
  cacheRedisUrl: string | undefined;
  cookieSecret: string;
  cookieSecure: boolean;
  hstsMaxAgeSeconds: number;
  trustProxy: false | number | string;
  logLevel: string;
  logFormat: 'json' | 'pretty';
  upstreamTimeoutMs: number;
  upstreamConnections: number;
  upstreamBreakerThreshold: number;
  upstreamBreakerHalfOpenMs: number;
  /** The most bytes of one gateway answer read (UPSTREAM_MAX_RESPONSE_BYTES). */
  upstreamMaxResponseBytes: number;
  rateLimits: RateLimitConfig;
  loginGuard: LoginGuardConfig;
  sessionTtlSeconds: number;
  rememberLoginTtlSeconds: number;
  trpcMaxBatchSize: number;
  requestTimeoutMs: number;
  accessLogLevel: string;
  refusalLogsPerSecond: number;
  connectionTimeoutMs: number;
  uploadBytesInFlightMax: number;
  sessionCopy: { maxAgeMs: number; maxEntries: number };
  statusCacheTtlMs: number;
  promotionsCacheTtlMs: number;
  homeSectionDeadlineMs: number;
  readyCheckCacheMs: number;
  readyRateLimitPerMin: number;
  webDistDir: string;
  /** Where the server renderer's build is (`entry-server.js`), or null to render nothing. */
  webSsrDir: string | null;
  /** Extra image origins for the CSP (the gateway's image CDN). */
  cspImgSrc: string[];
  /** Facebook and Google login through Firebase, or null when the site has no Firebase app. */
  socialLogin: SocialLoginConfig;
  /** Game types the site does not offer: hidden everywhere, refused at launch. */
  gameTypesDisabled: readonly string[];
  /** The languages the site offers (SITE_LANGUAGES), in the picker's order. */
  siteLanguages: readonly LanguageCode[];
  /** The reality check: the merchant's interval and bounds (minutes), and a minute's length. */
  realityCheck: RealityCheckConfig;
  /** The regulator line's settings (REGULATOR_*), as system.status sends them. */
  regulator: RegulatorLine;
}

export interface RealityCheckConfig {
  minutes: number;
  minMinutes: number;
  maxMinutes: number;
  /** 60 000 but in journeys (REALITY_CHECK_MINUTE_MS). */
  minuteMs: number;
}

/** Fixed-window limits: `max` calls per `windowMs`, counted in the store (shared by replicas). */
export interface RateLimitConfig {
  globalPerMinute: number;
  loginPerIp: { max: number; windowMs: number };
  memberReadsPerSession: { max: number; windowMs: number };
  captchaPerIp: { max: number; windowMs: number };
  smsPerMobile: { max: number; windowMs: number };
  smsPerIp: { max: number; windowMs: number };
  registerPerIp: { max: number; windowMs: number };
  kycPerMember: { max: number; windowMs: number };
  agentWritesPerMember: { max: number; windowMs: number };
}

/**
 * Per-username protection that never locks the real player out: failures (not attempts) are
 * counted; past `captchaAfterFailures` every attempt needs a captcha and failed ones answer
 * slower, doubling from `slowdownBaseMs` up to `slowdownMaxMs`.
 */
export interface LoginGuardConfig {
  captchaAfterFailures: number;
  windowMs: number;
  slowdownBaseMs: number;
  slowdownMaxMs: number;
}

export type LimitName = Exclude<keyof RateLimitConfig, 'globalPerMinute'>;

/** A named limit, or the global per-address one (a no-op when it is off). */
export type CheckedLimit = LimitName | 'global';

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
    lottoH5BaseUrl: (e.LOTTO_H5_BASE_URL ?? e.LGW_BASE_URL ?? e.WPS_BASE_URL).replace(/\/$/, ''),
    merchantCode: e.MERCHANT_CODE,
    publicOrigins: nonEmpty(e.PUBLIC_ORIGIN) ?? loopbackOrigins(e.HOST, e.PORT),
    redisUrl: e.REDIS_URL,
    redisCluster: e.REDIS_CLUSTER_NODES
      ? { nodes: e.REDIS_CLUSTER_NODES, password: e.REDIS_CLUSTER_PASSWORD }
      : undefined,
    cacheRedisUrl: e.CACHE_REDIS_URL,
    // Outside production a per-process secret is fine: sessions then last one process.
    cookieSecret: e.COOKIE_SECRET ?? randomBytes(32).toString('hex'),
    cookieSecure: e.COOKIE_SECURE,
    hstsMaxAgeSeconds: e.HSTS_MAX_AGE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    upstreamConnections: e.UPSTREAM_CONNECTIONS,
    upstreamBreakerThreshold: e.UPSTREAM_BREAKER_THRESHOLD,
    upstreamBreakerHalfOpenMs: e.UPSTREAM_BREAKER_HALF_OPEN_MS,
    upstreamMaxResponseBytes: e.UPSTREAM_MAX_RESPONSE_BYTES,
    rateLimits: {
      globalPerMinute: e.RATE_LIMIT_GLOBAL_PER_MIN,
      loginPerIp: { max: e.RATE_LIMIT_LOGIN_PER_IP_PER_MIN, windowMs: MINUTE },
      memberReadsPerSession: {
        max: e.RATE_LIMIT_MEMBER_READS_PER_SESSION_PER_MIN,
        windowMs: MINUTE,
      },
      captchaPerIp: { max: e.RATE_LIMIT_CAPTCHA_PER_IP_PER_MIN, windowMs: MINUTE },
      smsPerMobile: { max: e.RATE_LIMIT_SMS_PER_MOBILE_PER_10_MIN, windowMs: 10 * MINUTE },
      smsPerIp: { max: e.RATE_LIMIT_SMS_PER_IP_PER_10_MIN, windowMs: 10 * MINUTE },
      registerPerIp: { max: e.RATE_LIMIT_REGISTER_PER_IP_PER_HOUR, windowMs: 60 * MINUTE },
      kycPerMember: { max: e.RATE_LIMIT_KYC_PER_MEMBER_PER_HOUR, windowMs: 60 * MINUTE },
      agentWritesPerMember: {
        max: e.RATE_LIMIT_AGENT_WRITES_PER_MEMBER_PER_MIN,
        windowMs: MINUTE,
      },
    },
    loginGuard: {
      captchaAfterFailures: e.LOGIN_CAPTCHA_AFTER_FAILURES,
      windowMs: 15 * MINUTE,
      slowdownBaseMs: 250,
      slowdownMaxMs: 4_000,
    },
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    rememberLoginTtlSeconds: e.REMEMBER_LOGIN_TTL_DAYS * 24 * 60 * 60,
    trpcMaxBatchSize: e.TRPC_MAX_BATCH_SIZE,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    accessLogLevel: e.ACCESS_LOG_LEVEL,
    refusalLogsPerSecond: e.ACCESS_LOG_REFUSALS_PER_SECOND,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    uploadBytesInFlightMax: e.UPLOAD_BYTES_IN_FLIGHT_MAX,
    sessionCopy: { maxAgeMs: e.SESSION_COPY_MAX_AGE_MS, maxEntries: e.SESSION_COPY_MAX_ENTRIES },
    statusCacheTtlMs: e.STATUS_CACHE_TTL_MS,
    promotionsCacheTtlMs: e.PROMOTIONS_CACHE_TTL_MS,
    homeSectionDeadlineMs: e.HOME_SECTION_DEADLINE_MS,
    readyCheckCacheMs: e.READY_CHECK_CACHE_MS,
    readyRateLimitPerMin: e.READY_RATE_LIMIT_PER_MIN,
    webDistDir: e.WEB_DIST_DIR,
    webSsrDir: e.SERVER_RENDERING
      ? (e.WEB_SSR_DIR ?? `${e.WEB_DIST_DIR.replace(/\/+$/, '')}-ssr`)
      : null,
    cspImgSrc: [wpsOrigin, ...e.CSP_IMG_SRC.split(/[\s,]+/).filter(Boolean)],
    socialLogin: e.FIREBASE_WEB_CONFIG
      ? {
          firebase: e.FIREBASE_WEB_CONFIG,
          emulatorUrl: e.FIREBASE_AUTH_EMULATOR_URL
            ? new URL(e.FIREBASE_AUTH_EMULATOR_URL).origin
            : null,
        }
      : null,
    gameTypesDisabled: e.GAME_TYPES_DISABLED,
    siteLanguages: e.SITE_LANGUAGES,
    realityCheck: {
      minutes: e.REALITY_CHECK_MINUTES,
      minMinutes: e.REALITY_CHECK_MIN_MINUTES,
      maxMinutes: e.REALITY_CHECK_MAX_MINUTES,
      minuteMs: e.REALITY_CHECK_MINUTE_MS,
    },
    regulator: {
      shown: e.REGULATOR_LINE,
      minimumAge: e.REGULATOR_MIN_AGE,
      helpUrl: e.REGULATOR_HELP_URL ?? null,
    },
  };
}

function nonEmpty(list: string[] | undefined): readonly [string, ...string[]] | undefined {
  const [first, ...rest] = list ?? [];
  return first === undefined ? undefined : [first, ...rest];
}

/** Without PUBLIC_ORIGIN: where this process listens, as a browser on the machine reaches it. */
function loopbackOrigins(host: string, port: number): readonly [string, ...string[]] {
  const named = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  const origins = [`http://${named.includes(':') ? `[${named}]` : named}:${port}`];
  if (named === '127.0.0.1') origins.push(`http://localhost:${port}`);
  return nonEmpty(origins) ?? ['http://127.0.0.1:8080'];
}

/**
 * Upstream time limits for tests that are not about them: the production ones (3 s a call, 1.5 s
 * for the home) are for a gateway on its own machines, and a test run shares two cores with the
 * sandbox, Redis and the other suites; at a load of 17 the home's sections came back empty and
 * logins timed out. A test about a limit names its own.
 */
const TEST_UPSTREAM_TIMEOUT_MS = 20_000;
const TEST_HOME_SECTION_DEADLINE_MS = 15_000;

/** A configuration for tests: the defaults plus overrides, no environment read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    UPSTREAM_TIMEOUT_MS: String(TEST_UPSTREAM_TIMEOUT_MS),
    HOME_SECTION_DEADLINE_MS: String(TEST_HOME_SECTION_DEADLINE_MS),
  });
  // As from the environment: the lottery origins are the gateway's unless named.
  const gateway = overrides.wpsBaseUrl ?? base.wpsBaseUrl;
  // No server rendering unless a test asks for it: the web build may or may not be there.
  return {
    ...base,
    lgwBaseUrl: gateway,
    lottoH5BaseUrl: gateway,
    webSsrDir: null,
    ...overrides,
  };
}
