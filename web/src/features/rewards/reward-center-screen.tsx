/**
 * `/m/rewardCenter` (spec section 4: needs REWCEN3; issue 14): the member's rewards, those to
 * claim first (soonest to expire first) and then those claimed or expired. Claim credits the
 * main wallet through rewards.claim; each tap carries a request key (one per reward and
 * submission, lib/submission-key.ts), so a double tap claims once. The REWCEN3 gate itself is the
 * route's (app/routes/rewards): with the flag off this screen is never shown.
 */
import type { Reward } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorCode, errorText } from '../../lib/errors.ts';
import { formatDate, useMoneyFormat } from '../../lib/format.ts';
import { useLanguage } from '../../i18n/index.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { RewardsEmpty } from './rewards-empty.tsx';
import './rewards.css';

type View = 'claimable' | 'history';

export function RewardCenterScreen({ unavailable }: { unavailable: ReactNode }) {
  const { t } = useTranslation(['rewards', 'routes', 'errors']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const [view, setView] = useState<View>('claimable');
  const [submissionKey, renewKey] = useSubmissionKey();
  const list = useQuery(trpc.rewards.list.queryOptions(undefined, { meta: { silent: true } }));
  const claim = useMutation(
    trpc.rewards.claim.mutationOptions({
      meta: { silent: true },
      onSuccess: ({ reward }) => {
        renewKey();
        showToast(t('center.claimed', { amount: money(reward.amount, null) }));
        void queryClient.invalidateQueries({ queryKey: trpc.rewards.list.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.member.balance.queryKey() });
      },
      onError: (error) => {
        showToast(errorText(error, t), { tone: 'error' });
        void queryClient.invalidateQueries({ queryKey: trpc.rewards.list.queryKey() });
      },
    }),
  );

  if (list.isError && errorCode(list.error) === 'feature_unavailable') return unavailable;
  const rewards = list.data?.rewards ?? [];
  const claimable = rewards.filter((r) => r.status === 'claimable');
  const history = rewards.filter((r) => r.status !== 'claimable');
  const shown = view === 'claimable' ? claimable : history;

  return (
    <main className="rewards-page">
      <h1 className="visually-hidden">{t('routes:titles.rewardCenter')}</h1>
      <Tabs
        tabs={(['claimable', 'history'] as const).map((key) => ({
          key,
          label: (
            <>
              {t(`center.tabs.${key}`)}
              {key === 'claimable' && claimable.length > 0 ? (
                <span className="rewards-tabs__count">{claimable.length}</span>
              ) : null}
            </>
          ),
        }))}
        value={view}
        onChange={setView}
        label={t('center.label')}
        className="rewards-tabs"
      />
      <QueryView
        query={list}
        loading={<Skeleton className="rewards-skeleton" />}
        isEmpty={() => shown.length === 0}
        empty={
          <RewardsEmpty
            text={t(view === 'claimable' ? 'center.noneToClaim' : 'center.noHistory')}
          />
        }
      >
        {() => (
          <ul className="list-stack rewards-list" aria-label={t(`center.tabs.${view}`)}>
            {shown.map((reward) => (
              <RewardItem
                key={reward.id}
                reward={reward}
                busy={claim.isPending && claim.variables.id === reward.id}
                disabled={claim.isPending}
                onClaim={() =>
                  claim.mutate({ id: reward.id, requestKey: `${submissionKey}-${reward.id}` })
                }
              />
            ))}
          </ul>
        )}
      </QueryView>
    </main>
  );
}

function RewardItem({
  reward,
  busy,
  disabled,
  onClaim,
}: {
  reward: Reward;
  busy: boolean;
  disabled: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation('rewards');
  const money = useMoneyFormat();
  const language = useLanguage();
  return (
    <li className={`reward reward--${reward.status}`} aria-label={reward.title}>
      <div className="reward__body">
        <strong className="reward__title">{reward.title}</strong>
        {reward.source ? <span className="reward__meta">{reward.source}</span> : null}
        <span className="reward__meta">
          {reward.status === 'claimable' && reward.expiresAt !== null
            ? t('center.expires', { date: formatDate(reward.expiresAt, language) })
            : reward.status === 'claimed' && reward.claimedAt !== null
              ? t('center.claimedOn', { date: formatDate(reward.claimedAt, language) })
              : reward.status === 'expired'
                ? t('center.expired')
                : null}
        </span>
      </div>
      <div className="reward__side">
        <strong className="reward__amount">{money(reward.amount, null)}</strong>
        {reward.status === 'claimable' ? (
          <Button className="btn--small" busy={busy} disabled={disabled} onClick={onClaim}>
            {t('center.claim')}
          </Button>
        ) : (
          <span className={`reward__status reward__status--${reward.status}`}>
            {t(`center.status.${reward.status}`)}
          </span>
        )}
      </div>
    </li>
  );
}
