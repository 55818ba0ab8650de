import { Toaster } from '../components/ui/toast.tsx';
import { GameLauncher } from '../features/games/game-launcher.tsx';
import { StatusGate } from './gates/status-gate.tsx';
import { TermsGate } from './gates/terms-gate.tsx';
import { Layout } from './layout/layout.tsx';

/**
 * The root route: status gate, then terms gate, then the layout with the current screen, inside
 * the one game launcher every screen's game taps go through.
 */
export function AppShell() {
  return (
    <>
      <StatusGate>
        <TermsGate>
          <GameLauncher>
            <Layout />
          </GameLauncher>
        </TermsGate>
      </StatusGate>
      <Toaster />
    </>
  );
}
