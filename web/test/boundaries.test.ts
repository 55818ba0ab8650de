/**
 * The import boundaries are lint rules (eslint.config.js), and these tests prove they bite: the
 * project's real configuration lints deliberately bad code and must report each violation.
 * Type-aware rules are switched off here (they need the TypeScript program and add nothing to
 * import rules), everything else is the configuration `pnpm lint` runs.
 */
import { describe, expect, it } from 'vitest';
import { rulesBroken, rulesBrokenByFiles } from '../../scripts/lint-probe.ts';

const ruleIds = (path: string, code: string) => rulesBroken(path, code);

describe('web import boundaries (lint)', { timeout: 60_000 }, () => {
  it('fails a feature that imports another feature', async () => {
    expect(
      await ruleIds(
        'web/src/features/games/bad.ts',
        "import { BannerSkeleton } from '../content/banners.tsx';\nexport const x = BannerSkeleton;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its own files, lib and components', async () => {
    expect(
      await ruleIds(
        'web/src/features/games/good.ts',
        [
          "import { gameClick } from './launch.ts';",
          "import { formatMoney } from '../../lib/format.ts';",
          "import { Section } from '../../components/ui/section.tsx';",
          'export const x = [gameClick, formatMoney, Section];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('fails a feature that imports the app layer', async () => {
    expect(
      await ruleIds(
        'web/src/features/games/bad.ts',
        "import { ROUTES } from '../../app/routes.ts';\nexport const x = ROUTES;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('fails lib and components that import a feature or the app', async () => {
    expect(
      await ruleIds(
        'web/src/lib/bad.ts',
        "import { gameClick } from '../features/games/launch.ts';\nexport const x = gameClick;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIds(
        'web/src/components/ui/bad.ts',
        "import { ROUTES } from '../../app/routes.ts';\nexport const x = ROUTES;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('fails a value import of the bff, allows a type import', async () => {
    expect(
      await ruleIds(
        'web/src/app/bad.ts',
        "import { appRouter } from '@app/bff/router';\nexport const x = appRouter;\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports');
    expect(
      await ruleIds(
        'web/src/app/good.ts',
        "import type { AppRouter } from '@app/bff/router';\nexport type X = AppRouter;\n",
      ),
    ).toEqual([]);
  });

  it('fails an import cycle', async () => {
    const ids = await rulesBrokenByFiles([
      'web/test/lint-fixtures/cycle-a.ts',
      'web/test/lint-fixtures/cycle-b.ts',
    ]);
    expect(ids).toContain('import-x/no-cycle');
  });
});

describe('typed links (lint)', { timeout: 60_000 }, () => {
  const file = 'web/src/features/games/links.tsx';
  const header = [
    "import { Link, Navigate, useNavigate } from 'react-router-dom';",
    "import { href, pathOf } from '../../lib/paths.ts';",
    '',
  ].join('\n');

  it.each([
    ['a Link to a literal', 'export const A = () => <Link to="/rng">x</Link>;'],
    ['a Link to a literal in braces', "export const A = () => <Link to={'/m/rng'}>x</Link>;"],
    [
      'a Link to a template',
      'export const A = ({ q }: { q: string }) => <Link to={`/rng?q=${q}`}>x</Link>;',
    ],
    ['a Navigate to a literal', 'export const A = () => <Navigate to="/home" replace />;'],
    [
      'navigate() to a literal',
      "export const useA = () => { const navigate = useNavigate(); return () => navigate('/login'); };",
    ],
    [
      'navigate() to a template',
      'export const useA = (id: string) => { const navigate = useNavigate(); return () => navigate(`/gameList?id=${id}`); };',
    ],
    ['a `to:` property', "export const LINKS = [{ to: '/fav', label: 'x' }];"],
  ])('fails %s', async (_name, code) => {
    expect(
      await ruleIds(
        file,
        `${header}${code}\nexport const unused = [href, pathOf, Link, Navigate, useNavigate];\n`,
      ),
    ).toContain('no-restricted-syntax');
  });

  it('accepts typed links', async () => {
    const code = [
      "export const A = () => <Link to={pathOf('rng')}>x</Link>;",
      "export const B = () => <Navigate to={href('help', { hash: 'terms' })} replace />;",
      "export const useC = () => { const navigate = useNavigate(); return () => navigate(pathOf('login')); };",
      'export const unused = [href, pathOf, Link, Navigate, useNavigate];',
      '',
    ].join('\n');
    expect(await ruleIds(file, `${header}${code}`)).toEqual([]);
  });
});
