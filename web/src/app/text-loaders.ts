/**
 * Where every text file that is not in the first load is (app/texts.ts says which namespaces are
 * and how a folder names its namespace): one loader per file, each file a chunk of its own. This
 * map is a chunk itself, fetched with the first such text, so the first load carries none of it.
 */
import type { ResourceKey } from 'i18next';
import type { RouteTitles } from '../lib/routing.ts';

/**
 * Every text file, each a chunk of its own (Vite turns the glob into a map of loaders), but the
 * English of app/texts.ts's FIRST_LOAD: those are in the first chunk already.
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

/** Every namespace there is (the first load's have their other languages here). */
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

/** The texts of a namespace in a language (rejects for one that does not exist). */
export async function loadTexts(language: string, namespace: string): Promise<ResourceKey> {
  const load = LOADERS.get(`${namespace}/${language}`);
  if (!load) throw new Error(`no ${language} texts in ${namespace}`);
  const texts = await load();
  return namespace === 'routes' ? routeTexts(language, texts) : texts;
}
