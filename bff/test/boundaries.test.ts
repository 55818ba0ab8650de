/**
 * The BFF's boundaries are lint rules (bff/eslint.rules.js), and these tests prove they bite: the
 * project's real configuration lints deliberately bad code and must report each violation, and
 * lets the allowed shapes through. Type-aware rules are switched off here (they need the
 * TypeScript program and add nothing to import rules); everything else is what `pnpm lint` runs.
 */
import { describe, expect, it } from 'vitest';
import { rulesBroken, rulesBrokenByFiles } from '../../scripts/lint-probe.ts';

/** The rules `code` breaks, linted as the file at `path` (relative to the repository root). */
const broken = rulesBroken;

const PATHS = 'import-x/no-restricted-paths';
const ENV = 'no-restricted-properties';

describe('BFF boundaries (lint)', { timeout: 60_000 }, () => {
  it.each([
    [
      'a router importing another domain',
      'games/bad.router.ts',
      "import { getStatus } from '../system/system.service.ts';",
    ],
    [
      'a router importing its endpoint table',
      'games/bad.router.ts',
      "import { ENDPOINTS } from './games.endpoints.ts';",
    ],
    [
      'a router importing its upstream calls',
      'games/bad.router.ts',
      "import { fetchGameList } from './games.upstream.ts';",
    ],
    [
      'a router importing a helper instead of a service',
      'session/bad.router.ts',
      "import { smsSubject } from '../../lib/sms.ts';",
    ],
    [
      'a service reading an endpoint table',
      'games/bad.service.ts',
      "import { ENDPOINTS } from './games.endpoints.ts';",
    ],
    [
      'a service using the endpoint machinery',
      'games/bad.service.ts',
      "import { relay } from '../../upstream/endpoints.ts';",
    ],
    [
      "a domain calling another domain's upstream",
      'inbox/bad.service.ts',
      "import { fetchMemberAnnouncements } from '../content/content.upstream.ts';",
    ],
    [
      "an upstream file calling another domain's upstream",
      'kyc/bad.upstream.ts',
      "import { fetchIdVerification } from '../member/member.upstream.ts';",
    ],
    [
      "an upstream file reading another domain's endpoint table",
      'kyc/bad.upstream.ts',
      "import { ENDPOINTS } from '../member/member.endpoints.ts';",
    ],
    [
      'a service importing the tRPC setup',
      'member/bad.service.ts',
      "import { countMemberRead } from '../../trpc/init.ts';",
    ],
  ])('fails %s', async (_name, file, line) => {
    const names = /import \{ (\w+) \}/.exec(line)?.[1] ?? '';
    expect(await broken(`bff/src/features/${file}`, line, `export const x = ${names};`)).toContain(
      PATHS,
    );
  });

  it('fails a plugin that reads an endpoint table', async () => {
    expect(
      await broken(
        'bff/src/plugins/bad.ts',
        "import { ENDPOINTS } from '../features/session/session.endpoints.ts';",
        'export const x = ENDPOINTS;',
      ),
    ).toContain(PATHS);
  });

  it('lets a router import its service, the tRPC setup and packages', async () => {
    expect(
      await broken(
        'bff/src/features/games/good.router.ts',
        "import { z } from 'zod';",
        "import { GameListInputSchema } from '@app/contracts';",
        "import { publicProcedure, router } from '../../trpc/init.ts';",
        "import { getGameList } from './games.service.ts';",
        'export const x = [z, GameListInputSchema, publicProcedure, router, getGameList];',
      ),
    ).toEqual([]);
  });

  it('lets an upstream file use its table, and a service other services and member reads', async () => {
    expect(
      await broken(
        'bff/src/features/games/good.upstream.ts',
        "import type { EndpointValue } from '../../upstream/endpoints.ts';",
        "import { ENDPOINTS } from './games.endpoints.ts';",
        'export const table = ENDPOINTS;',
        'export type X = EndpointValue<typeof table.gameList>;',
      ),
    ).toEqual([]);
    expect(
      await broken(
        'bff/src/features/inbox/good.service.ts',
        "import { getMemberAnnouncements } from '../content/content.service.ts';",
        "import { countMemberRead } from '../../trpc/member-reads.ts';",
        "import { fetchInboxPage } from './inbox.upstream.ts';",
        'export const x = [getMemberAnnouncements, countMemberRead, fetchInboxPage];',
      ),
    ).toEqual([]);
  });

  it.each([
    ['process.env', 'export const secret = process.env.COOKIE_SECRET;', ENV],
    ["process['env']", "export const secret = process['env'].COOKIE_SECRET;", ENV],
    [
      'a destructured env',
      'const { env } = process;\nexport const secret = env.COOKIE_SECRET;',
      ENV,
    ],
    [
      "node:process's env",
      "import { env } from 'node:process';\nexport const secret = env.COOKIE_SECRET;",
      'no-restricted-imports',
    ],
  ])('fails a service reading %s', async (_name, code, rule) => {
    expect(await broken('bff/src/features/member/bad.service.ts', code)).toContain(rule);
  });

  it('lets config.ts and server.ts read process.env', async () => {
    for (const file of ['bff/src/config.ts', 'bff/src/server.ts']) {
      expect(await broken(file, 'export const env = process.env;')).toEqual([]);
    }
  });

  it('fails an import cycle (a router and its service)', async () => {
    const ids = await rulesBrokenByFiles([
      'bff/test/lint-fixtures/cycle.router.ts',
      'bff/test/lint-fixtures/cycle.service.ts',
    ]);
    expect(ids).toContain('import-x/no-cycle');
  });
});
