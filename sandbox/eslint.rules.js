// The sandbox's own lint rules: domain boundaries, no BFF, one reader of the environment.
// Gathered by ../eslint.config.js; each rule is proven by sandbox/test/boundaries.test.ts.
import { readdirSync } from 'node:fs';
import { importResolution } from '../eslint.shared.js';

const ROOT = new URL('..', import.meta.url).pathname;
const DOMAINS_DIR = `${ROOT}sandbox/src/domains`;

/*
 * Every folder of sandbox/src/domains is a domain (sandbox/README.md "Rules"). Read from the file
 * system, so a new domain folder is covered at once.
 */
const SANDBOX_DOMAINS = readdirSync(new URL('./src/domains', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SANDBOX_ZONES = [
  // A domain imports another domain's state (`*.state.ts`: its slice) and data (`*.data.ts`:
  // catalogues, seed constants), never its relays, controls, routes or helpers.
  ...SANDBOX_DOMAINS.map((domain) => ({
    target: `./sandbox/src/domains/${domain}`,
    from: `${DOMAINS_DIR}/*/**`,
    except: [`${DOMAINS_DIR}/${domain}/**`, '**/*.state.ts', '**/*.data.ts'],
    message:
      "A domain never imports another domain's relays, controls or routes: use its slice (*.state.ts) or data (*.data.ts), or move the shared piece to src/shared.",
  })),
  {
    target: [
      './sandbox/src/shared',
      './sandbox/src/state',
      './sandbox/src/images',
      './sandbox/src/crypto',
    ],
    from: './sandbox/src/domains',
    message: 'Shared modules never import a domain.',
  },
  {
    target: './sandbox',
    from: './bff',
    message: 'The sandbox stands apart from the BFF: it never imports it.',
  },
];

/** `process.env` anywhere but the entry point (node:process's `env` too). */
const ENV_READS = [
  {
    selector: "MemberExpression[object.name='process'][property.name='env']",
    message:
      'Only src/server.ts reads process.env: pass what you need through buildSandbox options.',
  },
  {
    selector: "VariableDeclarator[init.name='process'] > ObjectPattern > Property[key.name='env']",
    message:
      'Only src/server.ts reads process.env: pass what you need through buildSandbox options.',
  },
];

export default [
  {
    // Import boundaries of the sandbox (tests included), checked by `pnpm lint`.
    files: ['sandbox/**/*.ts'],
    ...importResolution,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: SANDBOX_ZONES, basePath: ROOT }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@app/bff',
              message: 'The sandbox stands apart from the BFF: it never imports it.',
            },
            {
              name: 'node:process',
              importNames: ['env'],
              message: 'Only src/server.ts reads process.env.',
            },
            {
              name: 'process',
              importNames: ['env'],
              message: 'Only src/server.ts reads process.env.',
            },
          ],
          patterns: [
            {
              group: ['@app/bff/*'],
              message: 'The sandbox stands apart from the BFF: it never imports it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox/src/**/*.ts'],
    ignores: ['sandbox/src/server.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ENV_READS] },
  },
];
