/**
 * Server rendering (issue 28, decision 033): the BFF imports this module's build
 * (`web/dist-ssr/entry-server.js`) and asks it for a page. The page's data comes through the
 * BFF's own procedures in-process (tRPC's local link, no HTTP), into a react-query cache that the
 * page then carries, dehydrated, for the client to hydrate without a request.
 *
 * Only the routes a visitor may open first are rendered here (SERVER_RENDERED); any other
 * answer is null and the BFF sends the app's plain page, as before.
 */
import type { PageHead, PageHeadRequest, PageRenderRequest, RenderedPage } from '@app/contracts';
import type { AppRouter } from '@app/bff/router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { createTRPCClient, unstable_localLink } from '@trpc/client';
import type { inferRouterContext } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { StrictMode } from 'react';
import type { ReportNamespaces } from 'react-i18next';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router-dom';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { seedHomeSections } from './app/home-seed.ts';
import { Providers } from './app/providers.tsx';
import { AppRoutes, BASENAME } from './app/router.tsx';
import { matchKnownRoute, type RouteName } from './app/routes.ts';
import { TEXT_SOURCES } from './app/texts.ts';
import { htmlLang, i18n, initI18n } from './i18n/index.ts';
import { homeBootstrapOptions, type HomeData } from './lib/bootstrap.ts';
import { PageFactsContext, serialisePageState, type PageFacts } from './lib/page-facts.ts';
import { refusal } from './lib/routing.ts';
import type { Theme } from './lib/storage.ts';
import type { TrpcClient } from './lib/trpc.ts';

/** The game lists' screens: one chunk for every list route. */
const GAME_LISTS = 'src/features/games/game-list/game-list-screen.tsx';

/**
 * The routes rendered on the server (issue 28): the pages a visitor may open first. Each names
 * its screen's module as the client build's manifest does (null: the screen is in the first
 * chunk), so the page links the screen's stylesheets at the first paint and starts its chunk
 * with the app's (the page tests check every name against the built manifest). Member screens
 * stay client-rendered: their first paint is behind a sign-in anyway.
 */
export const SERVER_RENDERED: Partial<Record<RouteName, string | null>> = {
  home: null,
  activity: 'src/features/promotions/promotion-screens.ts',
  help: 'src/features/help/help-screen.tsx',
  helpDetail: 'src/features/help/help-screen.tsx',
  providers: GAME_LISTS,
  gameList: GAME_LISTS,
  hot: GAME_LISTS,
  rng: GAME_LISTS,
  live: GAME_LISTS,
  pvp: GAME_LISTS,
  fish: GAME_LISTS,
  sports: GAME_LISTS,
  elott: GAME_LISTS,
  game: GAME_LISTS,
};

/** The colour of the browser's bar per theme: index.html's meta and lib/theme.ts agree. */
const THEME_COLOURS: Record<Theme, string> = { dark: '#12141c', light: '#ffffff' };

/** What the BFF's page renderer hands over (the agreement is in @app/contracts). */
type RenderRequest = PageRenderRequest<AppRouter, inferRouterContext<AppRouter>>;

// English texts of the first load are bundled; every other namespace loads on first use and
// stays in the shared store (instances are clones that share it).
initI18n(TEXT_SOURCES, 'EN');

/** The path relative to the router's basename, or null when it is outside the app. */
function appPath(url: string): string | null {
  const pathname = new URL(url, 'http://server.invalid').pathname;
  if (pathname !== BASENAME && !pathname.startsWith(`${BASENAME}/`)) return null;
  return pathname.slice(BASENAME.length) || '/';
}

/** The namespaces react-i18next saw the render read (it records them on the instance). */
function usedNamespaces(instance: object): string[] {
  const { reportNamespaces } = instance as { reportNamespaces?: ReportNamespaces };
  return reportNamespaces?.getUsedNamespaces() ?? [];
}

/** Extra renders for data the screens asked for while rendering (see renderPage). */
const MAX_DATA_PASSES = 2;

/**
 * The queries a render created but nothing fetched: useQuery on the server only registers its
 * query. Disabled ones (a member's query for a visitor, an observer that only watches) stay so.
 */
function unfetchedQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        enabledOf(query) !== false,
    );
}

/** The `enabled` the last useQuery gave the query (kept in its options, not in their type). */
function enabledOf(query: Query): boolean | undefined {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled;
}

