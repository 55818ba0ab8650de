/**
 * Signed in: "Hi, {name}" (nickname → account → session name), a Member centre link and Log out.
 * Visitor: "Log in" and "Register", links (they navigate) styled as buttons.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MemberCentreLink } from '../../features/member/member-centre-link.tsx';
import { LogoutButton } from '../../features/session/logout-button.tsx';
import { useMember } from '../../features/member/use-member.ts';
import { pathOf } from '../../lib/paths.ts';

export function AccountActions() {
  const { t } = useTranslation();
  const { session, name } = useMember();

  if (session) {
    return (
      <div className="account-actions">
        <span className="account-actions__greeting">{t('header.greeting', { name })}</span>
        <MemberCentreLink className="account-actions__link" />
        <LogoutButton className="btn btn--ghost btn--small" label={t('header.logout')} />
      </div>
    );
  }

  return (
    <div className="account-actions">
      <Link className="btn btn--secondary btn--small" to={pathOf('login')}>
        {t('header.login')}
      </Link>
      <Link className="btn btn--primary btn--small" to={pathOf('register')}>
        {t('header.register')}
      </Link>
    </div>
  );
}
