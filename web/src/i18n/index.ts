/**
 * The i18next engine. The language is a contracts LanguageCode ('EN', 'TY', 'PT', ...) stored in
 * localStorage.language and sent to the BFF as the `language` input; i18next uses its lower-case
 * form. EN, TY and PT ship texts; every other code falls back to English.
 *
 * Texts come in namespaces, one per domain (app/texts.ts lists them). The namespaces the shell
 * and the home need are bundled in English with the first load; every other namespace, and every
 * namespace of another language, is a chunk of its own fetched through
 * i18next-resources-to-backend when a screen asks for it (`useTranslation('session')` suspends
 * until it is there; the router loads a route's namespaces together with its screen).
 */
import { DEFAULT_LANGUAGE, type LanguageCode } from '@app/contracts/values';
import i18n, { type Resource, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext, initReactI18next } from 'react-i18next';
import { readLanguage, writeLanguage } from '../lib/storage.ts';

/** The shape of a translation: any subset of the English keys (the rest falls back to English). */
export type TranslationOf<T> = {
  [K in keyof T]?: T[K] extends string ? string : TranslationOf<T[K]>;
};

/** Where texts come from: what ships in the first load, and the loader of everything else. */
export interface TextSources {
  /** English namespaces in the first chunk (the shell and the home). */
  bundled: Record<string, ResourceKey>;
  /** Every other namespace or language (rejects for one that does not exist). */
  load: (language: string, namespace: string) => Promise<ResourceKey>;
  /** The namespace `t('key')` reads when none is named; also the fallback of every other. */
  defaultNamespace: string;
}

/** BCP 47 tags for the codes that are not ISO 639-1 already (the rest: lower-case code). */
const HTML_LANG: Partial<Record<LanguageCode, string>> = { TY: 'fil', CN: 'zh-CN', TW: 'zh-TW' };

/** The `lang` attribute value of a language code (`<html lang>`, the picker's entries). */
export function htmlLang(language: LanguageCode): string {
  return HTML_LANG[language] ?? language.toLowerCase();
}

/** Languages with texts of their own; any other code reads English and loads nothing. */
const TRANSLATED = new Set(['en', 'ty', 'pt']);

function toI18n(code: LanguageCode): string {
  return code.toLowerCase();
}

function fromI18n(language: string | undefined): LanguageCode {
  return (language || 'en').toUpperCase() as LanguageCode;
}

/** The language of the app's own instance now, outside a component (error texts, toasts). */
export function currentLanguage(): LanguageCode {
  return fromI18n(i18n.language);
}

/**
 * Starts i18next synchronously with the bundled English, so the first render needs no await
 * (tests rely on it); `startI18n` also waits for another language's first-load namespaces.
 */
export function initI18n(
  sources: TextSources,
  language: LanguageCode = readLanguage() ?? DEFAULT_LANGUAGE,
): typeof i18n {
  if (!i18n.isInitialized) {
    // A copy: i18next adds every namespace it loads later into the object it is given.
    const resources: Resource = { en: { ...sources.bundled } };
    void i18n
      .use(
        resourcesToBackend((lng: string, ns: string) =>
          // Untranslated languages have nothing to fetch: an empty bundle, then English.
          TRANSLATED.has(lng) ? sources.load(lng, ns) : Promise.resolve({}),
        ),
      )
      .use(initReactI18next)
      .init({
        resources,
        partialBundledLanguages: true,
        ns: Object.keys(sources.bundled),
        defaultNS: sources.defaultNamespace,
        fallbackNS: sources.defaultNamespace,
        lng: toI18n(language),
        fallbackLng: 'en',
        interpolation: { escapeValue: false },
        // A translated bundle counts as ready before its English fallback has arrived: texts it
        // lacks read their key until then, so a bundle that arrives re-renders its readers.
        react: { bindI18nStore: 'added' },
        returnNull: false,
        initAsync: false,
      });
  } else if (i18n.language !== toI18n(language)) {
    void i18n.changeLanguage(toI18n(language));
  }
  setHtmlLang(language);
  return i18n;
}

/** Starts i18n with the stored language, its first-load texts loaded before the first paint. */
export async function startI18n(
  sources: TextSources,
  language: LanguageCode = readLanguage() ?? DEFAULT_LANGUAGE,
): Promise<void> {
  initI18n(sources, language);
  try {
    // Resolves once every namespace in use is loaded for the language (failures leave English).
    await i18n.changeLanguage(toI18n(language));
  } catch {
    // A chunk that fails to load leaves the English texts: still a working page.
  }
}

/** Switches the language: the namespaces in use load first, then everything re-renders. */
export async function setLanguage(language: LanguageCode): Promise<void> {
  writeLanguage(language);
  await i18n.changeLanguage(toI18n(language));
  setHtmlLang(language);
}

/** Loads namespaces (a route's, before its screen renders). Never rejects: English stays. */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return;
  try {
    await i18n.loadNamespaces([...namespaces]);
  } catch {
    // i18next keeps the fallback language's texts; the screen still renders.
  }
}

function setHtmlLang(language: LanguageCode): void {
  // The server has no document: it writes <html lang> into the page itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLang(language);
}

/** The current language as the BFF expects it (upper-case contracts code). */
export function useLanguage(): LanguageCode {
  // The provider's instance (the server renders each request with its own), read through its
  // 'languageChanged' event. Not useTranslation(): that wraps the instance anew in every
  // component that calls it, and the home has dozens of readers (measurable in a server render).
  const instance = useContext(I18nContext)?.i18n ?? i18n;
  const language = useSyncExternalStore(
    (listener) => {
      instance.on('languageChanged', listener);
      return () => instance.off('languageChanged', listener);
    },
    () => instance.language,
    () => instance.language,
  );
  return fromI18n(language);
}

export { i18n };
