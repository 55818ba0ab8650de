/**
 * i18next setup. The language is a contracts LanguageCode ('EN', 'TY', 'PT', ...) stored in
 * localStorage.language and sent to the BFF as the `language` input; i18next uses its lower-case
 * form. EN, TY and PT ship texts; every other code falls back to English.
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@app/contracts/values';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { readLanguage, writeLanguage } from '../lib/storage.ts';
import { en } from './en.ts';

/**
 * English ships in the first load; the other translated languages are separate chunks fetched
 * only by the players who choose them (the first-load budget counts every byte).
 */
const BUNDLES: Record<string, () => Promise<Record<string, unknown>>> = {
  ty: () => import('./ty.ts').then((m) => m.ty),
  pt: () => import('./pt.ts').then((m) => m.pt),
};

/** Makes sure the texts of `language` are loaded (English always is). */
export async function loadLanguage(language: LanguageCode): Promise<void> {
  const code = toI18n(language);
  const load = BUNDLES[code];
  if (!load || i18n.hasResourceBundle(code, 'translation')) return;
  i18n.addResourceBundle(code, 'translation', await load(), true, true);
}

/** BCP 47 tag for <html lang> (TY is Filipino). */
/** BCP 47 tags for the codes that are not ISO 639-1 already (the rest: lower-case code). */
const HTML_LANG: Partial<Record<LanguageCode, string>> = { TY: 'fil', CN: 'zh-CN', TW: 'zh-TW' };

/** The `lang` attribute value of a language code (`<html lang>`, the picker's entries). */
export function htmlLang(language: LanguageCode): string {
  return HTML_LANG[language] ?? language.toLowerCase();
}

function toI18n(code: LanguageCode): string {
  return code.toLowerCase();
}

export function initI18n(language: LanguageCode = readLanguage() ?? DEFAULT_LANGUAGE): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      lng: toI18n(language),
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  } else if (i18n.language !== toI18n(language)) {
    void i18n.changeLanguage(toI18n(language));
  }
  setHtmlLang(language);
  return i18n;
}

/** Starts i18n with the stored language, its texts loaded before the first paint. */
export async function startI18n(
  language: LanguageCode = readLanguage() ?? DEFAULT_LANGUAGE,
): Promise<void> {
  initI18n(language);
  try {
    await loadLanguage(language);
    await i18n.changeLanguage(toI18n(language));
  } catch {
    // A chunk that fails to load leaves the English texts: still a working page.
  }
}

export async function setLanguage(language: LanguageCode): Promise<void> {
  writeLanguage(language);
  await loadLanguage(language);
  await i18n.changeLanguage(toI18n(language));
  setHtmlLang(language);
}

function setHtmlLang(language: LanguageCode): void {
  document.documentElement.lang = htmlLang(language);
}

/** The current language as the BFF expects it (upper-case contracts code). */
export function useLanguage(): LanguageCode {
  const { i18n: instance } = useTranslation();
  return (instance.language || 'en').toUpperCase() as LanguageCode;
}

export { i18n };
