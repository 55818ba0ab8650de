/** The home (spec section 2): the one screen in the first chunk, at the spec's five spellings. */
import { defineRoutes } from '../../../lib/routing.ts';
import { HomeScreen } from './home-screen.tsx';

const PATHS = { home: '/home' } as const;
type HomePaths = typeof PATHS;
declare module '../../../lib/paths.ts' {
  interface RoutePaths extends HomePaths {}
}

export const homeRoutes = defineRoutes(PATHS, {
  home: { screen: HomeScreen, aliases: ['/', '/index', '/index.html'] },
});
