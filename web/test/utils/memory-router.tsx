/**
 * The app's routes in a MemoryRouter, with a probe that records where the app is, so tests can
 * assert navigations (`nav.pathname()`, `nav.action()` for push or replace).
 */
import { use, useLayoutEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import { AppRoutes, BASENAME } from '../../src/app/router.tsx';

export interface Nav {
  /** The path as the browser shows it, basename included: '/m/login'. */
  pathname(): string;
  search(): string;
  /** How the last navigation happened: PUSH, REPLACE or POP. */
  action(): NavigationType | undefined;
}

interface NavState {
  location: Location;
  action: NavigationType;
}

/**
 * Holds the router's next address while armed, as a busy main thread does in a browser: React
 * Router applies an address in a transition, so a query's answer (a synchronous update) can
 * reach the screen before the address that asked for it. `arm()` holds every later address until
 * `release()`; the screen meanwhile renders with the address it had.
 */
export class AddressGate {
  #held: Promise<void> | null = null;
  #open: () => void = () => undefined;
  #armedAt: string | null = null;

  arm(current: string): void {
    this.#armedAt = current;
    this.#held = new Promise((resolve) => (this.#open = resolve));
  }

  release(): void {
    this.#held = null;
    this.#armedAt = null;
    this.#open();
  }

  /** The promise to wait on before showing `address`, or null to show it now. */
  holdFor(address: string): Promise<void> | null {
    return this.#held && address !== this.#armedAt ? this.#held : null;
  }
}

function Probe({
  onChange,
  gate,
}: {
  onChange: (state: NavState) => void;
  gate: AddressGate | undefined;
}) {
  const location = useLocation();
  const action = useNavigationType();
  const held = gate?.holdFor(location.pathname + location.search);
  // Suspending a transition keeps the address on screen as it was until the gate opens.
  if (held) use(held);
  useLayoutEffect(() => onChange({ location, action }), [location, action, onChange]);
  return null;
}

export function createAppMemoryRouter(initialPath: string, gate?: AddressGate) {
  let current: NavState | undefined;
  const onChange = (state: NavState) => {
    current = state;
  };
  const nav: Nav = {
    // useLocation() strips the basename; tests read full paths like the address bar.
    pathname: () => (current ? BASENAME + current.location.pathname : ''),
    search: () => current?.location.search ?? '',
    action: () => current?.action,
  };
  const element = (
    <MemoryRouter initialEntries={[initialPath]} basename={BASENAME}>
      <Probe onChange={onChange} gate={gate} />
      <AppRoutes />
    </MemoryRouter>
  );
  return { element, nav };
}
