// One typed ESLint configuration for the whole workspace. Each package keeps its own rules
// (import boundaries and the like) in `<package>/eslint.rules.js`; this file gathers them.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importResolution } from './eslint.shared.js';
import webRules from './web/eslint.rules.js';
import sandboxRules from './sandbox/eslint.rules.js';
import bffRules from './bff/eslint.rules.js';
import contractsRules from './contracts/eslint.rules.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/coverage/**',
      '**/node_modules/**',
      '**/.reports/**',
      '**/test-results/**',
      // Deliberately bad files that the packages' boundaries tests lint to prove the rules bite.
      '**/test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify's plugin and hook convention is an async function whether or not it awaits.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // No import cycle in any package (tests included).
    files: ['**/*.{ts,tsx}'],
    ...importResolution,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...webRules,
  ...sandboxRules,
  ...bffRules,
  ...contractsRules,
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
