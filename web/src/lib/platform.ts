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

/** Safari on iOS (other iOS browsers carry their own token: CriOS, FxiOS, EdgiOS...). */
export function isIosSafari(userAgent: string = navigator.userAgent): boolean {
  return (
    isIos(userAgent) &&
    /Safari/i.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA|FBAN|FBAV|Instagram|Line\//i.test(userAgent)
  );
}
