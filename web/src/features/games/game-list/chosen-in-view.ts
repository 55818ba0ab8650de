/**
 * A strip of chips scrolls its chosen chip (`aria-pressed="true"`) into view, however it was
 * chosen: a tap, the drawer, the filter panel, a link or a reload (spec section 2, "Vendor
 * selector": the selected one scrolls into view; the in-house list's 'Crash' likewise).
 */
import { useEffect, type RefObject } from 'react';

export function useChosenInView(strip: RefObject<HTMLElement | null>, ...chosen: unknown[]): void {
  useEffect(() => {
    const chip = strip.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    // jsdom has no layout, and no scrollIntoView.
    if (chip && typeof chip.scrollIntoView === 'function') {
      chip.scrollIntoView({ block: 'nearest', inline: 'center' });
    }
    // The chosen value is what matters, not the function identities.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, chosen);
}
