/** Public API of @app/sandbox: the app builder, the seed credentials and the crypto helpers. */
export { buildSandbox, type SandboxOptions } from './app.ts';
export type { SandboxMode } from './gateway/context.ts';
export { ENDPOINTS, type EndpointSpec, type EndpointName } from './gateway/registry.ts';
export { DEMO_AGENT, DEMO_MEMBER, DEMO_MOBILE, SECOND_MEMBER } from './state/seed.ts';
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
