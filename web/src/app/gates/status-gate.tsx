/**
 * Status gate (spec section 4): flag 1 → maintenance page, flag 2 → region restriction page,
 * 0 → the app. The last status from localStorage renders at once while a fresh one loads; with
 * nothing cached and no answer, a readable retry instead of a blank page. Decision 007: the
 * terms notice does not wait for the first answer.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadError } from '../../components/ui/load-error.tsx';
import { errorText } from '../../lib/errors.ts';
import { useHomeBootstrap } from '../../lib/bootstrap.ts';
import { useSystemStatus } from '../../lib/status.ts';
import { PageLoading } from '../page-loading.tsx';
import { matchRoute } from '../routes.ts';
import './gates.css';

// The two pages (and their `system` texts) are chunks of their own: a normal day never needs them.
const MaintenancePage = lazy(async () => ({
  default: (await import('../../features/system/maintenance-page.tsx')).MaintenancePage,
}));
const RegionPage = lazy(async () => ({
  default: (await import('../../features/system/region-page.tsx')).RegionPage,
}));

/**
 * Starts the app's first data: system.status and, on home, home.bootstrap in the same tick, so
 * httpBatchLink sends both in ONE request (architecture.md "Home in one round trip"). Called by
 * the app shell above every gate.
 */
export function useStartupData(): void {
  const { pathname } = useLocation();
  useSystemStatus();
  useHomeBootstrap({ enabled: matchRoute(pathname).name === 'home' });
}

/**
 * Outermost gate: a known maintenance or region status replaces everything, the terms notice
 * included; with nothing known and no answer, a readable retry. While the first answer is on its
 * way the children render, so the terms notice (which needs no data) shows at once.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSystemStatus();

  if (status.data === undefined && status.isError) {
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
  const flag = status.data?.flag;
  if (flag === 1 || flag === 2) {
    return (
      <Suspense fallback={<PageLoading />}>
        {flag === 1 ? <MaintenancePage /> : <RegionPage />}
      </Suspense>
    );
  }
  return <>{children}</>;
}

/** Below the terms gate: the app itself waits until the status is known to be normal. */
export function StatusReady({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  return status.data === undefined ? <PageLoading /> : <>{children}</>;
}
