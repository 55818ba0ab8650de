/** Login popups (announcements): once per browser session, closable; several show as a carousel. */
import type { Popup } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/ui/carousel.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { OperatorHtml } from '../../components/ui/operator-html.tsx';
import { pagerTexts } from '../../components/ui/pager-texts.ts';
import { readSessionFlag, writeSessionFlag } from '../../lib/storage.ts';

const POPUPS_SHOWN_KEY = 'loginPopupsShown';

/** Login popups: once per browser session, closable; several show as a carousel. */
export function LoginPopups({ popups }: { popups: Popup[] }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(() => !readSessionFlag(POPUPS_SHOWN_KEY));
  if (popups.length === 0 || !open) return null;
  const close = () => {
    writeSessionFlag(POPUPS_SHOWN_KEY);
    setOpen(false);
  };
  return (
    <Dialog
      open
      title={t('content.popupTitle')}
      closeLabel={t('ui.close')}
      onClose={close}
      className="popups"
    >
      <Carousel
        label={t('content.popupTitle')}
        pager={pagerTexts(t)}
        slides={popups.map((popup) => ({
          key: popup.id,
          content: (
            <article className="popup">
              <h3>{popup.title}</h3>
              {popup.imageUrl ? (
                <img src={popup.imageUrl} alt="" width={600} height={400} loading="lazy" />
              ) : null}
              {/* Sanitised by the BFF, and passed once more through operatorMarkup. */}
              <OperatorHtml className="popup__html" html={popup.contentHtml} />
            </article>
          ),
        }))}
      />
    </Dialog>
  );
}
