import { ERROR_TEXTS_EN } from '@app/contracts/values';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, TEXT_SOURCES } from '../src/app/texts.ts';
import common from '../src/app/texts/common/en.ts';

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leafKeys(value, `${prefix}${key}.`),
  );
}

async function load(language: string, namespace: string): Promise<Tree> {
  const bundled = TEXT_SOURCES.bundled[namespace];
  if (language === 'en' && bundled) return bundled as Tree;
  return (await TEXT_SOURCES.load(language, namespace)) as Tree;
}

describe('text namespaces', () => {
  it('bundles the shell and the home in English, and nothing else', () => {
    expect(Object.keys(TEXT_SOURCES.bundled).sort()).toEqual(
      ['common', 'content', 'download', 'games', 'home'].sort(),
    );
    expect(TEXT_SOURCES.defaultNamespace).toBe('common');
  });

  it('loads every namespace in English, Filipino and Portuguese as a chunk of its own', async () => {
    for (const namespace of NAMESPACES) {
      const english = leafKeys(await load('en', namespace));
      expect(english.length, namespace).toBeGreaterThan(0);
      for (const language of ['ty', 'pt']) {
        const translated = leafKeys(await load(language, namespace));
        // A translation is a subset: a key English does not have would never be read.
        expect(
          translated.filter((key) => !english.includes(key)),
          `${language}/${namespace}`,
        ).toEqual([]);
      }
    }
  });

  it('refuses a namespace or language that does not exist', async () => {
    await expect(TEXT_SOURCES.load('en', 'nothing')).rejects.toThrow();
    await expect(TEXT_SOURCES.load('xx', 'session')).rejects.toThrow();
    await expect(TEXT_SOURCES.load('en', '__proto__')).rejects.toThrow();
  });

  it("keeps the shell's own error texts in the catalogue's wording", () => {
    for (const [code, text] of Object.entries(common.errors)) {
      if (code.startsWith('retryAfter')) continue;
      expect(text, code).toBe(ERROR_TEXTS_EN[code as keyof typeof ERROR_TEXTS_EN]);
    }
    expect(common.app.retry).toBe(ERROR_TEXTS_EN.loading_failed);
  });
});
