/**
 * The web app's text catalogue, read from its source (`web/src/**\/texts/**\/<language>.ts`):
 * the journeys that look for English left on a Filipino or Portuguese screen compare what the
 * screen shows with every English text.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Tree = { [key: string]: string | Tree };

const WEB_SRC = join(dirname(fileURLToPath(import.meta.url)), '../../web/src');

/** Every text file of `language` under web/src (a `texts/` folder, or its `titles/`). */
function textFiles(language: string): string[] {
  return readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)texts\/(titles\/|[\w-]+\/)?\w+\.ts$/.test(file))
    .filter((file) => file.endsWith(`/${language}.ts`))
    .map((file) => join(WEB_SRC, file));
}

function leaves(tree: Tree, prefix: string): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Every text of `language` by `file:key` (the file relative to web/src). */
export async function catalogue(language: 'en' | 'ty' | 'pt'): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const file of textFiles(language)) {
    const module = (await import(pathToFileURL(file).href)) as { default: Tree };
    const owner = relative(WEB_SRC, dirname(file));
    for (const [key, text] of leaves(module.default, '')) texts.set(`${owner}:${key}`, text);
  }
  return texts;
}
