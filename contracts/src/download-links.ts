/**
 * Which of the status's resources (spec section 3, "Download link") are the download and
 * customer-service links, read once for the BFF (home.bootstrap's `download`) and the web (the
 * app page and the service page, which read the status they already have). Zod-free: the web's
 * first load may import it through `@app/contracts/values`.
 */

/** A status resource as the web and the BFF both hold it (`ResourceSchema`). */
export interface ResourceLink {
  resourceType: string;
  url: string;
  labelNameEn?: string | null | undefined;
}

/** The url of the first resource of `type` (the gateway's spelling varies in case), or null. */
export function resourceUrl(resources: readonly ResourceLink[], type: string): string | null {
  const wanted = type.toUpperCase();
  const found = resources.find(
    (r) => r.resourceType.toUpperCase() === wanted && r.url.trim() !== '',
  );
  return found ? found.url : null;
}

export interface DownloadLinks {
  ios: string | null;
  android: string | null;
  /** The iOS configuration profile (resourceType MOBILECONFIG). */
  iosProfile: string | null;
}

/** The app downloads by platform: resourceType IOS, Android and MOBILECONFIG. */
export function downloadLinksOf(resources: readonly ResourceLink[]): DownloadLinks {
  return {
    ios: resourceUrl(resources, 'IOS'),
    android: resourceUrl(resources, 'Android'),
    iosProfile: resourceUrl(resources, 'MOBILECONFIG'),
  };
}

/**
 * The customer-service networks of the error/service page (spec "Download and install"), in the
 * spec's order; TELEGRAM_1 is the merchant's second Telegram channel.
 */
export const SERVICE_SOCIAL_TYPES = ['TELEGRAM', 'TELEGRAM_1', 'INSTAGRAM', 'FACEBOOK'] as const;
export type ServiceSocialType = (typeof SERVICE_SOCIAL_TYPES)[number];

/** Only the networks the merchant configured (a url that is not blank). */
export function serviceSocialLinksOf(
  resources: readonly ResourceLink[],
): { type: ServiceSocialType; url: string }[] {
  return SERVICE_SOCIAL_TYPES.flatMap((type) => {
    const url = resourceUrl(resources, type);
    return url ? [{ type, url }] : [];
  });
}
