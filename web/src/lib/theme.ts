import { readTheme, writeTheme, type Theme } from './storage.ts';

/** The theme lives on <html data-theme>; CSS variables do the rest (styles/theme.css). */
export function applyTheme(theme: Theme = readTheme()): void {
  document.documentElement.dataset.theme = theme;
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', theme === 'light' ? '#ffffff' : '#12141c');
}

export function setTheme(theme: Theme): void {
  writeTheme(theme);
  applyTheme(theme);
}

export { readTheme, type Theme };
