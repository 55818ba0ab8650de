/**
 * `/m/receivingCenter` (issue 14; the side menu's turntable image leads here): the turntable and
 * the list of what the member received. A spin is rewards.spin with a request key (a double tap
 * spins once); the gateway draws the prize, the page only shows it. When the wheel stops the
 * prize is announced and the list and the balance are read again.
 */
import type { Received, SpinResult } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Skeleton } from '../../components/ui/card.tsx';
import { QueryView } from '../../components/ui/query-view.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { useLanguage } from '../../i18n/index.ts';
import { errorText } from '../../lib/errors.ts';
import { formatDateTime, useMoneyFormat } from '../../lib/format.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { RewardsEmpty } from './rewards-empty.tsx';
import { Turntable } from './turntable.tsx';
import './rewards.css';

export function ReceivingCenterScreen() {
  const { t } = useTranslation(['rewards', 'routes', 'errors']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const [submissionKey, renewKey] = useSubmissionKey();
  const [result, setResult] = useState<SpinResult | null>(null);
  const [announced, setAnnounced] = useState<SpinResult | null>(null);
  const wheel = useQuery(
    trpc.rewards.turntable.queryOptions(undefined, { meta: { silent: true } }),
  );
  const received = useQuery(
    trpc.rewards.received.queryOptions(undefined, { meta: { silent: true } }),
  );
  const spin = useMutation(
    trpc.rewards.spin.mutationOptions({
      meta: { silent: true },
      onSuccess: (answer) => {
        renewKey();
        setAnnounced(null);
        setResult(answer);
      },
      onError: (error) => {
        showToast(errorText(error, t), { tone: 'error' });
        void queryClient.invalidateQueries({ queryKey: trpc.rewards.turntable.queryKey() });
      },
    }),
  );
  const onSettled = useCallback(
    (settled: SpinResult) => {
      setAnnounced(settled);
      void queryClient.invalidateQueries({ queryKey: trpc.rewards.turntable.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.rewards.received.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.member.balance.queryKey() });
    },
    [queryClient, trpc],
  );

  return (
    <main className="rewards-page">
      <h1 className="visually-hidden">{t('routes:titles.receivingCenter')}</h1>
      <Card id="turntable-title" className="rewards-card" title={t('turntable.title')}>
        <QueryView query={wheel} loading={<Skeleton className="turntable-skeleton" />}>
          {(data) => (
            <Turntable
              wheel={data}
              spinning={spin.isPending}
              onSpin={() => spin.mutate({ requestKey: submissionKey })}
              result={result}
              onSettled={onSettled}
            />
          )}
        </QueryView>
        <p className="turntable__result" role="status">
          {announced
            ? t('turntable.won', {
                prize: announced.prize.label,
                amount: money(announced.prize.amount, null),
              })
            : ''}
        </p>
      </Card>

      <Card id="received-title" className="rewards-card" title={t('received.title')}>
        <QueryView
          query={received}
          loading={<Skeleton className="rewards-skeleton" />}
          isEmpty={(data) => data.items.length === 0}
          empty={<RewardsEmpty text={t('received.empty')} />}
        >
          {(data) => (
            <ul className="list-stack rewards-list" aria-label={t('received.title')}>
              {data.items.map((item) => (
                <ReceivedItem key={item.id} item={item} />
              ))}
            </ul>
          )}
        </QueryView>
      </Card>
    </main>
  );
}

function ReceivedItem({ item }: { item: Received }) {
  const { t } = useTranslation('rewards');
  const money = useMoneyFormat();
  const language = useLanguage();
  const source = item.source === 'TURNTABLE' ? t('received.turntable') : item.source;
  return (
    <li className="reward" aria-label={item.title}>
      <div className="reward__body">
        <strong className="reward__title">{item.title}</strong>
        <span className="reward__meta">
          {[source, formatDateTime(item.receivedAt, language)].filter(Boolean).join(' · ')}
        </span>
      </div>
      <strong className="reward__amount">+{money(item.amount, null)}</strong>
    </li>
  );
}
