import { useEffect, type KeyboardEvent } from 'react';

/**
 * Keeps Tab inside a modal panel: from the last focusable element Tab wraps to the first, and
 * Shift+Tab from the first wraps to the last. `selector` names what counts as focusable there.
 */
export function wrapTabFocus(
  event: KeyboardEvent,
  panel: HTMLElement | null,
  selector: string,
): void {
  if (event.key !== 'Tab') return;
  const focusable = panel?.querySelectorAll<HTMLElement>(selector);
  if (!focusable || focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

/**
 * While `open`: focus moves to what `focusTarget` returns; on close, focus goes back to whatever
 * had it before (the opener), if that is still on the page.
 */
export function useFocusWhileOpen(open: boolean, focusTarget: () => HTMLElement | null): void {
  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusTarget()?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // The target is read once per opening, on purpose: later renders must not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
