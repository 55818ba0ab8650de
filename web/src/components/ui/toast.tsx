/**
 * Toasts: a tiny external store so non-React code (the query cache's error hook) can show one,
 * and a <Toaster/> that announces them politely (role="status").
 */
import { TIMINGS_MS } from '@app/contracts/values';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppUpdate } from '../../lib/app-update.ts';
import { useNetworkNotice } from '../../lib/network-state.ts';
import { Icon } from './icon.tsx';
import './ui.css';

export interface ToastItem {
  id: number;
  text: string;
  /** 'offline': a refusal of the free-trial guard (spec section 8: free_reject's toast kind). */
  tone: 'info' | 'error' | 'offline';
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
  // A new error replaces the one on screen rather than stacking beside it (issue 27): the
  // player reads what went wrong last.
  const kept = item.tone === 'error' ? items.filter((shown) => shown.tone !== 'error') : items;
  items = [...kept, item];
  emit();
  setTimeout(() => dismissToast(item.id), options.durationMs ?? TIMINGS_MS.toastDefault);
  return item.id;
}

/** Spec sections 5 and 8: free_reject is an offline toast for 2 s. */
export function showFreeReject(text: string): number | undefined {
  return showToast(text, { tone: 'offline', durationMs: TIMINGS_MS.freeRejectToast });
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

/**
 * Whether a refusal or error is on screen (info toasts do not count): a dialog that opens by
 * itself waits for it to go (lib/overlay-requests.ts), or its backdrop would cover the one line
 * that says why the player was sent where they are.
 */
export function useNoticeOnScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => items.some((item) => item.tone !== 'info'),
    () => false,
  );
}

/**
 * The network notice (lib/network-state.ts), for as long as its condition lasts: offline, or a
 * call to the BFF slower than NETWORK_SLOW_AFTER_MS. A slim bar above the footer menu rather
 * than a toast at the top: it may stay for a while, and there it covers no control.
 */
/**
 * The bar above the footer: a new build waiting (lib/app-update.ts) with the player's button to
 * take it, and the network's state. Both are announced as they come.
 */
function NetworkNotice() {
  const { t } = useTranslation();
  const notice = useNetworkNotice();
  const takeUpdate = useAppUpdate();
  return (
    <div className="network-notice" role="status" aria-live="polite">
      {takeUpdate ? (
        <p className="network-notice__text update-notice">
          <Icon name="refresh" size={18} />
          <span>{t('app.updateReady')}</span>
          <button type="button" className="update-notice__take" onClick={takeUpdate}>
            {t('app.update')}
          </button>
        </p>
      ) : null}
      {notice ? (
        <p className={`network-notice__text network-notice__text--${notice}`}>
          <Icon name={notice === 'offline' ? 'wifiOff' : 'clock'} size={18} />
          {t(notice === 'offline' ? 'errors.network_offline' : 'errors.network_slow')}
        </p>
      ) : null}
    </div>
  );
}

export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return (
    <>
      <NetworkNotice />
      <div className="toaster" role="status" aria-live="polite">
        {current.map((item) => (
          <p key={item.id} className={`toast toast--${item.tone}`}>
            {item.tone === 'offline' ? <Icon name="ban" size={20} /> : null}
            {item.text}
          </p>
        ))}
      </div>
    </>
  );
}
