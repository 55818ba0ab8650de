import { Toaster } from '../components/ui/toast.tsx';
import { StatusGate } from './gates/status-gate.tsx';
import { TermsGate } from './gates/terms-gate.tsx';
import { Layout } from './layout/layout.tsx';

/** The root route: status gate, then terms gate, then the layout with the current screen. */
export function AppShell() {
  return (
    <>
      <StatusGate>
        <TermsGate>
          <Layout />
        </TermsGate>
      </StatusGate>
      <Toaster />
    </>
  );
}
