import type { Download } from '@app/contracts';
import { DownloadButton } from '../../../features/download/download.tsx';
import { BalanceWidget } from '../../../features/member/balance-widget.tsx';
import { useSessionInfo } from '../../../lib/session.ts';
import { AccountActions } from '../../layout/account-actions.tsx';
import { Logo } from '../../layout/logo.tsx';
import '../../layout/layout.css';

/**
 * The spec hides the header on home, so home carries its own bar: the logo, the download button,
 * the balance for members and the account actions (greeting + member centre + log out, or log
 * in / register). The greeting reads member.info, which home.bootstrap seeds (no request on home).
 */
export function HomeTopBar({ download }: { download: Download | undefined }) {
  const session = useSessionInfo();
  return (
    <header className="top-bar">
      <Logo />
      <DownloadButton download={download} />
      {session ? <BalanceWidget /> : null}
      <AccountActions />
    </header>
  );
}
