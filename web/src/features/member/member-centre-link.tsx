/**
 * The member-centre action (spec section 4): a visitor goes to log in, the free-play trial
 * player (type 4) is asked to register a real account (cancel, or 'register now' to
 * /m/register), every other member opens /m/member/home. A link, so it reads and opens like one;
 * only the trial player's tap is turned into the prompt.
 */
import { isTrialMember } from '@app/contracts/values';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { pathOf } from '../../lib/paths.ts';
import { useSessionInfo } from '../../lib/session.ts';

/**
 * `children` (a greeting) show in place of the words "Member centre", which then stay for screen
 * readers: the link still says where it goes. `title` is the tooltip (an ellipsised full name).
 */
export function MemberCentreLink({
  className,
  title,
  children,
}: {
  className?: string;
  title?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSessionInfo();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState(false);
  const trial = session !== null && isTrialMember(session.type);
  return (
    <>
      <Link
        className={className}
        title={title}
        to={pathOf(session ? 'memberHome' : 'login')}
        onClick={(event) => {
          if (!trial) return;
          event.preventDefault();
          setPrompt(true);
        }}
      >
        {children ? (
          <>
            {children}
            <span className="visually-hidden"> {t('header.memberCentre')}</span>
          </>
        ) : (
          t('header.memberCentre')
        )}
      </Link>
      <ConfirmDialog
        open={prompt}
        title={t('header.memberCentre')}
        confirmLabel={t('trialPrompt.register')}
        cancelLabel={t('logout.cancel')}
        onCancel={() => setPrompt(false)}
        onConfirm={() => {
          setPrompt(false);
          void navigate(pathOf('register'));
        }}
      >
        <p>{t('trialPrompt.text')}</p>
      </ConfirmDialog>
    </>
  );
}
