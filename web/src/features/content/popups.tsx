/**
 * Login popups (announcements): once per browser session for each audience, closable; several
 * show as a carousel. A visitor's (execution B) and a member's (execution A) are different
 * popups: closing the visitor's before logging in must not hide the member's (issue 27 item 7).
 * A logout counts as the visitor's seen (use-logout.ts): the home a player is sent to after
 * logging out opens no popup, however often they log in and out (issue 27 item 24).
 */
import type { Popup } from '@app/contracts';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/ui/carousel.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { OperatorHtml } from '../../components/ui/operator-html.tsx';
import { pagerTexts } from '../../components/ui/pager-texts.ts';
import { useDialogTurn } from '../../lib/overlay-requests.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { readLoginPopupsShown, writeLoginPopupsShown } from '../../lib/storage.ts';

/** Login popups: once per browser session, closable; several show as a carousel. */
export function LoginPopups({ popups }: { popups: Popup[] }) {
  const { t } = useTranslation('content');
  const audience = useSessionInfo() ? 'member' : 'visitor';
  const [, closed] = useReducer((count: number) => count + 1, 0);
  const wanted = popups.length > 0 && !readLoginPopupsShown(audience);
  // Another dialog that opened by itself (the contract-request alert) goes first.
  if (!useDialogTurn(wanted)) return null;
  const close = () => {
    writeLoginPopupsShown(audience);
    closed();
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
