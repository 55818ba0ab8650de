/**
 * The member-centre action (spec section 4): a visitor goes to log in, the free-play trial
 * player (type 4) is asked to register a real account (trial-register-prompt.tsx), every other
 * member opens /m/member/home. A link, so it reads and opens like one; only the trial player's
 * tap is turned into the prompt.
 */
import { isTrialMember } from '@app/contracts/values';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathOf } from '../../lib/paths.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { askTrialToRegister } from './trial-register-prompt.tsx';

export function MemberCentreLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  const session = useSessionInfo();
  const trial = session !== null && isTrialMember(session.type);
  return (
    <Link
      className={className}
      to={pathOf(session ? 'memberHome' : 'login')}
      onClick={(event) => {
        if (!trial) return;
        event.preventDefault();
        askTrialToRegister();
      }}
    >
      {t('header.memberCentre')}
    </Link>
  );
}
