import { ERROR_TEXTS_EN } from '@app/contracts/values';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../src/app/text-loaders.ts';
import { TEXT_SOURCES } from '../src/app/texts.ts';
import common from '../src/app/texts/common/en.ts';

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leafKeys(value, `${prefix}${key}.`),
  );
}

/** Every text of a namespace by its dotted key (`deposit.submit`). */
function leafTexts(tree: Tree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value] as const]
        : [...leafTexts(value, `${prefix}${key}.`)],
    ),
  );
}

/** The `{{name}}` placeholders of a text, sorted: a translation must keep every one. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const TRANSLATED_LANGUAGES = ['ty', 'pt'] as const;

/**
 * The only texts a translation may leave out: names that read the same in every language, so the
 * English is the Filipino and the Portuguese too (`namespace:key`). Anything else missing in TY
 * or PT is English left on a Filipino or Portuguese screen. A word that merely happens to be
 * the same in one language ('OK', 'Slots') is written in that language's file, not listed here.
 */
const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  // The product's name (the logo's alt text, the copyright line, the web app manifest).
  'common:app.name',
  // The customer-service channels on the maintenance and region pages: brand names.
  'system:system.social.TELEGRAM',
  'system:system.social.TELEGRAM_1',
  'system:system.social.INSTAGRAM',
  'system:system.social.FACEBOOK',
]);

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

  it('translates every English text into Filipino and Portuguese, brand names aside', async () => {
    const untranslated: Record<string, string[]> = {};
    for (const namespace of NAMESPACES) {
      const english = leafKeys(await load('en', namespace));
      for (const language of TRANSLATED_LANGUAGES) {
        const translated = new Set(leafKeys(await load(language, namespace)));
        const missing = english.filter(
          (key) => !translated.has(key) && !SAME_IN_EVERY_LANGUAGE.has(`${namespace}:${key}`),
        );
        if (missing.length > 0) untranslated[`${language}/${namespace}`] = missing;
      }
    }
    // Listed by language and namespace, so one run names every gap.
    expect(untranslated).toEqual({});
  });

  it('lists only names English has and every translation leaves out', async () => {
    for (const entry of SAME_IN_EVERY_LANGUAGE) {
      const [namespace = '', key = ''] = entry.split(':');
      expect(leafKeys(await load('en', namespace)), entry).toContain(key);
      for (const language of TRANSLATED_LANGUAGES) {
        expect(leafKeys(await load(language, namespace)), `${language}/${entry}`).not.toContain(
          key,
        );
      }
    }
  });

  it('keeps every placeholder of the English in each translation', async () => {
    const changed: string[] = [];
    for (const namespace of NAMESPACES) {
      const english = leafTexts(await load('en', namespace));
      for (const language of TRANSLATED_LANGUAGES) {
        for (const [key, text] of leafTexts(await load(language, namespace))) {
          const expected = placeholders(english.get(key) ?? '');
          if (placeholders(text).join() !== expected.join()) {
            changed.push(`${language}/${namespace}:${key} needs {{${expected.join('}}, {{')}}}`);
          }
        }
      }
    }
    expect(changed).toEqual([]);
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

  it("says the shell's error texts as the catalogue says them, in Filipino and Portuguese too", async () => {
    for (const language of TRANSLATED_LANGUAGES) {
      const shell = leafTexts(await load(language, 'common'));
      const catalogue = leafTexts(await load(language, 'errors'));
      for (const [key, text] of shell) {
        if (!key.startsWith('errors.')) continue;
        expect(text, `${language}/common:${key}`).toBe(catalogue.get(key.slice('errors.'.length)));
      }
      expect(shell.get('app.retry'), language).toBe(catalogue.get('loading_failed'));
    }
  });
});
