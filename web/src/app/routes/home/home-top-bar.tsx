import type { Download } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.tsx';
import { DownloadButton } from '../../../features/download/download.tsx';
import { BalanceWidget } from '../../../features/member/balance-widget.tsx';
import { MemberCentreLink } from '../../../features/member/member-centre-link.tsx';
import { useMember } from '../../../features/member/use-member.ts';
import { pathOf } from '../../../lib/paths.ts';
import { AccountActions } from '../../layout/account-actions.tsx';
import { Logo } from '../../layout/logo.tsx';
import '../../layout/layout.css';

/**
 * The spec hides the header on home, so home carries its own bar: the logo and the download
 * button, then for a visitor the balance (***) and log in / register; for a member one row even
 * at 360 px (issue 27 item 11): the greeting (ellipsised, the full name in its tooltip; it opens
 * the member centre), the balance and Deposit. Log out is in the side menu. The greeting reads
 * member.info, which home.bootstrap seeds (no request on home).
 */
export function HomeTopBar({ download }: { download: Download | undefined }) {
  const { session, name } = useMember();
  return (
    <header
      className={session ? 'top-bar home-top-bar home-top-bar--member' : 'top-bar home-top-bar'}
    >
      <Logo />
      <DownloadButton download={download} />
      {session ? (
        <MemberBar name={name ?? ''} />
      ) : (
        <>
          <BalanceWidget />
          <AccountActions />
        </>
      )}
    </header>
  );
}

function MemberBar({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <>
      <MemberCentreLink className="home-top-bar__greeting" title={name}>
        <span className="home-top-bar__greeting-text">{t('header.greeting', { name })}</span>
      </MemberCentreLink>
      <BalanceWidget />
      <Link
        className="btn btn--primary btn--small home-top-bar__deposit"
        to={pathOf('voucherCenter')}
      >
        <Icon name="wallet" size={18} />
        <span className="home-top-bar__deposit-label">{t('header.deposit')}</span>
      </Link>
    </>
  );
}
