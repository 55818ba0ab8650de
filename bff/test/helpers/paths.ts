import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. Tests read nothing above it: a clone must test anywhere. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The gateway encryption vectors, kept once in contracts (the package of the gateway's shapes)
 * and read by both sides: the BFF (client) and the sandbox (server). See contracts/README.md.
 */
export const GATEWAY_CRYPTO_VECTORS_FILE = resolve(
  repoRoot,
  'contracts/test/fixtures/gateway-crypto-vectors.json',
);
