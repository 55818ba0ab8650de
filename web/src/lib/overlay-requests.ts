/**
 * A page asks for an overlay that another part of the page owns: the member centre's 'Verify
 * now' opens the identity verification overlay of the layout's KYC prompt; entering the member
 * centre and signing in ask the contracts domain's contract-request check; the header's Log in
 * opens the session domain's login over the current page. Features never import
 * each other; they meet here by the overlay's name. A count per overlay, so each ask opens it once.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useDialogOnScreen, useDialogReady } from '../components/ui/dialog.tsx';
import { useNoticeOnScreen } from '../components/ui/toast.tsx';
import { useTermsAgreed } from './terms.ts';

/** The overlays a page may ask for. */
export type OverlayName = 'identityVerification' | 'contractRequests' | 'login';

const asked = new Map<OverlayName, number>();
const listeners = new Set<() => void>();

export function requestOverlay(name: OverlayName): void {
  asked.set(name, (asked.get(name) ?? 0) + 1);
  for (const listener of listeners) listener();
}

/** Asks for `name` once each time the calling screen is entered (mounted). */
export function useOverlayOnEntry(name: OverlayName): void {
  useEffect(() => requestOverlay(name), [name]);
}

/** How many times `name` was asked for: a change is a new ask. */
export function useOverlayRequests(name: OverlayName): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => asked.get(name) ?? 0,
    // Nothing is asked for on the server, nor in the page it rendered before hydration.
    () => 0,
  );
}

/* ------------------------------------------------------------------- one dialog at a time */

/**
 * Dialogs that open by themselves (the home's login popups, the contract-request alert, the KYC
 * prompt) wait their turn: a modal dialog makes everything else inert, so a second one opened
 * beside it could be neither read nor closed. First asked, first shown; the next shows when it
 * closes. Nor does one open over a dialog the player opened (the side menu, the language
 * picker): it waits until that closes. Nor over a refusal on screen (a page that sent the player
 * home with 'no permission'): it waits the toast's 2 s, then shows; one already open stays open.
 */
const waiting: symbol[] = [];
const turnListeners = new Set<() => void>();
const notifyTurns = () => {
  for (const listener of turnListeners) listener();
};

/** Whether the calling dialog, which `wants` to show, may show now. */
export function useDialogTurn(wants: boolean): boolean {
  const [id] = useState(() => Symbol('dialog'));
  useEffect(() => {
    if (!wants) return;
    waiting.push(id);
    notifyTurns();
    return () => {
      waiting.splice(waiting.indexOf(id), 1);
      notifyTurns();
    };
  }, [wants, id]);
  const first = useSyncExternalStore(
    (listener) => {
      turnListeners.add(listener);
      return () => turnListeners.delete(listener);
    },
    () => waiting[0] === id,
    () => false,
  );
  const notice = useNoticeOnScreen();
  const dialogOnScreen = useDialogOnScreen();
  // The terms notice comes first: the home renders beneath it (server rendering, issue 28), and
  // a dialog that opened over it would cover the one thing the player must read.
  const termsAgreed = useTermsAgreed();
  // Granted once, kept while wanted: a toast that comes later, or its own dialog now on screen,
  // does not close it. Updated while rendering, so no frame sees it withdrawn.
  const [granted, setGranted] = useState(false);
  const queued = wants && termsAgreed && first;
  // Granted only when it can show at once (its code is here): never a hidden turn.
  const ready = useDialogReady(queued);
  const turn = queued && (granted || (ready && !notice && !dialogOnScreen));
  if (turn !== granted) setGranted(turn);
  return turn;
}
