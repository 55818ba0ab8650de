/**
 * `/m/member/agent/quota` (issue 26, item 4): the agent's quota groups (`agent.quotaGroups`,
 * the gateway's getAgentQuotaGroupByProduct), read only, one card per product type in the
 * contracts' order (RNG, LIVE, SPORTS, FISH, LOTT, PVP): each group's rebate rate and its places,
 * taken and free.
 */
import { REBATE_PRODUCT_TYPES } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatLocale } from '../../../lib/format.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import './agent-money.css';

/** A rate text ("1.20", percent) in the player's language: "1.20%", "1,20%". */
function useRate(): (rate: string) => string {
  const format = new Intl.NumberFormat(formatLocale(useLanguage()), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (rate) => format.format(Number(rate) / 100);
}

export function AgentQuotaScreen() {
  const { t } = useTranslation(['agentMoney', 'routes']);
  const quota = useQuery(useTRPC().agent.quotaGroups.queryOptions());
  const rate = useRate();
  return (
    <main className="agent-money">
      <h1 className="visually-hidden">{t('routes:titles.agentQuota')}</h1>
      <p className="agent-money__intro">{t('quota.intro')}</p>
      <QueryView
        query={quota}
        loading={<Skeleton className="agent-money__skeleton" />}
        isEmpty={(data) => data.groups.length === 0}
        empty={<p className="agent-money__empty">{t('quota.empty')}</p>}
      >
        {(data) =>
          REBATE_PRODUCT_TYPES.map((product) => {
            const groups = data.groups.filter((group) => group.productType === product);
            if (groups.length === 0) return null;
            return (
              <Card
                key={product}
                id={`quota-${product}`}
                className="agent-money__card"
                titleClassName="agent-money__title"
                title={t(`quota.products.${product}`)}
              >
                <ul className="agent-money__groups">
                  {groups.map((group) => (
                    <li key={group.name}>
                      <p className="agent-money__group-name">{group.name}</p>
                      <dl className="agent-money__figures agent-money__figures--grid">
                        <div>
                          <dt>{t('quota.rate')}</dt>
                          <dd>{rate(group.rate)}</dd>
                        </div>
                        <div>
                          <dt>{t('quota.quota')}</dt>
                          <dd>{group.quota}</dd>
                        </div>
                        <div>
                          <dt>{t('quota.used')}</dt>
                          <dd>{group.used}</dd>
                        </div>
                        <div>
                          <dt>{t('quota.left')}</dt>
                          <dd>{group.left}</dd>
                        </div>
                      </dl>
                    </li>
                  ))}
                </ul>
              </Card>
            );
          })
        }
      </QueryView>
    </main>
  );
}
