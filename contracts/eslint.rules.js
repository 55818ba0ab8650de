// The contracts' own lint rule: the package every other one imports depends on zod alone.
// Gathered by ../eslint.config.js; contracts/test/boundaries.test.ts proves that it bites.
import { importResolution } from '../eslint.shared.js';

const ZOD_ONLY =
  'contracts imports nothing but zod: no react, no node builtins, no other package (contracts/README.md).';

export default [
  {
    files: ['contracts/src/**/*.ts'],
    ...importResolution,
    rules: {
      // By name: zod, or a file of contracts (relative).
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod(?:/|$)|\\.\\.?/)', message: ZOD_ONLY }] },
      ],
      // By place: a relative import stays inside contracts/src.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: new URL('..', import.meta.url).pathname,
          zones: [
            {
              target: './contracts/src',
              from: './',
              except: ['./contracts/src', './node_modules', './contracts/node_modules'],
              message: ZOD_ONLY,
            },
          ],
        },
      ],
      // Nor at run time: no import() or require() of anything.
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: ZOD_ONLY },
        { selector: "CallExpression[callee.name='require']", message: ZOD_ONLY },
      ],
    },
  },
];
