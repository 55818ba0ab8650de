/**
 * Download and install (spec section 2 "Download and install", section 4 rules): the download
 * bar, the download popup with its entries, and the add-to-home-screen guide. Data: home.bootstrap
 * (`download`, `promotions.appDownload`). Offers never show inside an installed web app.
 */
import { useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import type { Download, PromotionAvailability } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { isIos, isIosSafari, isLegacyIos, isStandalone } from '../../lib/platform.ts';
import { readLocalFlag, writeLocalFlag } from '../../lib/storage.ts';
import './download.css';

export const DOWNLOAD_BAR_CLOSED_KEY = 'downloadBarClosed';

/* The popup is opened from the bar and from the top bar's button: one tiny shared store. */
let popupOpen = false;
const listeners = new Set<() => void>();
function setPopupOpen(open: boolean): void {
  popupOpen = open;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export function openDownloadPopup(): void {
  setPopupOpen(true);
}

function hasOffers(download: Download | undefined): boolean {
  if (!download) return false;
  return Boolean(download.android || download.ios || download.iosProfile) || isIosSafari();
}

/** Download button of the home top bar (home pages only; never in an installed app). */
export function DownloadButton({ download }: { download: Download | undefined }) {
  const { t } = useTranslation('download');
  if (isStandalone() || !hasOffers(download)) return null;
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
  if (!color) return <span className="download-bar__description">{children}</span>;
  const readableIn = (Object.keys(BAR_BACKGROUND) as (keyof typeof BAR_BACKGROUND)[]).filter(
    (theme) => contrastRatio(color, BAR_BACKGROUND[theme]) >= 4.5,
  );
  return (
    <span
      className="download-bar__description"
      data-merchant-colour={readableIn.join(' ') || undefined}
      style={{ '--merchant-colour': color } as CSSProperties}
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
  const [closed, setClosed] = useState(() => readLocalFlag(DOWNLOAD_BAR_CLOSED_KEY));
  const standalone = isStandalone();
  if (!data || standalone) return null;
  const { download, promotions } = data;
  const showBar =
    !closed &&
    hasOffers(download) &&
    // An iOS home-screen clip without an iOS link has nothing to offer.
    !(isIos() && !download.ios && !download.iosProfile && !isIosSafari());

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
      <DownloadPopup download={download} />
    </>
  );
}

function DownloadPopup({ download }: { download: Download }) {
  const { t } = useTranslation('download');
  const open = useSyncExternalStore(
    subscribe,
    () => popupOpen,
    () => false,
  );
  const [guide, setGuide] = useState<Guide | null>(null);
  const [safariNote, setSafariNote] = useState(false);
  const iosOtherBrowser = isIos() && !isIosSafari();

  const iosEntry = (href: string, label: string, then?: Guide) =>
    iosOtherBrowser ? (
      <button type="button" className="download-entry" onClick={() => setSafariNote(true)}>
        {label}
      </button>
    ) : (
      <a
        className="download-entry"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={
          then
            ? () => {
                setPopupOpen(false);
                setGuide(then);
              }
            : undefined
        }
      >
        {label}
      </a>
    );

  return (
    <>
      <Dialog
        open={open}
        title={t('download.title')}
        closeLabel={t('download.close')}
        onClose={() => {
          setPopupOpen(false);
          setSafariNote(false);
        }}
      >
        <ul className="download-entries">
          {isIosSafari() ? (
            <li>
              <button
                type="button"
                className="download-entry"
                onClick={() => {
                  setPopupOpen(false);
                  setGuide('homeScreen');
                }}
              >
                {t('download.addToHome')}
              </button>
            </li>
          ) : null}
          {download.android ? (
            <li>
              <a
                className="download-entry"
                href={download.android}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('download.android')}
              </a>
            </li>
          ) : null}
          {download.iosProfile ? (
            <li>
              {iosEntry(
                download.iosProfile,
                t('download.iosProfile'),
                isLegacyIos() ? 'profileLegacy' : 'profile',
              )}
            </li>
          ) : null}
          {download.ios ? <li>{iosEntry(download.ios, t('download.ios'))}</li> : null}
        </ul>
        {safariNote ? (
          <p className="download-note" role="status">
            {t('download.useSafari')}
          </p>
        ) : null}
      </Dialog>
      {guide ? <InstallGuide guide={guide} onClose={() => setGuide(null)} /> : null}
    </>
  );
}

/**
 * The install guides: adding the site to the home screen (iOS Safari), and installing the iOS
 * profile, whose steps differ on iOS 12.4 or older.
 */
type Guide = 'homeScreen' | 'profile' | 'profileLegacy';

const GUIDE_STEPS: Record<Guide, readonly string[]> = {
  homeScreen: ['download.guideStep1', 'download.guideStep2', 'download.guideStep3'],
  profile: [
    'download.profileStep1',
    'download.profileStep2',
    'download.profileStep3',
    'download.profileStep4',
  ],
  profileLegacy: [
    'download.profileLegacyStep1',
    'download.profileLegacyStep2',
    'download.profileLegacyStep3',
    'download.profileStep4',
  ],
};

function InstallGuide({ guide, onClose }: { guide: Guide; onClose: () => void }) {
  const { t } = useTranslation('download');
  return (
    <Dialog
      open
      title={t(guide === 'homeScreen' ? 'download.guideTitle' : 'download.profileGuideTitle')}
      closeLabel={t('download.close')}
      onClose={onClose}
    >
      <ol className="download-guide">
        {GUIDE_STEPS[guide].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </Dialog>
  );
}
