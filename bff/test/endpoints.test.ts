/**
 * The BFF's endpoint table (src/upstream/endpoints.ts) against the sandbox's own registry, which
 * is written apart from it: a wrong path, method, module id, encryption or login flag in the
 * table shows here before it shows as a gateway refusal.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS as SANDBOX } from '@app/sandbox';
import { ENDPOINTS } from '../src/upstream/endpoints.ts';

const sandboxRows = Object.values(SANDBOX);

describe('the gateway endpoint table', () => {
  it.each(Object.entries(ENDPOINTS))('%s matches a gateway row', (_name, endpoint) => {
    const row = sandboxRows.find((r) => r.path === endpoint.path);
    expect(row, `no gateway row for ${endpoint.path}`).toBeDefined();
    if (!row) return;
    expect(row.methods).toContain(endpoint.method);
    expect(row.moduleIds).toContain(endpoint.moduleId);
    expect(endpoint.encryption).toBe(row.encryption);
    // A row that needs a login must be called with a token: never `public` or `optional` here.
    if (row.login === 'login') expect(endpoint.auth).toBe('member');
  });

  it('keeps one entry per method and path, so breaker keys stay one per operation', () => {
    const keys = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.operation ?? e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
