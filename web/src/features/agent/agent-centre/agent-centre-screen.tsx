/**
 * `/m/member/agent`, the agent centre (issue 26, item 4): the team's head counts
 * (agent.teamKpi, ODSFE2_TeamKPIA), its money over a period the agent picks (TeamKPIB: this
 * month, last month, the last 7 days; amounts in the player's locale, the period as dates), the
 * team by level (agent.subordinates, ODSFE2_Subordinate), and the way to every agent page.
 * Reached from the member centre; only agents get here (ACCESS.agent).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { ChipGroup } from '../../../components/ui/toggles.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDate, useMoneyFormat } from '../../../lib/format.ts';
import { href, type StaticRouteName } from '../../../lib/paths.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { Figures } from './agent-centre-parts.tsx';
import { localDay, periodDates, TEAM_PERIODS, type TeamPeriod } from './team-period.ts';
import './agent-centre.css';

/** The agent's pages, in the order an agent looks for them, and their icons. */
const TOOLS = {
  agentDownlines: 'user',
  agentTransfer: 'wallet',
  agentReport: 'clock',
  agentQuota: 'star',
  agentRegister: 'shield',
  inviteFriends: 'share',
} as const satisfies Partial<Record<StaticRouteName, IconName>>;
const TOOL_ROUTES = Object.keys(TOOLS) as (keyof typeof TOOLS)[];

export function AgentCentreScreen() {
  const { t } = useTranslation(['agentCentre', 'routes']);
  return (
    <main className="agent-centre">
      <h1 className="visually-hidden">{t('routes:titles.agentCentre')}</h1>
      <TeamCounts />
      <TeamMoney />
      <TeamLevels />
      <nav aria-label={t('centre.tools')}>
        <ul className="agent-tools">
          {TOOL_ROUTES.map((route) => (
            <li key={route}>
              <Link to={href(route)} className="agent-tools__link">
                <span className="icon-disc agent-tools__icon" aria-hidden="true">
                  <Icon name={TOOLS[route]} size={22} />
                </span>
                <span>{t(`routes:titles.${route}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}

/** The team's head counts: they do not depend on the period. */
function TeamCounts() {
  const { t } = useTranslation('agentCentre');
  const kpi = useQuery(useTRPC().agent.teamKpi.queryOptions(periodDates('thisMonth')));
  return (
    <Card
      id="agent-team"
      className="agent-card"
      titleClassName="agent-card__title"
      title={t('centre.team')}
    >
      <QueryView query={kpi} loading={<Skeleton className="agent-skeleton" />}>
        {({ members }) => (
          <Figures
            figures={[
              { key: 'total', label: t('centre.teamSize'), value: String(members.total) },
              { key: 'direct', label: t('centre.direct'), value: String(members.direct) },
              { key: 'active', label: t('centre.active'), value: String(members.active) },
              { key: 'new', label: t('centre.new'), value: String(members.new) },
            ]}
          />
        )}
      </QueryView>
    </Card>
  );
}

/** The team's money over the chosen period. */
function TeamMoney() {
  const { t } = useTranslation('agentCentre');
  const language = useLanguage();
  const money = useMoneyFormat();
  const [period, setPeriod] = useState<TeamPeriod>('thisMonth');
  const dates = periodDates(period);
  const kpi = useQuery(useTRPC().agent.teamKpi.queryOptions(dates));
  return (
    <Card
      id="agent-figures"
      className="agent-card"
      titleClassName="agent-card__title"
      title={t('centre.figures')}
    >
      <ChipGroup
        label={t('centre.periods')}
        items={TEAM_PERIODS}
        pressed={(item) => item === period}
        onPress={setPeriod}
        className="agent-chips"
        chipClassName="chip agent-chip"
      >
        {(item) => t(`centre.period.${item}`)}
      </ChipGroup>
      <p className="agent-muted" data-testid="team-period">
        {t('centre.range', {
          from: formatDate(localDay(dates.startDate), language),
          to: formatDate(localDay(dates.endDate), language),
        })}
      </p>
      <QueryView query={kpi} loading={<Skeleton className="agent-skeleton" />}>
        {(data) => (
          <Figures
            figures={(['deposit', 'withdrawal', 'validBet', 'winLoss', 'rebate'] as const).map(
              (key) => ({ key, label: t(`centre.${key}`), value: money(data[key], null) }),
            )}
          />
        )}
      </QueryView>
    </Card>
  );
}

/** The team by level under the agent (1 = direct). */
function TeamLevels() {
  const { t } = useTranslation('agentCentre');
  const subordinates = useQuery(useTRPC().agent.subordinates.queryOptions());
  return (
    <Card
      id="agent-levels"
      className="agent-card"
      titleClassName="agent-card__title"
      title={t('centre.levels')}
    >
      <QueryView
        query={subordinates}
        loading={<Skeleton className="agent-skeleton" />}
        isEmpty={(data) => data.levels.length === 0}
        empty={<p className="agent-muted">{t('centre.noLevels')}</p>}
      >
        {(data) => (
          <ul className="agent-levels">
            {data.levels.map((level) => (
              <li key={level.level}>
                <span>
                  {level.level === 1
                    ? t('centre.levelDirect')
                    : t('centre.level', { level: level.level })}
                </span>
                <span className="agent-muted">
                  {t('centre.levelCount', { count: level.count, active: level.active })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}
