/** The help center: one chunk for both of its routes. Open to all, outside the terms gate. */
import { defineRoutes, lazyScreen } from '../../lib/routing.ts';

const PATHS = {
  help: '/help',
  helpDetail: '/helpDetail',
  playResponsibly: '/playResponsibly',
} as const;
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
  playResponsibly: {
    screen: lazyScreen(() => import('./play-responsibly-screen.tsx'), 'PlayResponsiblyScreen'),
    namespaces: ['help'],
    beyondSpec:
      "Issue 30 item 4: where the regulator line's Help leads by default (who may play, the break, help).",
  },
});
