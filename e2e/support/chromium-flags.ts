/**
 * Chromium's flags for these machines, shared by the journeys (playwright.config.ts) and the
 * Lighthouse bench (scripts/bench-web.ts). The network here is closed: without the background
 * flags Chromium floods refused connections at every start.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
