/**
 * `/m/member/home`, the member centre (issue 13, item 1): who the player is (the display name
 * falls back nickname → account, the VIP label), the balance widget of the home (*** while hidden
 * or refreshing, a tap refreshes, every 60 s), the game wallets with a transfer between them, and
 * the way to every member page (the agent centre for agents), the shortcut grid first. The layout follows the site's template (system status
 * `template`, from `mobileTemplate.mem_cen`): 'new' a grid of tiles, 'base' a list; the deposit
 * shortcut follows `detailTemplate` (`dep_func`): 'new' offers quick amounts.
 * Visitors are sent to log in and the trial account home with its notice (routes.ts).
 */
import { TransferInputSchema } from '@app/contracts';
import { isAgent } from '@app/contracts/values';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card } from '../../components/ui/card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorText, validationText } from '../../lib/errors.ts';
import { useMoneyFormat } from '../../lib/format.ts';
import { href, pathOf, type StaticRouteName } from '../../lib/paths.ts';
import { useSystemStatus } from '../../lib/status.ts';
import { useEntryGuard } from '../../lib/route-entry.ts';
import { useOverlayOnEntry } from '../../lib/overlay-requests.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { Slot } from '../../lib/slots.tsx';
import { AccountSettings } from './account-settings.tsx';
import { BalanceWidget } from './balance-widget.tsx';
import { useMember } from './use-member.ts';
import './member.css';

/** Every member page, in the order a player looks for them, and its icon. */
const LINKS = {
  voucherCenter: 'wallet',
  withdraw: 'wallet',
  gameRecord: 'clock',
  webEmail: 'chat',
  activity: 'gift',
  vip: 'star',
  rewardCenter: 'trophy',
  changePsw: 'shield',
  feedback: 'info',
  // Issue 30: the player's own break from play.
  playBreak: 'pause',
} as const satisfies Partial<Record<StaticRouteName, IconName>>;
const LINKED_ROUTES = Object.keys(LINKS) as (keyof typeof LINKS)[];

const QUICK_DEPOSITS = ['500', '1000', '5000'] as const;

export function MemberHomeScreen() {
  const { t } = useTranslation(['member', 'routes']);
  const { session, member, name } = useMember();
  const status = useSystemStatus();
  const template = status.data?.template ?? 'base';
  const depositDetail = status.data?.detailTemplate ?? 'base';
  const vip = member?.vipLabel || '0';
  const entryGuard = useEntryGuard();
  useOverlayOnEntry('contractRequests'); // spec section 6: the contract-request check
  // The profile icon the player chose (account settings): its colour on the identity card.
  const avatar = useQuery(useTRPC().member.profile.queryOptions()).data?.avatar;
  return (
    <main className={`member-page member-centre member-centre--${template}`}>
      <h1 className="visually-hidden">{t('routes:titles.memberHome')}</h1>
      <section className="panel-raised member-centre__identity" aria-label={t('centre.identity')}>
        <span
          className={
            avatar
              ? `icon-disc member-centre__avatar member-avatar--${avatar}`
              : 'icon-disc member-centre__avatar'
          }
          aria-hidden="true"
        >
          <Icon name="user" size={28} />
        </span>
        <div className="member-centre__who">
          <strong className="member-centre__name">{name}</strong>
          <span className="member-centre__vip">
            {isLevelOnly(vip) ? t('centre.vip', { label: vip }) : vip}
          </span>
        </div>
        <div className="member-centre__balance">
          <span className="member-centre__label">{t('centre.balance')}</span>
          <BalanceWidget />
        </div>
      </section>
      {/* The shortcut grid first, under who the player is (issue 27 item 11): the pages are what
          a player comes here for; the wallets and settings follow. */}
      <nav aria-label={t('centre.pages')}>
        <ul className="member-centre__links">
          {/* Issue 26: the agent centre, for agents only (the route refuses anyone else). */}
          {isAgent(session?.type) ? (
            <li>
              <Link to={pathOf('agentCentre')} className="member-centre__link">
                <Icon name="user" size={22} />
                <span>{t('routes:titles.agentCentre')}</span>
              </Link>
            </li>
          ) : null}
          {LINKED_ROUTES.map((route) => (
            <li key={route}>
              <Link
                to={pathOf(route)}
                className="member-centre__link"
                // Spec section 4: without REWCEN3 the reward centre says contact_service and stays.
                onClick={entryGuard(route)}
              >
                <Icon name={LINKS[route]} size={22} />
                <span>{t(`routes:titles.${route}`)}</span>
              </Link>
            </li>
          ))}
          {/* Spec section 4: the referral action (invite friends, agent registration, or
              customer service), shown while REFERRAL runs. */}
          <Slot name="referralLink" wrap="li" className="member-centre__link">
            <Icon name="share" size={22} />
            <span>{t('routes:titles.inviteFriends')}</span>
          </Slot>
        </ul>
      </nav>
      {depositDetail === 'new' ? <QuickDeposit /> : null}
      <GameWallets />
      <AccountSettings />
    </main>
  );
}

