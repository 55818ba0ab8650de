/**
 * Bootstrap: the stored theme goes on <html> before the first paint, i18n starts with the
 * language, then the app renders. A page the server rendered (issue 28, decision 033) is
 * hydrated: its query cache and facts come from the page, the storages are aligned with what the
 * server knew, and the texts it used are loaded first, so the first render is the server's.
 */
import { DEFAULT_LANGUAGE } from '@app/contracts/values';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { createQueryClient, Providers } from './app/providers.tsx';
import { AppRouter, BASENAME } from './app/router.tsx';
import { matchKnownRoute } from './app/routes.ts';
import { TEXT_SOURCES } from './app/texts.ts';
import { loadNamespaces, startI18n } from './i18n/index.ts';
import { shouldRegister } from './lib/app-update.ts';
import { hydrateInTurns, nextTask } from './lib/hydrate-later.tsx';
import { hydrateServerData } from './lib/server-data.ts';
import { PageFactsContext, takePageState, type PageFacts } from './lib/page-facts.ts';
import {
  clearSessionInfo,
  readLanguage,
  readSessionInfo,
  syncPreferenceCookies,
  writeSessionInfo,
} from './lib/storage.ts';
import { applyTheme } from './lib/theme.ts';
import './styles/theme.css';

applyTheme();
syncPreferenceCookies();

function app(queryClient: QueryClient, facts: PageFacts | null) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <PageFactsContext.Provider value={facts}>
          <Providers queryClient={queryClient}>
            <AppRouter />
          </Providers>
        </PageFactsContext.Provider>
      </AppErrorBoundary>
    </StrictMode>
  );
}

/**
 * The tab's "signed in" follows the BFF's session as the server read it: a session the tab did
 * not know of (a new tab) is adopted, one the BFF no longer has is forgotten.
 */
function alignSession(facts: PageFacts): void {
  const { session } = facts;
  if (session === undefined) return;
  const mine = readSessionInfo();
  if (session === null) {
    if (mine) clearSessionInfo();
  } else if (JSON.stringify(mine) !== JSON.stringify(session)) {
    writeSessionInfo(session);
  }
}

/** The screen of the address the page was opened at (a lazy one the server rendered). */
function currentScreen() {
  const { pathname } = window.location;
  const path = pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : '/';
  return matchKnownRoute(path)?.screen;
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  const queryClient = createQueryClient();
  const page = takePageState();
  if (page) hydrateServerData(queryClient, page.queries);
  const language = readLanguage() ?? DEFAULT_LANGUAGE;
  // The server's page is hydrated only when this browser agrees with what the server knew;
  // otherwise (another language stored, the session unknown) the app renders afresh over it.
  const facts =
    page && page.facts.language === language && page.facts.session !== undefined
      ? page.facts
      : null;
  if (facts) alignSession(facts);
  // English is in the bundle and ready at once; another chosen language loads its chunks first.
  await startI18n(TEXT_SOURCES, language);
  if (facts) {
    // The page's own screen, when it is a lazy chunk, is hydrated with the rest: its module
    // (which the page started with the app's) is awaited here, so nothing suspends.
    await Promise.all([loadNamespaces(facts.namespaces), currentScreen()?.preload?.()]);
    // In a task of its own, after the module's evaluation: a tap that comes in between is lost
    // either way (the server's buttons have no handlers until the page hydrates, and Preact
    // replays none), but the main thread is not held for both at once.
    await nextTask();
    await hydrateInTurns(() => hydrateRoot(root, app(queryClient, facts)));
  } else {
    root.replaceChildren();
    createRoot(root).render(app(queryClient, null));
  }
  // Preact renders and hydrates synchronously: from here every control has its handler. The
  // mark tells tests (and anyone looking at a page) that the app has taken the page over.
  document.documentElement.dataset.appReady = '';
  startServiceWorkerWhenIdle();
}

/**
 * The offline shell's worker (lib/service-worker.ts: from the second visit on), once the page
 * is idle: its chunk and its precaching never compete with the page's own first requests.
 */
const SERVICE_WORKER_IDLE_TIMEOUT_MS = 5_000;

function startServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  if (!shouldRegister(window.localStorage, navigator.serviceWorker)) return;
  const register = () => {
    void import('./lib/service-worker.ts').then(
      ({ startServiceWorker }) => startServiceWorker(),
      () => undefined, // Its chunk did not load (offline, a new build): the next page tries.
    );
  };
  // Safari has no idle callback: the next task then. A page that is never idle (a slow phone
  // drawing the home's carousels) registers after the timeout all the same: without one the
  // worker waited for good under a busy CPU, and the page never went offline-ready.
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(register, { timeout: SERVICE_WORKER_IDLE_TIMEOUT_MS });
  } else setTimeout(register, 0);
}

void start();
