// One typed ESLint configuration for the whole workspace.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/*
 * The web's import boundaries (web/README.md "Rules"): every folder of web/src/features is a
 * domain that imports no other domain and never the app layer; lib and components import neither
 * features nor app. Read from the file system, so a new feature folder is covered at once.
 */
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/*
 * Typed links (web/src/lib/paths.ts): no hand-written in-app path in a Link/Navigate `to`, a
 * navigate() call or a `to:` property; build it with href('name', ...) or pathOf('name').
 */
const PATH_LITERAL = '/^\\//';
const PATH_MESSAGE =
  "Hand-written path: use href('route', ...) or pathOf('route') from lib/paths.ts.";
const HAND_WRITTEN_PATHS = [
  `JSXAttribute[name.name='to'] > Literal[value=${PATH_LITERAL}]`,
  `JSXAttribute[name.name='to'] > JSXExpressionContainer > Literal[value=${PATH_LITERAL}]`,
  `JSXAttribute[name.name='to'] > JSXExpressionContainer > TemplateLiteral`,
  `CallExpression[callee.name='navigate'] > Literal.arguments[value=${PATH_LITERAL}]`,
  `CallExpression[callee.name='navigate'] > TemplateLiteral.arguments`,
  `Property[key.name='to'] > Literal.value[value=${PATH_LITERAL}]`,
  `Property[key.name='to'] > TemplateLiteral.value`,
].map((selector) => ({ selector, message: PATH_MESSAGE }));

const WEB_ZONES = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in src/app.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features never import the app layer.',
  },
  {
    target: ['./web/src/lib', './web/src/components', './web/src/i18n'],
    from: ['./web/src/features', './web/src/app'],
    message: 'lib, components and i18n never import features or the app layer.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/coverage/**',
      '**/node_modules/**',
      '**/.reports/**',
      '**/test-results/**',
      // Deliberately bad files that web/test/boundaries.test.ts lints to prove the rules bite.
      'web/test/lint-fixtures/**',
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
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': ['error', ...HAND_WRITTEN_PATHS],
    },
  },
  {
    // Import boundaries and cycles of the web (tests included), checked by `pnpm lint`.
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the imported files too: TypeScript ones with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: WEB_ZONES, basePath: import.meta.dirname },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The web knows the BFF only as a type (AppRouter); runtime values come from contracts.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@app/bff',
              allowTypeImports: true,
              message: 'Type imports only: runtime values come from @app/contracts.',
            },
          ],
          patterns: [
            {
              group: ['@app/bff/*'],
              allowTypeImports: true,
              message: 'Type imports only: runtime values come from @app/contracts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
