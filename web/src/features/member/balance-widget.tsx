import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.tsx';
import { useMoneyFormat } from '../../lib/format.ts';
import { pathOf } from '../../lib/paths.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useBrowserValue } from '../../lib/browser-value.ts';
import { readSessionFlag, writeSessionFlag } from '../../lib/storage.ts';
import { useBalance } from './use-member.ts';

/** The player's choice to hide the amount lasts for the browser session. */
const BALANCE_HIDDEN_KEY = 'balanceHidden';

/** What the widget shows instead of an amount (spec section 4). */
export const BALANCE_MASK = '***';

/**
 * Balance widget (spec sections 4 and 9): *** for a visitor (a tap leads to log in, the one way
 * to a balance), and for a member while hidden by the player, refreshing or unknown;
 * a tap refreshes; refreshed every 60 s; 2 decimals, currency symbol first, grouped in the player's language. The first figure
 * comes with home.bootstrap, which seeds member.balance (no extra request on load); later ones
 * from member.balance.
 */
export function BalanceWidget() {
  return useSessionInfo() ? <MemberBalance /> : <VisitorBalance />;
}

function VisitorBalance() {
  const { t } = useTranslation();
  return (
    <span className="balance balance--visitor">
      <Link className="balance__amount" to={pathOf('login')} title={t('topBar.logInForBalance')}>
        <span className="visually-hidden">{t('topBar.balance')}</span>
        {BALANCE_MASK}
      </Link>
    </span>
  );
}

function MemberBalance() {
  const { t } = useTranslation();
  // Hidden this browser session: the tab knows, the server does not (it sends the balance shown).
  const hiddenBefore = useBrowserValue(() => readSessionFlag(BALANCE_HIDDEN_KEY), false);
  const [hiddenNow, setHidden] = useState<boolean | null>(null);
  const hidden = hiddenNow ?? hiddenBefore;
  const balance = useBalance();
  const formatMoney = useMoneyFormat();
  const value = balance.data;
  const refreshing = balance.isFetching;
  const text =
    value && !refreshing && !hidden
      ? formatMoney(value.sumBalance, value.currencySymbol)
      : BALANCE_MASK;
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
