import {
  flattenWhitelabel,
  statusFlag,
  RegisterRulesSchema,
  SystemStatusSchema,
  type GatewayStatus,
  type LanguageCode,
  type RegisterRules,
  type SystemStatus,
} from '@app/contracts';
import type { Context } from '../../trpc/context.ts';
import { safeUrlFor, type UrlCheck } from '../../lib/safe-url.ts';
import { decryptCustomerServicePath } from '../../upstream/gateway-crypto.ts';
import { fetchRegisterRules, fetchStatus } from './system.upstream.ts';

/**
 * Shared by every visitor: fresh for STATUS_CACHE_TTL_MS (30 s by default: the longest a
 * maintenance switch takes to reach players), then served stale while refreshing, up to 10 min.
 */
const STATUS_STALE_TTL_MS = 10 * 60_000;

type SystemContext = Pick<Context, 'gateway' | 'cache' | 'config' | 'log'>;

export async function getStatus(ctx: SystemContext, language: LanguageCode): Promise<SystemStatus> {
  return ctx.cache.cached({
    key: `${ctx.config.merchantCode}:system:status:mobile:${language}`,
    ttlMs: ctx.config.statusCacheTtlMs,
    staleTtlMs: STATUS_STALE_TTL_MS,
    schema: SystemStatusSchema,
    load: async () =>
      toSystemStatus(await fetchStatus(ctx.gateway.shared(language)), safeUrlFor(ctx.log)),
  });
}

/** Registration rules change with the site's settings: fresh 5 min, stale up to an hour. */
const REGISTER_RULES_CACHE = { ttlMs: 5 * 60_000, staleTtlMs: 60 * 60_000 };

export async function getRegisterRules(
  ctx: SystemContext,
  language: LanguageCode,
): Promise<RegisterRules> {
  return ctx.cache.cached({
    key: `${ctx.config.merchantCode}:system:register-rules:all:${language}`,
    ...REGISTER_RULES_CACHE,
    schema: RegisterRulesSchema,
    load: () => fetchRegisterRules(ctx.gateway.shared(language)),
  });
}

/** Social resources whose link may open the messaging app itself (`viber://chat?...`). */
const APP_LINK_RESOURCES = new Set(['VIBER', 'TELEGRAM', 'WHATSAPP']);

/** What the web app needs from the gateway's status, with customer-service links decrypted. */
export function toSystemStatus(status: GatewayStatus, urls: UrlCheck): SystemStatus {
  const { info } = status;
  const template = info.mobileTemplate;
  return {
    flag: statusFlag(status),
    maintenance: status.maintenance,
    regionRestriction: status.regionRestriction,
    whitelabel: flattenWhitelabel(info.whitelabel),
    register: info.register,
    // Download and social links (home's `download`) come from here: a resource without a usable
    // URL is dropped with its log line.
    resources: info.resources.flatMap((resource) => {
      const url = urls(resource.url, `resource.${resource.resourceType}`, {
        appLinks: APP_LINK_RESOURCES.has(resource.resourceType.toUpperCase()),
      });
      return url ? [{ ...resource, url }] : [];
    }),
    customerService: info.customerService.flatMap((entry) => {
      const url = urls(decryptCustomerServicePath(entry.path), `customerService.${entry.csType}`);
      return url ? [{ csType: entry.csType, url }] : [];
    }),
    imageCdn: urls(info.imageCDNs[0], 'imageCdn'),
    countryIconCdn: urls(info.countryIconCDN, 'countryIconCdn'),
    mainDomain: info.mainDomain ?? null,
    template: template?.mem_cen === '1' ? 'new' : 'base',
    detailTemplate: template?.dep_func === '1' ? 'new' : 'base',
    appDescription: template?.app_desc ?? null,
    appDescriptionColor: template?.app_desc_font_color ?? null,
  };
}
