/// <reference lib="webworker" />
/**
 * The service worker (decision 041): the app shell offline, with Workbox.
 *
 * - Precached, per build: every script and stylesheet chunk (the route screens and the texts of
 *   every language are chunks too), the static images and icons, and the app shell: the built
 *   index.html under its own address (`shell.html`), the one page that never carries anyone's
 *   data. The build injects the list with each file's revision (vite-plugin-pwa,
 *   `injectManifest`); a file the list names is answered from the cache, so a tab keeps the
 *   build it started with however many builds are deployed meanwhile.
 * - Pages go to the network (navigation preload starts the request while the worker boots).
 *   They are never stored: a member's page carries the member's data. Offline, a navigation gets
 *   the app shell, which starts the app on the address asked for; the app shows the offline
 *   notice and what it can without the network.
 * - Everything else (tRPC answers, the maintenance and region status, uploads, the gateway's
 *   images) is not the worker's: no handler, so the browser fetches it as if there were none.
 * - A new build installs beside the old and waits: the page offers the update
 *   (lib/service-worker.ts) and the worker takes over only when the player accepts, then the
 *   page reloads once. Old and new chunks never meet in one page.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { SHELL_PATH, SKIP_WAITING } from './lib/service-worker-protocol.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker serves the page that installed it at once (its later chunks, offline). A
// later one activates only when the player took the update, and the page then reloads.
clientsClaim();

const pages = new NetworkOnly({
  plugins: [
    {
      // Offline (or the server unreachable): the shell, which starts the app on this address.
      handlerDidError: async () => (await matchPrecache(SHELL_PATH)) ?? Response.error(),
    },
  ],
});
registerRoute(new NavigationRoute(pages, { allowlist: [/^\/m(\/|$)/] }));

self.addEventListener('activate', (event) => {
  // The page's request starts while the worker boots, instead of after: no delay on a navigation.
  if (self.registration.navigationPreload) {
    event.waitUntil(self.registration.navigationPreload.enable());
  }
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
