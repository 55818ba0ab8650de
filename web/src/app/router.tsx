/**
 * Turns the route table (routes.ts, data) into react-router routes. The shell and home are in
 * the first chunk; every other screen is a lazy chunk behind its own Suspense and error boundary.
 *
 * Declarative <Routes>, not the data router: the data router's loader and fetcher machinery is
 * about 16 KB gzip of the home's first load and we use none of it (decision 005). The two things
 * it did for us are here: the session guard (a <Navigate>) and the per-screen error element
 * (ScreenBoundary).
 */
import { TIMINGS_MS } from '@app/contracts/values';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { showFreeReject, showToast } from '../components/ui/toast.tsx';
import { askTrialToRegister } from '../features/member/trial-register-prompt.tsx';
import { i18n, loadNamespaces } from '../i18n/index.ts';
import { ERRORS_NAMESPACE } from '../lib/errors.ts';
import { useDataLanguage } from '../i18n/data-language.ts';
import { pathOf } from '../lib/paths.ts';
import { useSessionInfo } from '../lib/session.ts';
import { useTRPC } from '../lib/trpc.ts';
import { AppShell } from './app-shell.tsx';
import { CurrentRouteContext } from './current-route.ts';
import { PageLoading } from './page-loading.tsx';
import { ScreenBoundary } from './route-error.tsx';
import { refusal, type Refusal } from '../lib/routing.ts';
import { htmlAliasTarget, ROUTES, type RouteEntry } from './routes.ts';

export const BASENAME = '/m';

/**
 * A refused player goes where the route says (replacing the entry, so back does not return to a
 * page that would redirect again), told why when the spec gives a text (free_reject, 2 s), or,
 * the trial player at the member centre, asked to register a real account.
 */
function Refused({ to, notice, blocked, trialPrompt }: Refusal) {
  const location = useLocation();
  const navigate = useNavigate();
  // An in-app tap (there is a page to stay on: React Router's first entry has key 'default')
  // that the guard refuses is undone; an address opened directly goes where the route says.
  const stay = blocked && location.key !== 'default';
  useEffect(() => {
    if (stay) void navigate(-1);
  }, [stay, navigate]);
  useEffect(() => {
    if (trialPrompt) askTrialToRegister();
  }, [trialPrompt]);
  useEffect(() => {
    if (!notice) return;
    // The catalogue is a chunk of its own; the generic text if it cannot load.
    void loadNamespaces([ERRORS_NAMESPACE]).then(() => {
      const text = i18n.t([`errors:${notice}`, 'common:errors.service_unavailable']);
      if (notice === 'free_reject') showFreeReject(text);
      else showToast(text, { durationMs: TIMINGS_MS.freeRejectToast });
    });
  }, [notice]);
  return stay ? null : <Navigate to={pathOf(to)} replace />;
}

function RouteScreen({ route }: { route: RouteEntry }) {
  // Subscribed, not read once: signing in on /login re-renders here and leaves the form.
  const session = useSessionInfo();
  const refused = refusal(route.access, session);
  const allowed = refused === null;
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const language = useDataLanguage();
  // The screen's data and texts start with its chunk; keys already cached (seeded by the home)
  // are kept, namespaces already loaded are not fetched again.
  useEffect(() => {
    if (!allowed) return;
    route.prefetch?.({ queryClient, trpc, language, session });
    void loadNamespaces(route.namespaces);
  }, [allowed, route, queryClient, trpc, language, session]);
  if (refused) return <Refused {...refused} />;
  const Screen = route.screen;
  // A failing screen is replaced by the retry while the layout stays; keyed by route, so the
  // next navigation starts clean. The fallback shows while a lazy screen's chunk loads.
  return (
    <CurrentRouteContext.Provider value={route}>
      <PageTransition key={route.path}>
        <ScreenBoundary>
          <Suspense fallback={<PageLoading />}>
            <Screen />
          </Suspense>
        </ScreenBoundary>
      </PageTransition>
    </CurrentRouteContext.Provider>
  );
}

/** Whether a screen has been shown: the first one of the visit comes without the transition. */
let screenShown = false;

/**
 * The page transition between routes (spec section 9: 300 ms; issue 27 item 3): each route's
 * screen comes in with a fade (layout.css `.page--enter`, only under `prefers-reduced-motion:
 * no-preference`: reduced motion gets none). Opacity only: a transform would make the screen's
 * fixed parts (the floating service button, full-screen sheets) move with it while it runs.
 * Keyed by route, so it runs once per route change; the first screen of a visit (the first
 * paint, a reload) appears at once.
 */
function PageTransition({ children }: { children: ReactNode }) {
  const [enter] = useState(() => screenShown);
  useEffect(() => {
    screenShown = true;
  }, []);
  return enter ? (
    <div
      className="page page--enter"
      style={{ animationDuration: `${TIMINGS_MS.pageTransition}ms` }}
    >
      {children}
    </div>
  ) : (
    <div className="page">{children}</div>
  );
}

/**
 * Unknown paths fall back to home (spec section 2), except a legacy `.html` spelling of a known
 * route (`/login.html`), which opens that route with its query and hash.
 */
function UnknownPath() {
  const { pathname, search, hash } = useLocation();
  const target = htmlAliasTarget(pathname);
  return <Navigate to={target ? { pathname: target, search, hash } : pathOf('home')} replace />;
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
