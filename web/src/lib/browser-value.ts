/**
 * Values only the browser knows (its storages, the display mode, the user agent) read during a
 * render. A server-rendered page (issue 28) must hydrate to exactly what the server sent, so on
 * the server and while hydrating they read `serverValue`; right after, the browser's own. A page
 * the client renders by itself reads the browser's value from the start.
 */
import { useSyncExternalStore } from 'react';
import { usePageFacts } from './page-facts.ts';

const unchanging = () => () => undefined;

export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(unchanging, read, () => serverValue);
}

/** The browser's user agent; the request's on the server, which is the same one. */
export function useUserAgent(): string {
  const fromServer = usePageFacts()?.userAgent ?? '';
  return useBrowserValue(() => navigator.userAgent, fromServer);
}
