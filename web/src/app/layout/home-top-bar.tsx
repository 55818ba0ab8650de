import { TIMINGS_MS } from '@app/contracts/values';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import { DownloadButton } from '../../features/download/download.tsx';
import { useHomeBootstrap } from '../../lib/bootstrap.ts';
import { formatMoney } from '../../lib/format.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { readSessionFlag, writeSessionFlag } from '../../lib/storage.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { AccountActions } from './account-actions.tsx';
import { Logo } from './logo.tsx';
import './layout.css';

/** The player's choice to hide the amount lasts for the browser session. */
const BALANCE_HIDDEN_KEY = 'balanceHidden';

/**
 * Balance widget (spec sections 4 and 9): *** while hidden by the player, refreshing or unknown;
 * a tap refreshes; refreshed every 60 s; 2 decimals, currency symbol first. The first figure
 * comes with home.bootstrap (no extra request on load); later ones from member.balance.
 */
function BalanceWidget() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const home = useHomeBootstrap();
  const [hidden, setHidden] = useState(() => readSessionFlag(BALANCE_HIDDEN_KEY));
  const fromHome = home.data?.balance ?? undefined;
  const balance = useQuery(
    trpc.member.balance.queryOptions(undefined, {
      // Waits for home.bootstrap so the load stays one round trip.
      enabled: home.isSuccess,
      initialData: fromHome,
      initialDataUpdatedAt: home.dataUpdatedAt,
      staleTime: TIMINGS_MS.balanceRefresh,
      refetchInterval: TIMINGS_MS.balanceRefresh,
      meta: { silent: true },
    }),
  );
  const value = balance.data;
  const refreshing = balance.isFetching;
  const text =
    value && !refreshing && !hidden ? formatMoney(value.sumBalance, value.currencySymbol) : '***';
  const toggleHidden = () => {
    writeSessionFlag(BALANCE_HIDDEN_KEY, !hidden);
    setHidden(!hidden);
  };
  return (
    <span className="balance">
      <button
        type="button"
        className="balance__amount"
        aria-busy={refreshing || undefined}
        onClick={() => void balance.refetch()}
      >
        <span className="visually-hidden">{t('topBar.balance')}</span>
        {text}
      </button>
      <button
        type="button"
        className="balance__toggle"
        aria-pressed={hidden}
        onClick={toggleHidden}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
        <span className="visually-hidden">{t('topBar.hideBalance')}</span>
      </button>
    </span>
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
