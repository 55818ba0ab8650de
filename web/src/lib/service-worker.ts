/**
 * Registers the service worker (src/sw.ts, decision 041) and offers a new build when one waits.
 *
 * Not on a player's first visit: the worker precaches the whole build (about 350 KB gzip), which
 * a first visit over mobile data should not pay before it has even seen the home. From the
 * second page load on (lib/app-update.ts decides, before this chunk loads), it registers once
 * the page is idle; chunks the first visit loaded come from the HTTP cache. A chunk of its own
 * (Workbox's window part), loaded after the app runs.
 */
import { Workbox } from 'workbox-window';
import { offerUpdate } from './app-update.ts';
import { SERVICE_WORKER_URL } from './service-worker-protocol.ts';

/**
 * How often an open tab asks for a new build (the browser asks by itself only on navigations,
 * which a single-page app rarely makes); it asks as well whenever the page comes back to view.
 */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function startServiceWorker(): void {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/m/' });
  // A new build installed and waits (also one found waiting at registration): the player
  // decides. Once it controls the page, one reload brings the page onto the new build whole.
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register().then((registration) => {
    if (!registration) return;
    const check = () => void registration.update().catch(() => undefined); // offline: next time
    window.setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  });
}
