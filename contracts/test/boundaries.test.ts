/**
 * contracts depends on zod alone (contracts/eslint.rules.js), and these tests prove the rule
 * bites: the project's real configuration lints deliberately bad code as a file of contracts/src
 * and must report it. Type-aware rules are switched off here (they need the TypeScript program
 * and add nothing to import rules).
 */
import { describe, expect, it } from 'vitest';
import { rulesBroken } from '../../scripts/lint-probe.ts';

/** The rules `code` breaks as a file of contracts/src. */
const broken = (code: string) => rulesBroken('contracts/src/probe.ts', code);

describe('contracts imports nothing but zod (lint)', { timeout: 60_000 }, () => {
  it.each([
    [
      'react',
      "import { useState } from 'react';\nexport const x = useState;",
      'no-restricted-imports',
    ],
    [
      'a node builtin',
      "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;",
      'no-restricted-imports',
    ],
    [
      'a bare node builtin',
      "import { createHash } from 'crypto';\nexport const x = createHash;",
      'no-restricted-imports',
    ],
    [
      'another package',
      "import { ESLint } from 'eslint';\nexport const x = ESLint;",
      'no-restricted-imports',
    ],
    [
      'the BFF by name',
      "import type { AppRouter } from '@app/bff/router';\nexport type X = AppRouter;",
      'no-restricted-imports',
    ],
    [
      'the BFF by a relative path',
      "import { appRouter } from '../../bff/src/trpc/router.ts';\nexport const x = appRouter;",
      'import-x/no-restricted-paths',
    ],
    ['a dynamic import', "export const load = () => import('react');", 'no-restricted-syntax'],
  ])('fails %s', async (_name, code, rule) => {
    expect(await broken(code)).toContain(rule);
  });

  it('lets a file import zod and its neighbours', async () => {
    const code = [
      "import { z } from 'zod';",
      "import { LanguageCodeSchema } from './language-codes.ts';",
      'export const ProbeSchema = z.object({ language: LanguageCodeSchema });',
    ].join('\n');
    expect(await broken(code)).toEqual([]);
  });
});
