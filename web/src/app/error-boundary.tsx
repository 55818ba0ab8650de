import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadError } from '../components/ui/load-error.tsx';
import { i18n } from '../i18n/index.ts';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** What the console log says failed. */
  logMessage: string;
  /** What "click to retry" does; by default the children render again. */
  onRetry?: () => void;
}

interface State {
  failed: boolean;
}

/** A render error shows "Loading failed, click to retry" and is logged, never a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(this.props.logMessage, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const { onRetry } = this.props;
    return (
      <main className="page-error">
        <LoadError
          label={i18n.t('common:errors.loading_failed')}
          onRetry={onRetry ?? (() => this.setState({ failed: false }))}
        />
      </main>
    );
  }
}

/** Last line of defence around the whole app: retry renders it again. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary logMessage="App error">{children}</ErrorBoundary>;
}
