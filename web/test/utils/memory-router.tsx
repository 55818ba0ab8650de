/**
 * The app's routes in a MemoryRouter, with a probe that records where the app is, so tests can
 * assert navigations (`nav.pathname()`, `nav.action()` for push or replace).
 */
import { useLayoutEffect } from 'react';
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

function Probe({ onChange }: { onChange: (state: NavState) => void }) {
  const location = useLocation();
  const action = useNavigationType();
  useLayoutEffect(() => onChange({ location, action }), [location, action, onChange]);
  return null;
}

export function createAppMemoryRouter(initialPath: string) {
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
      <Probe onChange={onChange} />
      <AppRoutes />
    </MemoryRouter>
  );
  return { element, nav };
}
