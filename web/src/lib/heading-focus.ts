/**
 * After an in-app navigation, focus goes to the new screen's heading (its `h1`), as it does
 * when a browser loads a page: a screen reader announces where the player now is, and the next
 * Tab starts from the top of the new screen instead of from a link that is gone. A first load
 * keeps the browser's own start; a change of the query or hash alone (a tab of the game lists,
 * the home's filter) is not a new screen.
 *
 * The heading may come later than the navigation (the screen's chunk or its data), or go with
 * the focus when the screen's loading state gives way to its content or a suspense hides it for
 * a moment, or a control of the screen before (a footer link) still has it: until the player's
 * first key or touch, a MutationObserver on the layout puts focus back on the screen's heading
 * whenever it has fallen to the page's body or stayed behind. Focus that the new screen or a
 * dialog over it placed on one of its controls is left where it is.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export function useHeadingFocusOnNavigation(layout: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  // What had focus when this path first rendered: a control of the screen before (a footer link
  // that stays), never one the new screen focused itself. Read while rendering, before the
  // commit replaces the screen.
  const renderedPathname = useRef<string | null>(null);
  const focusBefore = useRef<Element | null>(null);
  if (renderedPathname.current !== pathname && typeof document !== 'undefined') {
    renderedPathname.current = pathname;
    focusBefore.current = document.activeElement;
  }

  useEffect(() => {
    const root = layout.current;
    if (!root || pathname === firstPathname.current) return;
    // From now on every screen, the first one's path too, is a navigation.
    firstPathname.current = '';
    const stale = focusBefore.current;
    /** Focus where the screen or a dialog over it put it: theirs to keep. */
    const placed = (active: Element | null) =>
      active !== null &&
      active !== document.body &&
      (active !== stale || active.closest('dialog, [role="dialog"]') !== null);

    if (placed(document.activeElement)) return;
    let focused = focusHeading(root);
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (focused && active === focused) return;
      if (placed(active)) observer.disconnect();
      else focused = focusHeading(root);
    });
    // Nodes come and go; a suspense hides and shows them with `style`.
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributeFilter: ['style', 'hidden'],
    });
    // From the player's first input on, where focus goes is theirs.
    const stop = () => observer.disconnect();
    const input = { capture: true, once: true } as const;
    document.addEventListener('keydown', stop, input);
    document.addEventListener('pointerdown', stop, input);
    return () => {
      stop();
      document.removeEventListener('keydown', stop, input);
      document.removeEventListener('pointerdown', stop, input);
    };
  }, [layout, pathname]);
}

/**
 * Focuses the screen's heading when it is there; null when it is still to come. A dialog's
 * heading (the login sheet over a page) is not the screen's.
 */
function focusHeading(root: HTMLElement): HTMLElement | null {
  const heading = root.querySelector<HTMLElement>('h1:not(dialog h1, [role="dialog"] h1)');
  if (!heading) return null;
  // Focusable from script only: a heading is no stop of the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // The router's own scrolling decides where the page is; focus must not move it.
  heading.focus({ preventScroll: true });
  return heading;
}
