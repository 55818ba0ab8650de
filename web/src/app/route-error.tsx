/**
 * errorElement of the routes: a failed lazy chunk (new deploy, flaky network) or a render error
 * inside a screen. The layout stays; the screen area offers a retry that reloads the page, which
 * also picks up the new chunk names after a deploy.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { LoadError } from '../components/ui/load-error.tsx';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error('Route failed to load', error);
  }, [error]);
  return (
    <main className="page-error">
      <LoadError label={t('errors.loading_failed')} onRetry={() => window.location.reload()} />
    </main>
  );
}
