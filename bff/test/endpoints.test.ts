/**
 * Every domain's endpoint table (src/features/<domain>/<domain>.endpoints.ts) against the
 * sandbox's own registry, which is written apart from them: a wrong path, method, module id,
 * encryption or login flag shows here before it shows as a gateway refusal. The tables are found
 * on disk, so a new domain's table is checked without a line here.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS as SANDBOX } from '@app/sandbox';
import type { Endpoint } from '../src/upstream/endpoints.ts';

const FEATURES = new URL('../src/features/', import.meta.url);

const tables = readdirSync(FEATURES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.endpoints.ts'))
  .sort();

/** Every entry of every table, named `<domain>.<entry>`. */
const entries: [string, Endpoint][] = [];
for (const file of tables) {
  const table = (await import(new URL(file, FEATURES).href)) as {
    ENDPOINTS?: Record<string, Endpoint>;
  };
  const domain = file.split('/')[0] ?? file;
  for (const [name, entry] of Object.entries(table.ENDPOINTS ?? {})) {
    entries.push([`${domain}.${name}`, entry]);
  }
}

const sandboxRows = Object.values(SANDBOX);

describe('the gateway endpoint tables', () => {
  it('are found, one per domain that calls the gateway, each exporting ENDPOINTS', async () => {
    expect(tables.length).toBeGreaterThanOrEqual(13);
    for (const file of tables) {
      const table = (await import(new URL(file, FEATURES).href)) as { ENDPOINTS?: unknown };
      expect(Object.keys(table.ENDPOINTS ?? {}), file).not.toHaveLength(0);
    }
  });

  it.each(entries)('%s matches a gateway row', (_name, endpoint) => {
    const row = sandboxRows.find((r) => r.path === endpoint.path);
    expect(row, `no gateway row for ${endpoint.path}`).toBeDefined();
    if (!row) return;
    expect(row.methods).toContain(endpoint.method);
    expect(row.moduleIds).toContain(endpoint.moduleId);
    expect(endpoint.encryption).toBe(row.encryption);
    // A row that needs a login must be called with a token: never `public` or `optional` here.
    if (row.login === 'login') expect(endpoint.auth).toBe('member');
  });

  it('keeps one entry per method and path across the domains, so each has one owner and breaker keys stay one per operation', () => {
    const keys = entries.map(([, e]) => `${e.method} ${e.operation ?? e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
