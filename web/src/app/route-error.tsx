/**
 * The error element of every screen: a failed lazy chunk (new deploy, flaky network) or a render
 * error inside a screen. The layout stays; the screen area offers a retry that reloads the page,
 * which also picks up the new chunk names after a deploy.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../components/ui/load-error.tsx';

function ScreenError() {
  const { t } = useTranslation();
  return (
    <main className="page-error">
      <LoadError label={t('errors.loading_failed')} onRetry={() => window.location.reload()} />
    </main>
  );
}

interface State {
  failed: boolean;
}

export class ScreenBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Route failed to load', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}
