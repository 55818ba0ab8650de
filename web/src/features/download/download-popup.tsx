/**
 * The download popup (spec section 2 "Download and install"): the entries for the platform, and
 * the install guides (add to home screen on iOS Safari; the iOS profile, whose steps differ on
 * iOS 12.4 or older). Loaded at the first tap on Download (download.tsx).
 */
import { useState } from 'react';
import type { Download } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { isIos, isIosSafari, isLegacyIos } from '../../lib/platform.ts';
import { setPopupOpen, usePopupOpen } from './download-store.ts';
import { GUIDE_STEPS, GUIDE_TITLES, type Guide } from './install-guides.ts';

export default function DownloadPopup({ download }: { download: Download }) {
  const { t } = useTranslation('download');
  const open = usePopupOpen();
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
        <ul className="list-stack download-entries">
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

function InstallGuide({ guide, onClose }: { guide: Guide; onClose: () => void }) {
  const { t } = useTranslation('download');
  return (
    <Dialog open title={t(GUIDE_TITLES[guide])} closeLabel={t('download.close')} onClose={onClose}>
      <ol className="download-guide">
        {GUIDE_STEPS[guide].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
    </Dialog>
  );
}
