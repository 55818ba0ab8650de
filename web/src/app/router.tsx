/**
 * Turns the route table (routes.ts, data) into react-router route objects. The shell and home
 * are in the first chunk; every other screen is lazy.
 */
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { DownloadCenter } from '../features/download/download.tsx';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { readSessionInfo } from '../lib/storage.ts';
import { AppShell } from './app-shell.tsx';
import { HomeAnnouncements } from './layout/home-announcements.tsx';
import { HomeTopBar } from './layout/home-top-bar.tsx';
import { RouteError } from './route-error.tsx';
import { HOME_PATH, REDIRECT_WITHOUT_SESSION, ROUTES, type RouteEntry } from './routes.ts';
import { PageLoading } from './page-loading.tsx';

export const BASENAME = '/m';

function toRouteObject(route: RouteEntry): RouteObject {
  const object: RouteObject = { path: route.path, handle: { route } };
  if (route.requiresSession) {
    object.loader = () => (readSessionInfo() ? null : redirect(REDIRECT_WITHOUT_SESSION));
  }
  switch (route.screen) {
    case 'home':
      object.element = (
        <HomeScreen
          topBar={<HomeTopBar />}
          announcements={<HomeAnnouncements />}
          downloadBar={<DownloadCenter />}
        />
      );
      break;
    case 'login':
      object.lazy = async () => ({
        Component: (await import('../features/session/login-screen.tsx')).LoginScreen,
      });
      break;
    case 'placeholder':
      object.lazy = async () => ({
        Component: (await import('./route-placeholder.tsx')).RoutePlaceholder,
      });
      break;
  }
  return object;
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      // Shown while the first screen's lazy chunk loads (direct visit to a lazy route).
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          // Pathless: a failing screen is replaced by the error while the layout stays.
          errorElement: <RouteError />,
          children: [
            ...ROUTES.map(toRouteObject),
            // Unknown paths fall back to home (spec section 2).
            { path: '*', loader: () => redirect(HOME_PATH) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes(), { basename: BASENAME });
}
