/**
 * The text namespaces, found where they live rather than listed: a `texts/` folder holding
 * `en.ts` (the complete key set), `ty.ts` and `pt.ts` (every key too, brand names aside, as
 * test/texts.test.ts checks; a key missing at run time reads English) is the namespace named after
 * the folder that holds it (`features/wallet/texts` is `wallet`, `features/games/game-list/texts`
 * is `gameList`, `app/routes/home/texts` is `home`); the shared ones are `app/texts/<name>/`
 * (`common`, `errors`, `validation`, `routes`, `menu`, `lists`).
 *
 * The `routes` namespace also carries every route's title, `titles.<route>`, gathered from each
 * domain's `texts/titles/<language>.ts` (one chunk per language, vite.config.ts).
 *
 * The first load carries the English of the shell and the home (FIRST_LOAD below); everything
 * else is a chunk of its own, fetched when a screen asks for it. A route lists the namespaces its
 * screen needs in its domain's `<domain>.routes.ts` and the router loads them with the screen.
 */
import type { ResourceKey } from 'i18next';
import type { TextSources } from '../i18n/index.ts';
import type { RouteTitles } from '../lib/routing.ts';
import common from './texts/common/en.ts';
import home from './routes/home/texts/en.ts';
import games from '../features/games/texts/en.ts';
import content from '../features/content/texts/en.ts';
import download from '../features/download/texts/en.ts';

/** English namespaces in the first chunk: the shell and the home (budget: docs/performance.md). */
const FIRST_LOAD = { common, home, games, content, download } satisfies Record<string, ResourceKey>;

/**
 * Every other text file, each a chunk of its own (Vite turns the glob into a map of loaders). The
 * English files of FIRST_LOAD are left out: they are in the first chunk already.
 */
const TEXT_FILES = import.meta.glob<ResourceKey>(
  [
    './texts/*/*.ts',
    './routes/*/texts/*.ts',
    '../features/*/texts/*.ts',
    '../features/*/*/texts/*.ts',
    '!./texts/common/en.ts',
    '!./routes/home/texts/en.ts',
    '!../features/games/texts/en.ts',
    '!../features/content/texts/en.ts',
    '!../features/download/texts/en.ts',
  ],
  { import: 'default' },
);

/** Every domain's route titles, per language. */
const TITLE_FILES = import.meta.glob<RouteTitles>(
  ['./routes/*/texts/titles/*.ts', '../features/*/texts/titles/*.ts'],
  { import: 'default' },
);

const camelCase = (folder: string) => folder.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** `features/games/game-list/texts/ty.ts` → ['gameList', 'ty']; the shared `texts/errors/pt.ts` → ['errors', 'pt']. */
function namespaceOf(file: string): [namespace: string, language: string] {
  const parts = file.split('/');
  const language = (parts.at(-1) ?? '').replace(/\.ts$/, '');
  const owner = parts.at(-2) === 'texts' ? parts.at(-3) : parts.at(-2);
  return [camelCase(owner ?? ''), language];
}

const LOADERS = new Map<string, () => Promise<ResourceKey>>();
for (const [file, load] of Object.entries(TEXT_FILES)) {
  const [namespace, language] = namespaceOf(file);
  LOADERS.set(`${namespace}/${language}`, load);
}
for (const [namespace, bundled] of Object.entries(FIRST_LOAD)) {
  LOADERS.set(`${namespace}/en`, () => Promise.resolve(bundled));
}

/** Every namespace there is. */
export const NAMESPACES: readonly string[] = [
  ...new Set([...LOADERS.keys()].map((key) => key.split('/')[0] ?? '')),
];

/** The `routes` namespace of a language: the shared route texts and every domain's titles. */
async function routeTexts(language: string, shared: ResourceKey): Promise<ResourceKey> {
  const titles = await Promise.all(
    Object.entries(TITLE_FILES)
      .filter(([file]) => file.endsWith(`/titles/${language}.ts`))
      .map(([, load]) => load()),
  );
  return { ...(shared as object), titles: Object.assign({}, ...titles) as RouteTitles };
}

export const TEXT_SOURCES: TextSources = {
  bundled: FIRST_LOAD,
  defaultNamespace: 'common',
  load: async (language, namespace) => {
    const load = LOADERS.get(`${namespace}/${language}`);
    if (!load) throw new Error(`no ${language} texts in ${namespace}`);
    const texts = await load();
    return namespace === 'routes' ? routeTexts(language, texts) : texts;
  },
};
