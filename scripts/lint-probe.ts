/**
 * Lint probes: the packages' boundaries tests (`<package>/test/boundaries.test.ts`) prove that
 * their lint rules bite by linting deliberately bad code with the project's real configuration.
 * Type-aware rules are switched off here (they need the TypeScript program and add nothing to
 * import rules); everything else is what `pnpm lint` runs. `ignore: false` lets the fixtures in
 * `<package>/test/lint-fixtures/` be linted, which the normal lint skips.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/** The repository root, with a trailing slash. */
export const REPO_ROOT = `${resolve(import.meta.dirname, '..')}/`;

const linter = new ESLint({
  cwd: REPO_ROOT,
  ignore: false,
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

/**
 * The rules `code` breaks (rule ids, or the message of a problem without one), linted as if it
 * were the file at `path`, relative to the repository root.
 */
export async function rulesBroken(path: string, ...code: string[]): Promise<string[]> {
  const [result] = await linter.lintText(`${code.join('\n')}\n`, {
    filePath: `${REPO_ROOT}${path}`,
  });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

/** The rules the files at `paths` (relative to the repository root) break, all together. */
export async function rulesBrokenByFiles(paths: string[]): Promise<string[]> {
  const results = await linter.lintFiles(paths.map((path) => `${REPO_ROOT}${path}`));
  return results.flatMap((r) => r.messages.map((m) => m.ruleId ?? m.message));
}
