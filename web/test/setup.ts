import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { NAMESPACES, TEXT_SOURCES } from '../src/app/texts.ts';
import { clearToasts } from '../src/components/ui/toast.tsx';
import { i18n, initI18n } from '../src/i18n/index.ts';

initI18n(TEXT_SOURCES, 'EN');
// Screens are rendered directly in tests, without the router that loads their namespaces first:
// every English namespace is ready before the first test (test/texts.test.ts tests the loading).
await i18n.loadNamespaces(NAMESPACES);

/** A key rendered that no namespace has would show as raw text: every test fails on one. */
const missingKeys: string[] = [];
i18n.options.saveMissing = true;
i18n.options.missingKeyHandler = (languages, namespace, key) => {
  if (languages.includes('en')) missingKeys.push(`${namespace}:${key}`);
};

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearToasts();
  document.documentElement.removeAttribute('data-theme');
  await i18n.changeLanguage('en');
  const missing = missingKeys.splice(0);
  expect(missing, 'texts missing from every namespace').toEqual([]);
});
