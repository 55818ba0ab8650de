/** What the browser is: installed web app, iOS, Safari (download and install rules, spec §4). */

/** True in an installed web app (home-screen PWA or iOS home-screen clip). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  if (nav.standalone === true) return true;
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(display-mode: standalone)').matches
    : false;
}

export function isIos(userAgent: string = navigator.userAgent): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent);
}

export function isAndroid(userAgent: string = navigator.userAgent): boolean {
  return /Android/i.test(userAgent);
}

/** Safari on iOS (other iOS browsers carry their own token: CriOS, FxiOS, EdgiOS...). */
export function isIosSafari(userAgent: string = navigator.userAgent): boolean {
  return (
    isIos(userAgent) &&
    /Safari/i.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA|FBAN|FBAV|Instagram|Line\//i.test(userAgent)
  );
}

/** The iOS version from the user agent ("OS 12_4_1 like Mac OS X"), or null elsewhere. */
export function iosVersion(
  userAgent: string = navigator.userAgent,
): { major: number; minor: number } | null {
  if (!isIos(userAgent)) return null;
  const match = /OS (\d+)_(\d+)/.exec(userAgent);
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]) };
}

/**
 * iOS 12.4 or older: installing a profile goes straight to Settings there, so the profile guide
 * has its own steps (spec section 2, "Download and install").
 */
export function isLegacyIos(userAgent: string = navigator.userAgent): boolean {
  const version = iosVersion(userAgent);
  if (!version) return false;
  return version.major < 12 || (version.major === 12 && version.minor <= 4);
}
