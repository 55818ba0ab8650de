/** The member's decisions on contract requests of a kind, newest first (contracts.history). */
import type { ContractKind } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { PAGE_PAGING, PagedList } from '../../components/ui/paged-list.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useContractFormat } from './contract-format.ts';

export function ContractHistory({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation(['contracts', 'lists']);
  const history = useInfiniteQuery(
    useTRPC().contracts.history.infiniteQueryOptions({ kind }, PAGE_PAGING),
  );
  const { date } = useContractFormat(kind);
  return (
    <Card
      id="contract-history"
      className="contract-card"
      titleClassName="contract-card__title"
      title={t('history.title')}
    >
      <PagedList
        query={history}
        label={t('history.label')}
        pageItems={(page) => page.items}
        totalPages={(page) => page.totalPages}
        pageNo={(page) => page.page}
        itemKey={(row) => row.id}
        renderItem={(row) => (
          <div className="contract-row">
            <span className="contract-tier__main">
              <strong>{t(`history.${row.decision}`)}</strong>
              <span className="contract-muted">
                {t('history.offered', {
                  upline: row.upline ?? t('history.noUpline'),
                  date: date(row.createdAt),
                })}
              </span>
            </span>
            <span className="contract-muted contract-row__side">
              {t('history.decidedOn', { date: date(row.decidedAt) })}
            </span>
          </div>
        )}
        empty={t('history.empty')}
      />
    </Card>
  );
}
