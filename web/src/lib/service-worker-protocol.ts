/**
 * What the page and the service worker (src/sw.ts) agree on. Both import it: keep it free of
 * anything but constants, as the worker's bundle takes what it imports.
 */

/** The app shell's address, relative to the worker's scope (/m/): the built index.html. */
export const SHELL_PATH = 'shell.html';

/** The page's message to a waiting worker: take over now (the player accepted the update). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** The worker's script, at the root of its scope. */
export const SERVICE_WORKER_URL = '/m/sw.js';
