// The web's own lint rules: import boundaries, typed links, hooks. Gathered by ../eslint.config.js.
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importResolution } from '../eslint.shared.js';

/*
 * The web's import boundaries (web/README.md "Rules"): every folder of web/src/features is a
 * domain that imports no other domain and never the app layer; lib and components import neither
 * features nor app. Read from the file system, so a new feature folder is covered at once.
 */
const WEB_FEATURES = readdirSync(new URL('./src/features', import.meta.url), {
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

export default [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': ['error', ...HAND_WRITTEN_PATHS],
      // A domain adds its paths to lib/paths.ts's RoutePaths by declaration merging:
      // `interface RoutePaths extends WalletPaths {}`.
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
    },
  },
  {
    // Import boundaries of the web (tests included), checked by `pnpm lint`.
    files: ['web/**/*.{ts,tsx}'],
    ...importResolution,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: WEB_ZONES, basePath: new URL('..', import.meta.url).pathname },
      ],
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
];