/** The gateway's label ("VIP3") shows as it is; a bare level ("0", the spec's empty) gets "VIP ". */
const isLevelOnly = (label: string) => /^\d+$/.test(label);

function QuickDeposit() {
  const { t } = useTranslation('member');
  const money = useMoneyFormat();
  return (
    <Card
      id="centre-deposit"
      className="member-card"
      titleClassName="member-card__title"
      title={t('centre.quickDeposit')}
    >
      <div className="member-centre__quick">
        {QUICK_DEPOSITS.map((amount) => (
          <Link
            key={amount}
            className="member-centre__chip"
            to={href('voucherCenter', { query: { amount } })}
          >
            {money(amount, null).replace(/\.00$/, '')}
          </Link>
        ))}
      </div>
    </Card>
  );
}

/** The game wallets (`/wps/wallets/gcs`) and a transfer between two of them. */
function GameWallets() {
  const { t } = useTranslation(['member', 'errors', 'validation']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const wallets = useQuery(trpc.wallet.wallets.queryOptions());
  const list = wallets.data?.wallets ?? [];
  const [from, setFrom] = useState('MAIN');
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requestKey, renewKey] = useSubmissionKey();
  const target = to || list.find((w) => w.code !== from)?.code || '';
  const move = useMutation(
    trpc.wallet.transfer.mutationOptions({
      meta: { silent: true },
      onSuccess: () => {
        showToast(t('centre.transferred'));
        setAmount('');
        renewKey();
        void queryClient.invalidateQueries({ queryKey: trpc.wallet.wallets.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.member.balance.queryKey() });
      },
      onError: (cause) => setError(errorText(cause, t)),
    }),
  );
  const submit = () => {
    setError(null);
    const checked = TransferInputSchema.safeParse({ from, to: target, amount, requestKey });
    if (!checked.success) {
      setError(validationText(checked.error.issues[0]?.message ?? 'validation.invalid', t));
      return;
    }
    move.mutate(checked.data);
  };
  return (
    <Card
      id="centre-wallets"
      className="member-card"
      titleClassName="member-card__title"
      title={t('centre.wallets')}
    >
      {wallets.isError ? (
        <p className="member-form__error">{errorText(wallets.error, t)}</p>
      ) : (
        <ul className="member-centre__wallets" aria-busy={wallets.isPending || undefined}>
          {list.map((wallet) => (
            <li key={wallet.code}>
              <span>{wallet.name}</span>
              <strong>{money(wallet.balance, null)}</strong>
            </li>
          ))}
        </ul>
      )}
      {list.length > 1 ? (
        <form
          className="member-centre__transfer"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className="field">
              <label htmlFor={`transfer-${end}`}>{t(`centre.${end}`)}</label>
              <select
                id={`transfer-${end}`}
                value={end === 'from' ? from : target}
                onChange={(event) => (end === 'from' ? setFrom : setTo)(event.target.value)}
              >
                {list.map((wallet) => (
                  <option key={wallet.code} value={wallet.code}>
                    {wallet.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div className="field">
            <label htmlFor="transfer-amount">{t('centre.amount')}</label>
            <input
              id="transfer-amount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
          {error ? (
            <p className="member-form__error" role="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" busy={move.isPending}>
            {t('centre.transfer')}
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
