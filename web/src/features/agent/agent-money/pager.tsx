/**
 * Previous and next over a paged query whose input takes a page number (the agent's downlines
 * and P&L: their procedures take `page`, not a cursor), with 'page x of y' between. Nothing when
 * everything fits on one page.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

export function Pager({
  page,
  totalPages,
  busy,
  onPage,
}: {
  page: number;
  totalPages: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('agentMoney');
  if (totalPages <= 1) return null;
  return (
    <div className="agent-money__pager">
      <Button
        variant="secondary"
        className="btn--small"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </Button>
      <p role="status">{t('pager.page', { page, total: totalPages })}</p>
      <Button
        variant="secondary"
        className="btn--small"
        disabled={page >= totalPages || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </Button>
    </div>
  );
}
