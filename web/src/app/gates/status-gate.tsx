/**
 * Status gate (spec section 4): flag 1 → maintenance page, flag 2 → region restriction page,
 * 0 → the app. The last status from localStorage renders at once while a fresh one loads; with
 * nothing cached and no answer, a readable retry instead of a blank page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadError } from '../../components/ui/load-error.tsx';
import { MaintenancePage } from '../../features/system/maintenance-page.tsx';
import { RegionPage } from '../../features/system/region-page.tsx';
import { errorText } from '../../lib/errors.ts';
import { useHomeBootstrap } from '../../lib/bootstrap.ts';
import { useSystemStatus } from '../../lib/status.ts';
import { PageLoading } from '../page-loading.tsx';
import { matchRoute } from '../routes.ts';
import './gates.css';

export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  // On home, home.bootstrap starts in the same tick as system.status, so httpBatchLink sends
  // both in ONE request (architecture.md "Home in one round trip"); home reads the same query.
  const { pathname } = useLocation();
  useHomeBootstrap({ enabled: matchRoute(pathname).name === 'home' });

  if (status.data === undefined) {
    if (status.isError) {
      return (
        <main className="page-error">
          <LoadError
            detail={errorText(status.error, t)}
            label={t('errors.loading_failed')}
            onRetry={() => void status.refetch()}
          />
        </main>
      );
    }
    return <PageLoading />;
  }

  if (status.data.flag === 1) return <MaintenancePage />;
  if (status.data.flag === 2) return <RegionPage />;
  return <>{children}</>;
}
