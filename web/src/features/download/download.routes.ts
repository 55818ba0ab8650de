/** The app download page (spec section 2); the bar and popup of the home are in the first chunk. */
import { defineRoutes, lazyScreen } from '../../lib/routing.ts';

const PATHS = { app: '/app' } as const;
type DownloadPaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends DownloadPaths {}
}

export const downloadRoutes = defineRoutes(PATHS, {
  app: {
    screen: lazyScreen(() => import('./app-page/app-screen.tsx'), 'AppScreen'),
    namespaces: ['appPage', 'download'],
  },
});
