import { Toaster } from '../components/ui/toast.tsx';
import { FavouritesProvider } from '../features/games/favourites.tsx';
import { GameLauncher } from '../features/games/game-launcher.tsx';
import { useRefetchFailedOnReconnect } from '../lib/network-state.ts';
import { useResumeRefresh } from '../lib/resume.ts';
import { useHomeSeeding } from './home-seed.ts';
import { StatusGate, StatusReady, useStartupData } from './gates/status-gate.tsx';
import { TermsGate } from './gates/terms-gate.tsx';
import { Layout } from './layout/layout.tsx';

/**
 * The root route: the first data starts at once; the status gate (a known maintenance or region
 * status replaces everything); the terms notice, which shows without waiting for the status;
 * then, once the status is known, the layout with the current screen inside the one game
 * launcher every screen's game taps go through, and the favourites every tile's heart reads.
 * Decision 007. Coming back to the page refreshes the member's figures once (lib/resume.ts);
 * coming back online asks again for what failed meanwhile (lib/network-state.ts).
 */
export function AppShell() {
  useHomeSeeding();
  useStartupData();
  useResumeRefresh();
  useRefetchFailedOnReconnect();
  return (
    <>
      <StatusGate>
        <TermsGate>
          <StatusReady>
            <GameLauncher>
              <FavouritesProvider>
                <Layout />
              </FavouritesProvider>
            </GameLauncher>
          </StatusReady>
        </TermsGate>
      </StatusGate>
      <Toaster />
    </>
  );
}
