import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearToasts } from '../src/components/ui/toast.tsx';
import { i18n, initI18n } from '../src/i18n/index.ts';

initI18n('EN');

/*
 * jsdom has HTMLDialogElement without showModal/close (jsdom 26). The minimum the app's Dialog
 * relies on: showModal/close toggle `open` (close fires `close`), and Escape sends a cancelable
 * `cancel` to the topmost modal dialog, closing it unless prevented, as browsers do.
 */
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    modals.push(this);
    this.querySelector<HTMLElement>('a[href], button:not([disabled]), input, select')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearToasts();
  document.documentElement.removeAttribute('data-theme');
  await i18n.changeLanguage('en');
});
