/** Public API of @app/sandbox: the app builder, the seed credentials and the crypto helpers. */
export { buildSandbox, type SandboxOptions } from './app.ts';
export type { SandboxMode } from './gateway/context.ts';
export { ENDPOINTS, type EndpointSpec, type EndpointName } from './gateway/registry.ts';
export {
  DEMO_AGENT,
  DEMO_FAVOURITES,
  DEMO_MEMBER,
  DEMO_MEMBER_ID,
  DEMO_MOBILE,
  DEMO_RECENT,
  SECOND_MEMBER,
} from './state/seed.ts';
export { SANDBOX_FIREBASE_WEB_CONFIG } from './firebase/stand-in.ts';
export { GAMES, HOT_NODE_IDS, type CatalogueGame } from './data/games.ts';
export { CATALOGUE_LINES, GAME_TYPES, VENDORS, type GameType } from './data/vendors.ts';
export {
  GatewayCryptoError,
  PUBLIC_EXPONENT_HEX,
  decryptBody,
  decryptCustomerServicePath,
  decryptDes,
  decryptOneTimeKey,
  decryptPayload,
  encryptCustomerServicePath,
  encryptDes,
  extractCiphertext,
  generateRsaKeyPair,
  modPow,
  normaliseModulusHex,
  rsaChunkSize,
  type RsaKeyPair,
} from './crypto/gateway-crypto.ts';
