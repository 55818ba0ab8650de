/**
 * The download popup is opened from the bar and from the top bar's button: one tiny shared
 * store. `everOpened` lets the popup's chunk load at the first opening and stay mounted after it
 * (an install guide outlives the popup that opened it).
 */
import { useSyncExternalStore } from 'react';

let popupOpen = false;
let everOpened = false;
const listeners = new Set<() => void>();

export function setPopupOpen(open: boolean): void {
  popupOpen = open;
  everOpened ||= open;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openDownloadPopup(): void {
  setPopupOpen(true);
}

export function usePopupOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => popupOpen,
    () => false,
  );
}

export function usePopupEverOpened(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => everOpened,
    () => false,
  );
}
