/**
 * Toasts: a tiny external store so non-React code (the query cache's error hook) can show one,
 * and a <Toaster/> that announces them politely (role="status").
 */
import { TIMINGS_MS } from '@app/contracts/values';
import { useSyncExternalStore } from 'react';
import './ui.css';

export interface ToastItem {
  id: number;
  text: string;
  tone: 'info' | 'error';
}

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast; returns its id, for a toast that a later one replaces (dismissToast). */
export function showToast(
  text: string,
  options: { tone?: ToastItem['tone']; durationMs?: number } = {},
): number | undefined {
  // The same text twice in a row (e.g. several failed queries at once) shows once.
  if (items.some((item) => item.text === text)) return undefined;
  const item: ToastItem = { id: nextId++, text, tone: options.tone ?? 'info' };
  items = [...items, item];
  emit();
  setTimeout(() => dismissToast(item.id), options.durationMs ?? TIMINGS_MS.toastDefault);
  return item.id;
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

export function clearToasts(): void {
  items = [];
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <div className="toaster" role="status" aria-live="polite">
      {current.map((item) => (
        <p key={item.id} className={`toast toast--${item.tone}`}>
          {item.text}
        </p>
      ))}
    </div>
  );
}
