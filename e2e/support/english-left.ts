/**
 * English left on a Filipino or Portuguese screen (issue 27, item 27): every visible text node of
 * the page that equals an English catalogue text the translation does not itself use.
 *
 * What may read the same in English and in the player's language (the allow-list):
 * - a text the translation's own files write (Filipino keeps 'Username', 'Password', 'Slots';
 *   both keep 'OK', 'E-mail'): a word written the same in that language's file is deliberate,
 *   the convention web/test/texts.test.ts states, so the translators' files are the list;
 * - the English of a key the translation leaves out on purpose: the brand names web/test/
 *   texts.test.ts allows (SAME_IN_EVERY_LANGUAGE: the product's name, the social channels).
 * Texts with placeholders (`Deposit {{amount}}`) are left out: their English never equals a
 * rendered text whole. The gateway's own data (game, bank and promotion names) is no catalogue
 * text and is not looked at.
 */
import type { Page } from '@playwright/test';
import { catalogue } from './catalogue.ts';

export type TranslatedLanguage = 'ty' | 'pt';

/** The English texts a `language` screen must not show. */
export async function forbiddenEnglish(language: TranslatedLanguage): Promise<Set<string>> {
  const [english, translated] = await Promise.all([catalogue('en'), catalogue(language)]);
  const allowed = new Set(translated.values());
  for (const [key, text] of english) if (!translated.has(key)) allowed.add(text);
  return new Set(
    [...english.values()]
      .map((text) => text.trim())
      .filter((text) => text && !text.includes('{{') && !allowed.has(text)),
  );
}

/** The page's visible text nodes (trimmed) that are in `forbidden`. */
export async function englishOnScreen(page: Page, forbidden: Set<string>): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      // `visually-hidden` texts are read out: a screen reader speaks them in the player's language too.
      if (text && parent && parent.checkVisibility({ visibilityProperty: true })) texts.push(text);
    }
    return texts;
  });
  return [...new Set(shown.filter((text) => forbidden.has(text)))];
}
