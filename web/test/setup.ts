import '@testing-library/jest-dom/vitest';
import { cleanup, configure, fireEvent } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
// The route table registers every domain's paths (href, pathOf), as the app does when it loads.
import '../src/app/routes.ts';
import { NAMESPACES } from '../src/app/text-loaders.ts';
import { TEXT_SOURCES } from '../src/app/texts.ts';
import { clearToasts } from '../src/components/ui/toast.tsx';
import { setPopupOpen } from '../src/features/download/download-store.ts';
import { i18n, initI18n } from '../src/i18n/index.ts';

// findBy*/waitFor wait for what a person would wait for: a lazy chunk (a dialog, a screen) loads
// through vite's transform, which on a loaded two-core machine can take many times the default
// second. A wait is not a speed claim: a failure still means the thing never came. What a test
// says about time (a debounce, a delay, a countdown) is on the fake clock (vi.useFakeTimers),
// which the test moves itself.
configure({ asyncUtilTimeout: 20_000 });

/*
 * Preact difference (decision 036): compat listens for `input`, not `change`, behind the
 * `onChange` of a text-like <input> (any type but checkbox, radio and file) or a <textarea>, as
 * the browser fires `input` at each change of the value there (and `change` only when it is
 * committed). React's `onChange` answers both events, so `fireEvent.change` (Testing Library's
 * "the value changed") reached the handler under React and nothing under Preact. Here it fires
 * what a browser fires when a value is set at once (a date picked, a field autofilled): `input`,
 * then `change`. @testing-library/preact maps `change` to `input` under compat in the same way.
 */
const TYPES_WITH_CHANGE = /^(checkbox|radio|file)$/;
const FIRES_INPUT = Symbol.for('app.test.firesInput');
// Once per worker: the files of a worker share their modules (vite.config.ts, `isolate`), and
// this file runs before each of them.
if (!(FIRES_INPUT in fireEvent.change)) {
  const fireChange = fireEvent.change;
  fireEvent.change = Object.assign(
    (element: Document | Node | Element | Window, init?: object) => {
      const hearsInput =
        element instanceof HTMLTextAreaElement ||
        (element instanceof HTMLInputElement && !TYPES_WITH_CHANGE.test(element.type));
      if (hearsInput) fireEvent.input(element, init);
      return fireChange(element, init);
    },
    { [FIRES_INPUT]: true },
  );
}

// jsdom lays nothing out, so it has nothing to scroll; its own scrollTo only logs "not implemented".
window.scrollTo = () => undefined;

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
  // A test on the fake clock (vi.useFakeTimers) never leaves it to the next, even when it fails.
  vi.useRealTimers();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearToasts();
  // The download popup's store outlives the tree: left open, it would hold every later dialog.
  setPopupOpen(false);
  document.documentElement.removeAttribute('data-theme');
  await i18n.changeLanguage('en');
  const missing = missingKeys.splice(0);
  expect(missing, 'texts missing from every namespace').toEqual([]);
});
