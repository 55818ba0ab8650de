import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadError } from '../components/ui/load-error.tsx';
import { i18n } from '../i18n/index.ts';

interface State {
  failed: boolean;
}

/** Last line of defence: a render error shows "Loading failed, click to retry", never a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('App error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="page-error">
        <LoadError
          label={i18n.t('errors.loading_failed')}
          onRetry={() => this.setState({ failed: false })}
        />
      </main>
    );
  }
}
