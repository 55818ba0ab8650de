/**
 * The error element of every screen: a failed lazy chunk (new deploy, flaky network) or a render
 * error inside a screen. The layout stays; the screen area offers a retry that reloads the page,
 * which also picks up the new chunk names after a deploy.
 */
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';

const reload = () => window.location.reload();

export function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary logMessage="Route failed to load" onRetry={reload}>
      {children}
    </ErrorBoundary>
  );
}
