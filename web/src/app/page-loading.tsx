import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner.tsx';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <main className="page-loading">
      <Spinner label={t('app.loading')} />
    </main>
  );
}
