/**
 * The member-centre action (spec section 4): a visitor goes to log in, the free-play trial
 * player (type 4) is asked to register a real account (cancel, or 'register now' to
 * /m/register), every other member opens /m/member/home. A link, so it reads and opens like one;
 * only the trial player's tap is turned into the prompt.
 */
import { isTrialMember } from '@app/contracts/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { pathOf } from '../../lib/paths.ts';
import { useSessionInfo } from '../../lib/session.ts';

export function MemberCentreLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const session = useSessionInfo();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState(false);
  const trial = session !== null && isTrialMember(session.type);
  return (
    <>
      <Link
        className={className}
        to={pathOf(session ? 'memberHome' : 'login')}
        onClick={(event) => {
          if (!trial) return;
          event.preventDefault();
          setPrompt(true);
        }}
      >
        {t('header.memberCentre')}
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
