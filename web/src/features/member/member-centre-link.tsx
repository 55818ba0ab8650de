/**
 * The member-centre action (spec section 4): a visitor goes to log in, the free-play trial
 * player (type 4) is asked to register a real account (trial-register-prompt.tsx), every other
 * member opens /m/member/home. A link, so it reads and opens like one; only the trial player's
 * tap is turned into the prompt.
 */
import { isTrialMember } from '@app/contracts/values';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathOf } from '../../lib/paths.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { askTrialToRegister } from './trial-register-prompt.tsx';

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
  const trial = session !== null && isTrialMember(session.type);
  return (
    <Link
      className={className}
      title={title}
      to={pathOf(session ? 'memberHome' : 'login')}
      onClick={(event) => {
        if (!trial) return;
        event.preventDefault();
        askTrialToRegister();
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
  );
}
