/**
 * Turns the route table (routes.ts, data) into react-router routes. The shell and home are in
 * the first chunk; every other screen is a lazy chunk behind its own Suspense and error boundary.
 *
 * Declarative <Routes>, not the data router: the data router's loader and fetcher machinery is
 * about 16 KB gzip of the home's first load and we use none of it (decision 005). The two things
 * it did for us are here: the session guard (a <Navigate>) and the per-screen error element
 * (ScreenBoundary).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSessionInfo } from '../lib/session.ts';
import { AppShell } from './app-shell.tsx';
import { PageLoading } from './page-loading.tsx';
import { ScreenBoundary } from './route-error.tsx';
import { HomeScreen } from './routes/home/home-screen.tsx';
import {
  HOME_PATH,
  htmlAliasTarget,
  REDIRECT_WITH_SESSION,
  ROUTES,
  type RouteEntry,
} from './routes.ts';

export const BASENAME = '/m';

const LoginScreen = lazy(async () => ({
  default: (await import('../features/session/login-screen.tsx')).LoginScreen,
}));
const RoutePlaceholder = lazy(async () => ({
  default: (await import('./route-placeholder.tsx')).RoutePlaceholder,
}));

function screenOf(route: RouteEntry): ReactNode {
  switch (route.screen) {
    case 'home':
      return <HomeScreen />;
    case 'login':
      return <LoginScreen />;
    case 'placeholder':
      return <RoutePlaceholder />;
  }
}

function RouteScreen({ route }: { route: RouteEntry }) {
  // Subscribed, not read once: signing in on /login re-renders here and leaves the form.
  const session = useSessionInfo();
  if (route.withoutSession && !session) return <Navigate to={route.withoutSession} replace />;
  // Replace, so back from home does not return to a form that would redirect again.
  if (route.guestOnly && session) return <Navigate to={REDIRECT_WITH_SESSION} replace />;
  // A failing screen is replaced by the retry while the layout stays; keyed by route, so the
  // next navigation starts clean. The fallback shows while a lazy screen's chunk loads.
  return (
    <ScreenBoundary key={route.path}>
      <Suspense fallback={<PageLoading />}>{screenOf(route)}</Suspense>
    </ScreenBoundary>
  );
}

/**
 * Unknown paths fall back to home (spec section 2), except a legacy `.html` spelling of a known
 * route (`/login.html`), which opens that route with its query and hash.
 */
function UnknownPath() {
  const { pathname, search, hash } = useLocation();
  const target = htmlAliasTarget(pathname);
  return <Navigate to={target ? { pathname: target, search, hash } : HOME_PATH} replace />;
}

/** The routes inside whichever router renders them (BrowserRouter here, MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
        ))}
        <Route path="*" element={<UnknownPath />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter basename={BASENAME}>
      <AppRoutes />
    </BrowserRouter>
  );
}
