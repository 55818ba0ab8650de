import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root; `../shared` (the product's shared docs) always sits beside it. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export function sharedDocPath(name: string): string {
  return resolve(repoRoot, '../shared/docs', name);
}
