/**
 * Previous and next over a query whose input takes a page number (the agent's team list and
 * P&L report: their procedures take `page`, not a cursor), with 'page x of y' between them.
 * Nothing when everything fits on one page. `label` names the list the pages belong to.
 */
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

export function PagePager({
  label,
  page,
  totalPages,
  busy,
  onPage,
}: {
  label: string;
  page: number;
  totalPages: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="page-pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {t('ui.previousPage')}
      </Button>
      <span aria-current="page">{t('ui.pageOf', { page, total: totalPages })}</span>
      <Button
        variant="secondary"
        disabled={page >= totalPages || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('ui.nextPage')}
      </Button>
    </nav>
  );
}
