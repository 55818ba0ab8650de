/** The route entry the router is rendering, for its screen (the placeholder reads its title). */
import { createContext, useContext } from 'react';
import type { RouteEntry } from './routes.ts';

export const CurrentRouteContext = createContext<RouteEntry | null>(null);

export function useCurrentRoute(): RouteEntry {
  const route = useContext(CurrentRouteContext);
  if (!route) throw new Error('useCurrentRoute outside a route screen');
  return route;
}
