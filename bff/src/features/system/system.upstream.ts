/** The gateway's system endpoints (upstream-gateway.md §7). */
import {
  TRANSLATED_LANGUAGES,
  REGULATOR_LINE_DEFAULTS,
  flattenWhitelabel,
  statusFlag,
  type Country,
  type GatewayStatus,
  type RegisterRules,
  type SystemStatus,
} from '@app/contracts';
import type { UrlCheck } from '../../lib/safe-url.ts';
import { decryptCustomerServicePath } from '../../upstream/gateway-crypto.ts';
import { ENDPOINTS } from './system.endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';
import { UpstreamError } from '../../upstream/errors.ts';

/** The mobile build reads /wps/v2/system/status; older gateways only have /wps/system/status. */
export async function fetchStatus(gateway: Gateway, urls: UrlCheck): Promise<SystemStatus> {
  return toSystemStatus(await fetchGatewayStatus(gateway), urls);
}

async function fetchGatewayStatus(gateway: Gateway): Promise<GatewayStatus> {
  try {
    return await gateway.call(ENDPOINTS.status);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) {
      return gateway.call(ENDPOINTS.statusLegacy);
    }
    throw error;
  }
}

/** Per-field registration rules (upstream-gateway.md §5.4), the same as status.info.register. */
export function fetchRegisterRules(gateway: Gateway): Promise<RegisterRules> {
  return gateway.call(ENDPOINTS.registerRules);
}

/** The countries and their dialing codes, in the gateway's order; '63' is spelled '+63'. */
export async function fetchCountries(gateway: Gateway): Promise<Country[]> {
  const countries = (await gateway.call(ENDPOINTS.countries)) ?? [];
  return countries.map((country) => ({
    code: country.countryCode,
    name: country.countryName,
    dialingCode: country.countryDialingCode.startsWith('+')
      ? country.countryDialingCode
      : `+${country.countryDialingCode}`,
  }));
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
    // The BFF's own setting, not the gateway's: system.service fills it in after the cache.
    socialLogin: null,
    languages: [...TRANSLATED_LANGUAGES],
    // The BFF's settings too (REGULATOR_*), filled in after the cache like the two above.
    regulator: { ...REGULATOR_LINE_DEFAULTS },
  };
}
