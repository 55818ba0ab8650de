import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../features/download/download.tsx';
import { useHomeBootstrap } from '../../lib/bootstrap.ts';
import { formatMoney } from '../../lib/format.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { AccountActions } from './account-actions.tsx';
import { Logo } from './logo.tsx';
import './layout.css';

/**
 * Balance widget (spec section 4): *** while refreshing or unknown, a tap refreshes (home.bootstrap
 * carries the wallet), 2 decimals, currency symbol first.
 */
function BalanceWidget() {
  const { t } = useTranslation();
  const home = useHomeBootstrap();
  const balance = home.data?.balance;
  const refreshing = home.isFetching;
  const text =
    balance && !refreshing ? formatMoney(balance.sumBalance, balance.currencySymbol) : '***';
  return (
    <button
      type="button"
      className="balance"
      aria-busy={refreshing || undefined}
      onClick={() => void home.refetch()}
    >
      <span className="sr-only">{t('topBar.balance')}</span>
      <span className="balance__amount">{text}</span>
    </button>
  );
}

/**
 * The spec hides the header on home, so home carries its own bar: the logo, the download button,
 * the balance for members and the account actions (greeting + member centre + log out, or log
 * in / register). The greeting reads home.bootstrap's `member` (no member.info request on home).
 */
export function HomeTopBar() {
  const home = useHomeBootstrap();
  const session = useSessionInfo();
  const source =
    home.data && !home.data.failedSections.includes('member')
      ? { member: home.data.member }
      : { member: undefined };
  return (
    <header className="top-bar">
      <Logo />
      <DownloadButton />
      {session ? <BalanceWidget /> : null}
      <AccountActions source={source} />
    </header>
  );
}
