/**
 * Status gate (spec section 4): flag 1 → maintenance page, flag 2 → region restriction page,
 * 0 → the app. The last status from localStorage renders at once while a fresh one loads; with
 * nothing cached and no answer, a readable retry instead of a blank page. Decision 007: the
 * terms notice does not wait for the first answer.
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
  if (status.data?.flag === 1) return <MaintenancePage />;
  if (status.data?.flag === 2) return <RegionPage />;
  return <>{children}</>;
}

/** Below the terms gate: the app itself waits until the status is known to be normal. */
export function StatusReady({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  return status.data === undefined ? <PageLoading /> : <>{children}</>;
}
