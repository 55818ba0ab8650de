/**
 * `/m/member/agent/downlines/:memberId` (issue 26, item 4): one member of the agent's team
 * (agent.downline): who they are, their place in the team, balance and this month's figures,
 * the way to their own team, and their rebate settings (rebate-settings.tsx). A member outside
 * the team is the gateway's `not_downline`, shown as the query's error.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDateTime, useMoneyFormat } from '../../../lib/format.ts';
import { href } from '../../../lib/paths.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { Figures, positiveIntOf, StatusBadge } from './agent-centre-parts.tsx';
import { RebateSettingsCard } from './rebate-settings.tsx';
import './agent-centre.css';

export function DownlineScreen() {
  const { t } = useTranslation(['agentCentre', 'routes', 'errors']);
  const memberId = positiveIntOf(useParams().memberId ?? null);
  return (
    <main className="agent-centre">
      <h1 className="visually-hidden">{t('routes:titles.agentDownline')}</h1>
      {memberId === undefined ? (
        <p className="agent-empty">{t('errors:not_downline')}</p>
      ) : (
        <>
          <Details memberId={memberId} />
          <RebateSettingsCard memberId={memberId} />
        </>
      )}
      <Link className="agent-link" to={href('agentDownlines')}>
        {t('downline.backToTeam')}
      </Link>
    </main>
  );
}

function Details({ memberId }: { memberId: number }) {
  const { t } = useTranslation('agentCentre');
  const language = useLanguage();
  const money = useMoneyFormat();
  const downline = useQuery(useTRPC().agent.downline.queryOptions({ memberId }));
  return (
    <QueryView query={downline} loading={<Skeleton className="agent-skeleton" />}>
      {(d) => (
        <>
          <Card
            id="agent-downline"
            className="agent-card"
            titleClassName="agent-card__title"
            title={
              <>
                {d.username} <StatusBadge active={d.active} />
              </>
            }
          >
            <Figures
              figures={[
                { key: 'nickname', label: t('downline.nickname'), value: d.nickname ?? '-' },
                {
                  key: 'kind',
                  label: t('downline.kind'),
                  value: t(d.isAgent ? 'kind.agent' : 'kind.player'),
                },
                { key: 'level', label: t('downline.level'), value: String(d.level) },
                { key: 'upline', label: t('downline.upline'), value: d.parentUsername ?? '-' },
                {
                  key: 'registered',
                  label: t('downline.registered'),
                  value: formatDateTime(d.registeredAt, language),
                },
                {
                  key: 'lastLogin',
                  label: t('downline.lastLogin'),
                  value:
                    d.lastLoginAt === null
                      ? t('downline.never')
                      : formatDateTime(d.lastLoginAt, language),
                },
                { key: 'balance', label: t('downline.balance'), value: money(d.balance, null) },
                { key: 'team', label: t('downline.team'), value: String(d.downlines) },
              ]}
            />
            {d.downlines > 0 ? (
              <Link
                className="agent-link"
                to={href('agentDownlines', { query: { parentId: String(d.memberId) } })}
              >
                {t('downlines.viewTeam', { name: d.username, count: d.downlines })}
              </Link>
            ) : null}
          </Card>
          <Card
            id="agent-downline-month"
            className="agent-card"
            titleClassName="agent-card__title"
            title={t('downline.month')}
          >
            <Figures
              figures={(['deposit', 'withdrawal', 'validBet', 'winLoss'] as const).map((key) => ({
                key,
                label: t(`centre.${key}`),
                value: money(d[key], null),
              }))}
            />
          </Card>
        </>
      )}
    </QueryView>
  );
}