/** Waits until every query the prefetch started has settled (each one's failure is its own). */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Renders the tree to a string once everything in it (lazy screens, texts) is ready: Preact's
 * asynchronous renderer waits for every suspended boundary and writes it in place (between
 * `<!--$s-->` markers the client's hydration knows), so the page needs no inline script and the
 * nonce has nothing to carry. A render that throws rejects: the BFF sends the plain page.
 */
async function renderToHtml(tree: React.ReactNode): Promise<string> {
  // The tree is written against React's types; at run time it is a Preact element (decision 036).
  return renderToStringAsync(tree as unknown as VNode);
}

/**
 * The route of `request` when it is server-rendered for this player, with the player and the
 * screen's module; null for a route not in SERVER_RENDERED, an unknown session (the store down:
 * the client decides who is signed in), a route the player may not open (the client redirects).
 */
function renderedRoute(request: PageHeadRequest) {
  const path = appPath(request.url);
  if (path === null) return null;
  const route = matchKnownRoute(path);
  const screenModule = route ? SERVER_RENDERED[route.name] : undefined;
  const { session } = request;
  if (!route || screenModule === undefined || session === undefined) return null;
  if (refusal(route.access, session) !== null) return null;
  return { route, screenModule, session };
}

function headOf(request: PageHeadRequest, screenModule: string | null): PageHead {
  return {
    lang: htmlLang(request.language),
    theme: request.theme,
    themeColour: THEME_COLOURS[request.theme],
    screenModule,
  };
}

/**
 * The page's head for `request`, known before any data: the BFF sends it while the page
 * renders. Null when the route is not server-rendered for this player.
 */
export function pageHead(request: PageHeadRequest): PageHead | null {
  const rendered = renderedRoute(request);
  return rendered && headOf(request, rendered.screenModule);
}

/** The page for `request`, or null when this route is not server-rendered for this player. */
export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const rendered = renderedRoute(request);
  if (!rendered) return null;
  const { route, screenModule, session } = rendered;
  const { language } = request;
  const instance = i18n.cloneInstance({ lng: language.toLowerCase(), initAsync: false });
  const namespaces = [...new Set([...Object.keys(TEXT_SOURCES.bundled), ...route.namespaces])];

  // No retries and no background work on the server: one answer per query, whatever it is.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } },
  });
  const trpcClient: TrpcClient = createTRPCClient<AppRouter>({
    links: [unstable_localLink({ router: request.router, createContext: request.createContext })],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

  const home =
    route.name === 'home'
      ? queryClient.fetchQuery(homeBootstrapOptions(trpc, language)).catch(() => undefined)
      : undefined;
  void queryClient.prefetchQuery(trpc.system.status.queryOptions({ language }));
  route.prefetch?.({ queryClient, trpc, language, session });
  await Promise.all([
    instance.loadNamespaces(namespaces),
    home,
    settled(queryClient),
    route.screen.preload?.(),
  ]);

  const status = queryClient.getQueryData(trpc.system.status.queryKey({ language }));
  // Without a status the client shows its own retry: it renders that itself.
  if (!status) return null;
  const homeData: HomeData | undefined = await home;
  if (homeData) {
    const updatedAt = queryClient.getQueryState(
      homeBootstrapOptions(trpc, language).queryKey,
    )?.dataUpdatedAt;
    seedHomeSections(
      queryClient,
      trpc,
      homeData,
      updatedAt ?? Date.now(),
      session?.userName ?? null,
    );
  }

  const facts: PageFacts = {
    language,
    theme: request.theme,
    termsAgreed: request.termsAgreed,
    session,
    userAgent: request.userAgent,
    namespaces: [],
  };
  const tree = (
    <StrictMode>
      <AppErrorBoundary>
        <PageFactsContext.Provider value={facts}>
          <Providers queryClient={queryClient} trpcClient={trpcClient} i18n={instance}>
            <StaticRouter basename={BASENAME} location={request.url}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </PageFactsContext.Provider>
      </AppErrorBoundary>
    </StrictMode>
  );
  // A screen that reads data nobody prefetched (a game list's own queries) asks for it while
  // rendering: the server fetches what it asked for and renders again, until nothing new is
  // asked (at most MAX_DATA_PASSES extra renders).
  let html = await renderToHtml(tree);
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    const asked = unfetchedQueries(queryClient);
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    html = await renderToHtml(tree);
  }
  facts.namespaces = [...new Set([...namespaces, ...usedNamespaces(instance)])];
  return {
    ...headOf(request, screenModule),
    html,
    state: serialisePageState({ facts, queries: dehydrate(queryClient) }),
  };
}
