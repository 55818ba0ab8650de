/**
 * Download and install (spec section 2 "Download and install", section 4 rules): the download
 * bar and button here; the download popup with its entries and the install guides in
 * download-popup.tsx. Data: home.bootstrap
 * (`download`, `promotions.appDownload`). Offers never show inside an installed web app.
 */
import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Download, PromotionAvailability } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import { useBrowserValue, useUserAgent } from '../../lib/browser-value.ts';
import { isIos, isIosSafari, isStandalone } from '../../lib/platform.ts';
import { readLocalFlag, writeLocalFlag } from '../../lib/storage.ts';
import { openDownloadPopup, usePopupEverOpened } from './download-store.ts';
import './download.css';

export { openDownloadPopup } from './download-store.ts';

// The popup and its install guides are a chunk of their own, fetched at the first tap on
// Download: most visits never open them.
const DownloadPopup = lazy(() => import('./download-popup.tsx'));

export const DOWNLOAD_BAR_CLOSED_KEY = 'downloadBarClosed';

function hasOffers(download: Download | undefined, userAgent: string): boolean {
  if (!download) return false;
  return Boolean(download.android || download.ios || download.iosProfile) || isIosSafari(userAgent);
}

/** Whether the app runs installed: false on the server and while hydrating its page. */
function useStandalone(): boolean {
  return useBrowserValue(isStandalone, false);
}

/** Download button of the home top bar (home pages only; never in an installed app). */
export function DownloadButton({ download }: { download: Download | undefined }) {
  const { t } = useTranslation('download');
  const standalone = useStandalone();
  const userAgent = useUserAgent();
  if (standalone || !hasOffers(download, userAgent)) return null;
  return (
    <button type="button" className="download-button" onClick={openDownloadPopup}>
      <Icon name="download" size={20} />
      <span className="visually-hidden">{t('download.open')}</span>
    </button>
  );
}

function Stars() {
  const { t } = useTranslation('download');
  return (
    <span className="download-bar__rating">
      <span aria-hidden="true">5.0</span>
      <span className="download-bar__stars" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <Icon key={i} name="star" size={12} />
        ))}
      </span>
      <span className="visually-hidden">{t('download.rating')}</span>
    </span>
  );
}

/** The bar's background per theme (--color-surface-raised in styles/theme.css). */
const BAR_BACKGROUND = { dark: '#262a3d', light: '#eef0f6' } as const;

function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rgb/#rrggbb colours; 0 when either cannot be read. */
function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return 0;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The merchant's description colour (app_desc_font_color) is chosen for one background; issue 9:
 * the seed's #ffd166 was unreadable in the light theme. It is kept only in the themes where it
 * reaches 4.5:1 on the bar; elsewhere the theme's text colour shows (download.css).
 */
function DescriptionText({ color, children }: { color: string | null; children: ReactNode }) {
  // Set through the CSSOM, not a style attribute: a server-rendered page's style attributes are
  // refused by the CSP (style-src 'self'), and hydration would not put the value back.
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (color) ref.current?.style.setProperty('--merchant-colour', color);
  }, [color]);
  if (!color) return <span className="download-bar__description">{children}</span>;
  const readableIn = (Object.keys(BAR_BACKGROUND) as (keyof typeof BAR_BACKGROUND)[]).filter(
    (theme) => contrastRatio(color, BAR_BACKGROUND[theme]) >= 4.5,
  );
  return (
    <span
      className="download-bar__description"
      ref={ref}
      data-merchant-colour={readableIn.join(' ') || undefined}
    >
      {children}
    </span>
  );
}

/** The download bar plus the popup it (and the top bar) opens. */
export interface DownloadData {
  download: Download;
  promotions: PromotionAvailability;
}

export function DownloadCenter({ data }: { data: DownloadData | undefined }) {
  const { t } = useTranslation('download');
  // Closed on this device before: known to the browser only (the server sends the bar).
  const closedBefore = useBrowserValue(() => readLocalFlag(DOWNLOAD_BAR_CLOSED_KEY), false);
  const [closedNow, setClosed] = useState(false);
  const closed = closedBefore || closedNow;
  const popupEverOpened = usePopupEverOpened();
  const standalone = useStandalone();
  const userAgent = useUserAgent();
  if (!data || standalone) return null;
  const { download, promotions } = data;
  const showBar =
    !closed &&
    hasOffers(download, userAgent) &&
    // An iOS home-screen clip without an iOS link has nothing to offer.
    !(isIos(userAgent) && !download.ios && !download.iosProfile && !isIosSafari(userAgent));

  return (
    <>
      {showBar ? (
        <section className="download-bar" aria-label={t('download.region')}>
          {download.appIcon ? (
            <img
              className="download-bar__icon"
              src={download.appIcon}
              alt=""
              width={40}
              height={40}
            />
          ) : (
            <span className="download-bar__icon" />
          )}
          <div className="download-bar__text">
            <DescriptionText color={download.descriptionColor}>
              {download.description ?? t('download.defaultDescription')}
            </DescriptionText>
            <Stars />
          </div>
          {promotions.appDownload.enabled ? (
            <span className="download-bar__gift">
              <Icon name="gift" size={20} />
              <span className="visually-hidden">{t('download.bonus')}</span>
            </span>
          ) : null}
          <button type="button" className="btn btn--primary btn--small" onClick={openDownloadPopup}>
            {t('download.download')}
          </button>
          <button
            type="button"
            className="download-bar__close"
            onClick={() => {
              writeLocalFlag(DOWNLOAD_BAR_CLOSED_KEY);
              setClosed(true);
            }}
          >
            <Icon name="close" size={16} />
            <span className="visually-hidden">{t('download.close')}</span>
          </button>
        </section>
      ) : null}
      {popupEverOpened ? (
        <Suspense fallback={null}>
          <DownloadPopup download={download} />
        </Suspense>
      ) : null}
    </>
  );
}
