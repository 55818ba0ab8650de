import {
  canonicalPhone,
  CountriesSchema,
  DEFAULT_LANGUAGE,
  matchesRegisterRule,
  type CanonicalPhone,
  RegisterRulesSchema,
  SystemStatusSchema,
  type Country,
  type LanguageCode,
  type RegisterRules,
  type SystemStatus,
} from '@app/contracts';
import type { Context } from '../../trpc/context.ts';
import { AppError } from '../../trpc/errors.ts';
import { deepFreeze, isDeeplyFrozen } from '../../lib/frozen.ts';
import { safeUrlFor } from '../../lib/safe-url.ts';
import { fetchCountries, fetchRegisterRules, fetchStatus } from './system.upstream.ts';

/**
 * Shared by every visitor: fresh for STATUS_CACHE_TTL_MS (30 s by default: the longest a
 * maintenance switch takes to reach players), then served stale while refreshing, up to 10 min.
 */
const STATUS_STALE_TTL_MS = 10 * 60_000;

/**
 * The status is the most-called procedure (every page load asks for it): a fresh copy is also
 * kept in this process for up to a second, never past its freshness (decision 034), so most
 * calls skip the store, the JSON parse and the schema checks.
 */
const STATUS_LOCAL_TTL_MS = 1_000;

type SystemContext = Pick<Context, 'gateway' | 'cache' | 'config' | 'log'>;

/**
 * The answers made from each locally kept status, per config (tests run apps with different
 * settings side by side): the same frozen object for every call in the window, which the
 * procedure's output check then checks once (lib/frozen.ts).
 */
const answers = new WeakMap<SystemStatus, WeakMap<SystemContext['config'], SystemStatus>>();

export async function getStatus(ctx: SystemContext, language: LanguageCode): Promise<SystemStatus> {
  const status = await ctx.cache.cached({
    key: statusKey(ctx.config, language),
    ttlMs: ctx.config.statusCacheTtlMs,
    staleTtlMs: STATUS_STALE_TTL_MS,
    localTtlMs: STATUS_LOCAL_TTL_MS,
    schema: SystemStatusSchema,
    load: async () => fetchStatus(ctx.gateway.shared(language), safeUrlFor(ctx.log)),
  });
  return isDeeplyFrozen(status) ? keptAnswer(status, ctx.config) : answerFor(status, ctx.config);
}

/**
 * What getStatus answers for `language` without a store or gateway call, when this process keeps
 * a fresh copy (STATUS_LOCAL_TTL_MS); undefined when it would have to ask (status-shortcut.ts).
 */
export function keptStatus(
  ctx: Pick<SystemContext, 'cache' | 'config'>,
  language: LanguageCode,
): SystemStatus | undefined {
  // The local copies hold only what SystemStatusSchema parsed for this key, deep-frozen.
  const status = ctx.cache.kept(statusKey(ctx.config, language)) as SystemStatus | undefined;
  return status && keptAnswer(status, ctx.config);
}

function statusKey(config: SystemContext['config'], language: LanguageCode): string {
  return `${config.merchantCode}:system:status:mobile:${language}`;
}

/** The one frozen answer made from a kept status for a config. */
function keptAnswer(status: SystemStatus, config: SystemContext['config']): SystemStatus {
  let byConfig = answers.get(status);
  if (!byConfig) {
    byConfig = new WeakMap();
    answers.set(status, byConfig);
  }
  let answer = byConfig.get(config);
  if (!answer) {
    // A copy: freezing must not reach into the config's own objects (socialLogin).
    answer = deepFreeze(structuredClone(answerFor(status, config)));
    byConfig.set(config, answer);
  }
  return answer;
}

/** This replica's settings, never a cached copy of another's. */
function answerFor(status: SystemStatus, config: SystemContext['config']): SystemStatus {
  return {
    ...status,
    socialLogin: config.socialLogin,
    languages: [...config.siteLanguages],
    regulator: { ...config.regulator },
  };
}

/**
 * Registration rules are the site's settings, published in the status too: fresh as long as the
 * status (STATUS_CACHE_TTL_MS), so an operator's change reaches the form as soon; stale up to an
 * hour.
 */
const REGISTER_RULES_STALE_TTL_MS = 60 * 60_000;

export async function getRegisterRules(
  ctx: SystemContext,
  language: LanguageCode,
): Promise<RegisterRules> {
  return ctx.cache.cached({
    key: `${ctx.config.merchantCode}:system:register-rules:all:${language}`,
    ttlMs: ctx.config.statusCacheTtlMs,
    staleTtlMs: REGISTER_RULES_STALE_TTL_MS,
    schema: RegisterRulesSchema,
    load: () => fetchRegisterRules(ctx.gateway.shared(language)),
  });
}

/** The country list hardly ever changes: fresh an hour, stale up to a day. */
const COUNTRIES_CACHE = { ttlMs: 60 * 60_000, staleTtlMs: 24 * 60 * 60_000 };

export async function getCountries(ctx: SystemContext, language: LanguageCode): Promise<Country[]> {
  return ctx.cache.cached({
    key: `${ctx.config.merchantCode}:system:countries:all:${language}`,
    ...COUNTRIES_CACHE,
    schema: CountriesSchema,
    load: () => fetchCountries(ctx.gateway.shared(language)),
  });
}

/**
 * A typed number in its one canonical form (contracts phone.ts), its dialing code checked against
 * the country list (the same list in every language: the default's copy is read). A code no
 * country has (`+630`) is refused as the form's own field error, before any limit key or gateway
 * call is made of it.
 */
export async function canonicalPhoneOf(
  ctx: SystemContext,
  phone: { mobile: string; dialingCode: string },
): Promise<CanonicalPhone> {
  const countries = await getCountries(ctx, DEFAULT_LANGUAGE);
  const canonical = canonicalPhone(
    phone,
    countries.map((country) => country.dialingCode),
  );
  if (!canonical) {
    throw new AppError('BAD_REQUEST', 'invalid_input', {
      fieldErrors: { dialingCode: ['validation.dialingCode'] },
    });
  }
  return canonical;
}

/**
 * A new password must follow the site's password rule (the register rules' `password`, spec
 * section 5): checked before the gateway sees it, refused as a field error on `field`.
 */
export async function assertSitePassword(
  ctx: SystemContext,
  language: LanguageCode,
  password: string,
  field: string,
): Promise<void> {
  const rule = (await getRegisterRules(ctx, language)).password;
  if (rule?.enabled && !matchesRegisterRule(rule, password)) {
    throw new AppError('BAD_REQUEST', 'invalid_input', {
      fieldErrors: { [field]: ['validation.password'] },
    });
  }
}
