/** The help center: one chunk for both of its routes. Open to all, outside the terms gate. */
import { defineRoutes, lazyScreen } from '../../lib/routing.ts';

const PATHS = { help: '/help', helpDetail: '/helpDetail' } as const;
type HelpPaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends HelpPaths {}
}

const helpScreens = () => import('./help-screen.tsx');
const TEXTS = ['help', 'errors'];

// Accept there also agrees to the terms gate.
export const helpRoutes = defineRoutes(PATHS, {
  help: { screen: lazyScreen(helpScreens, 'HelpScreen'), namespaces: TEXTS },
  helpDetail: { screen: lazyScreen(helpScreens, 'HelpDetailScreen'), namespaces: TEXTS },
});
