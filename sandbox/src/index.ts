/** Public API of @app/sandbox: the app builder, the seed credentials and the crypto helpers. */
export { buildSandbox, type SandboxOptions } from './app.ts';
export { freePort, listenOnFreePort, type SandboxApp } from './listen.ts';
export type { SandboxMode } from './gateway/context.ts';
export type { EndpointSpec } from './gateway/endpoint.ts';
export { ENDPOINTS, type EndpointName } from './gateway/registry.ts';
export {
  DEMO_AGENT,
  DEMO_MEMBER,
  DEMO_MEMBER_ID,
  DEMO_MOBILE,
  SECOND_MEMBER,
} from './domains/accounts/accounts.data.ts';
export { SANDBOX_FIREBASE_WEB_CONFIG } from './domains/firebase/stand-in.ts';
export {
  DEMO_FAVOURITES,
  DEMO_RECENT,
  GAMES,
  HOT_NODE_IDS,
  type CatalogueGame,
} from './domains/games/catalogue.data.ts';
export {
  CATALOGUE_LINES,
  GAME_TYPES,
  VENDORS,
  type GameType,
} from './domains/games/vendors.data.ts';
// The server side of the gateway encryption, all of it: the BFF's tests and the vectors use it.
export * from './crypto/gateway-crypto.ts';
