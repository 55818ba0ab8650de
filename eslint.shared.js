// What the packages' lint rules share: how import-x resolves and parses the files it follows.
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** Spread into a config object that uses import-x rules. */
export const importResolution = {
  plugins: { 'import-x': importX },
  settings: {
    // no-cycle parses the imported files too: TypeScript ones with the TypeScript parser.
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  },
};
