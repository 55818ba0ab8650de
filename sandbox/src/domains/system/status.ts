/**
 * The value of GET /wps/system/status (§7.1), built from the current state on every call.
 */
import { randomBytes } from 'node:crypto';
import type { GatewayStatus, RegisterRules, Resource, WhitelabelNode } from '@app/contracts';
import { encryptCustomerServicePath } from '../../crypto/gateway-crypto.ts';
import type { SiteStatus } from './merchant.state.ts';
import { whitelabelTree } from './whitelabel.ts';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 8-character DES key for one customer-service path, as upstream does per response. */
export function randomKey8(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

export function customerServiceUrls(publicUrl: string): { csType: string; url: string }[] {
  return [
    { csType: 'CS', url: `${publicUrl}/support/chat?channel=cs` },
    { csType: 'WHATSAPP', url: 'https://wa.me/639170000000' },
    { csType: 'LIVECHAT', url: `${publicUrl}/support/chat?channel=livechat` },
  ];
}

function resources(publicUrl: string): Resource[] {
  const r = (resourceType: string, url: string, labelNameEn: string): Resource => ({
    resourceType,
    url,
    labelNameEn,
  });
  return [
    r('IOS', `${publicUrl}/download/ios`, 'iOS App'),
    r('Android', `${publicUrl}/download/android`, 'Android App'),
    r('MOBILECONFIG', `${publicUrl}/download/mobileconfig`, 'iOS Profile'),
    r('AppDownloadIcon', `${publicUrl}/cdn/app-icon.svg`, 'App icon'),
    r('SpeedTest', `${publicUrl}/download/speedtest`, 'Speed test'),
    r('SOCIALMEDIA', 'https://community.example.com/tcgdemo', 'Community'),
    r('COMMUNITY', 'https://community.example.com/tcgdemo/forum', 'Community'),
    r('FACEBOOK', 'https://www.facebook.com/tcgdemo', 'Facebook'),
    r('TELEGRAM', 'https://t.me/tcgdemo', 'Telegram'),
    // The second Telegram channel of the customer-service icons (spec "Download and install").
    r('TELEGRAM_1', 'https://t.me/tcgdemo_support', 'Telegram 2'),
    r('WHATSAPP', 'https://wa.me/639170000000', 'WhatsApp'),
    r('INSTAGRAM', 'https://www.instagram.com/tcgdemo', 'Instagram'),
    r('VIBER', 'viber://chat?number=639170000000', 'Viber'),
    r('TIKTOK', 'https://www.tiktok.com/@tcgdemo', 'TikTok'),
  ];
}

export interface StatusValue extends Omit<GatewayStatus, 'info' | 'content'> {
  info: {
    customerService: { csType: string; path: string }[];
    domainRoute: unknown[];
    mainDomain: string;
    mobileTemplate: {
      mem_cen: string;
      dep_func: string;
      app_desc: string;
      app_desc_font_color: string;
    };
    resources: Resource[];
    whitelabel: WhitelabelNode;
    register: RegisterRules;
    imageCDNs: string[];
    launchGameCDNs: string[];
    countryIconCDN: string;
    analytics: { gtagId: string | null };
  };
}

/** The seed's resources with `overrides` replacing those of the same type (or added). */
function resourcesWith(publicUrl: string, overrides: readonly Resource[]): Resource[] {
  const type = (r: Resource) => r.resourceType.toUpperCase();
  const replaced = new Set(overrides.map(type));
  return [...resources(publicUrl).filter((r) => !replaced.has(type(r))), ...overrides];
}

export function buildStatus(
  state: SiteStatus & { whitelabel: Readonly<Record<string, boolean>>; register: RegisterRules },
  publicUrl: string,
  ip: string,
  resourceOverrides: readonly Resource[] = [],
): StatusValue {
  return {
    maintenance: state.maintenance,
    regionRestriction: state.regionRestriction,
    location: { ip },
    info: {
      customerService: customerServiceUrls(publicUrl).map(({ csType, url }) => ({
        csType,
        path: encryptCustomerServicePath(url, randomKey8()),
      })),
      domainRoute: [],
      mainDomain: new URL(publicUrl).host,
      mobileTemplate: {
        mem_cen: '1',
        dep_func: '1',
        app_desc: 'Download the app for faster games and exclusive bonuses',
        app_desc_font_color: '#ffd166',
      },
      resources: resourcesWith(publicUrl, resourceOverrides),
      whitelabel: whitelabelTree(state.whitelabel),
      register: state.register,
      imageCDNs: [`${publicUrl}/cdn`],
      launchGameCDNs: [`${publicUrl}/cdn`],
      countryIconCDN: `${publicUrl}/cdn/flags/`,
      analytics: { gtagId: null },
    },
  };
}
