/**
 * The sandbox's boundaries are lint rules (sandbox/eslint.rules.js), and these tests prove they
 * bite: the project's real configuration lints deliberately bad code and must report each
 * violation. Type-aware rules are switched off here (they need the TypeScript program and add
 * nothing to import rules); everything else is the configuration `pnpm lint` runs.
 */
import { describe, expect, it } from 'vitest';
import { rulesBroken, rulesBrokenByFiles } from '../../scripts/lint-probe.ts';

const ruleIds = (path: string, code: string) => rulesBroken(path, code);

/** A module that imports `names` from `from` and uses them. */
const importing = (from: string, names: string) =>
  `import { ${names} } from '${from}';\nexport const x = [${names}];\n`;

const WALLET_FILE = 'sandbox/src/domains/wallet/probe.ts';

describe('sandbox domain boundaries (lint)', { timeout: 60_000 }, () => {
  it.each([
    ["another domain's relays", '../games/player-games.relays.ts', 'playerGameRelays'],
    ["another domain's controls", '../accounts/accounts.controls.ts', 'accountControls'],
    ["another domain's routes", '../games/games.routes.ts', 'gameRoutes'],
    ["another domain's definition", '../kyc/kyc.domain.ts', 'kyc'],
    ["another domain's private helper", '../system/status.ts', 'buildStatus'],
  ])('fails a domain that imports %s', async (_case, from, names) => {
    expect(await ruleIds(WALLET_FILE, importing(from, names))).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("lets a domain import its own files and another domain's slice and data", async () => {
    const code = [
      "import { walletRelays } from './wallet.relays.ts';",
      "import { AccountsSlice } from '../accounts/accounts.state.ts';",
      "import { DEMO_MEMBER_ID } from '../accounts/accounts.data.ts';",
      "import { GAMES } from '../games/catalogue.data.ts';",
      "import { safeBackUrl } from '../../shared/urls.ts';",
      "import { defineDomain } from '../../gateway/domain.ts';",
      'export const x = [walletRelays, AccountsSlice, DEMO_MEMBER_ID, GAMES, safeBackUrl, defineDomain];',
      '',
    ].join('\n');
    expect(await ruleIds(WALLET_FILE, code)).toEqual([]);
  });

  it.each(['sandbox/src/shared/probe.ts', 'sandbox/src/state/probe.ts'])(
    'fails a shared module (%s) that imports a domain',
    async (path) => {
      const from = '../domains/wallet/wallet.state.ts';
      expect(await ruleIds(path, importing(from, 'WalletSlice'))).toContain(
        'import-x/no-restricted-paths',
      );
    },
  );
});

describe('the sandbox stands apart from the BFF (lint)', { timeout: 60_000 }, () => {
  it.each([
    ["import { buildBff } from '@app/bff';\nexport const x = buildBff;\n"],
    ["import type { AppRouter } from '@app/bff/router';\nexport type X = AppRouter;\n"],
  ])('fails an import of @app/bff: %s', async (code) => {
    expect(await ruleIds(WALLET_FILE, code)).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('fails a relative import into bff/, tests included', async () => {
    expect(
      await ruleIds(
        'sandbox/test/probe.test.ts',
        importing('../../bff/src/config.ts', 'loadConfig'),
      ),
    ).toContain('import-x/no-restricted-paths');
  });
});

describe('process.env is read only in src/server.ts (lint)', { timeout: 60_000 }, () => {
  it.each([
    ['a read', 'export const port = process.env.SANDBOX_PORT;\n'],
    ['a destructuring', 'const { env } = process;\nexport const port = env.SANDBOX_PORT;\n'],
    ['the whole object', 'export const all = { ...process.env };\n'],
  ])('fails %s of process.env in a domain', async (_case, code) => {
    expect(await ruleIds(WALLET_FILE, code)).toContain('no-restricted-syntax');
  });

  it('fails an import of env from node:process', async () => {
    const code = "import { env } from 'node:process';\nexport const port = env.SANDBOX_PORT;\n";
    expect(await ruleIds('sandbox/src/app-probe.ts', code)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
  });

  it('lets src/server.ts read it', async () => {
    expect(
      await ruleIds('sandbox/src/server.ts', 'export const port = process.env.SANDBOX_PORT;\n'),
    ).toEqual([]);
  });
});

describe('no import cycle (lint)', { timeout: 60_000 }, () => {
  it('fails two modules that import each other', async () => {
    const ids = await rulesBrokenByFiles([
      'sandbox/test/lint-fixtures/cycle-a.ts',
      'sandbox/test/lint-fixtures/cycle-b.ts',
    ]);
    expect(ids).toContain('import-x/no-cycle');
  });
});
