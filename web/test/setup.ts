import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '../src/components/ui/toast.tsx';
import { i18n, initI18n } from '../src/i18n/index.ts';

initI18n('EN');

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearToasts();
  document.documentElement.removeAttribute('data-theme');
  await i18n.changeLanguage('en');
});
