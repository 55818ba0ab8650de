/**
 * The open state of Dialog (dialog.tsx): a chunk of its own, loaded the first time a dialog
 * opens. See dialog.tsx for what it does and why.
 */
import { useId, useLayoutEffect, useRef, type MouseEvent } from 'react';
import type { DialogProps } from './dialog.tsx';
import { Icon } from './icon.tsx';

export default function OpenDialog({
  title,
  hideTitle = false,
  closeLabel,
  onClose,
  dismissible = true,
  children,
  className,
  variant = 'centred',
  role,
  describedBy,
  id,
  initialFocus,
  returnFocusTo,
}: DialogProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  // The latest callbacks, read by listeners attached once per opening.
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  // Layout effect: the dialog is modal before the browser paints it, and its cleanup runs while
  // the element is still in the document (React removes it afterwards).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener =
      returnFocusTo?.current ??
      (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!dialog.open) dialog.showModal();
    initialFocus?.(dialog)?.focus();

    const onCancel = (event: Event) => {
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    // Chrome closes a dialog anyway at a second Escape whose cancel was refused (its close
    // watcher). A dialog that must not be dismissed (the reality check, a busy confirm dialog)
    // is shown again at once: it stays until its owner closes it.
    const onClosedByBrowser = () => {
      if (!latest.current.dismissible && dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosedByBrowser);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosedByBrowser);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Once per opening, on purpose: later renders must not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A dialog of several steps (the KYC overlay) names each step: when the title changes and the
  // control that had focus went with the old step, focus goes to the new step's title, so a
  // screen reader announces it and focus never falls to the page under the modal.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownTitle = useRef(title);
  useLayoutEffect(() => {
    if (shownTitle.current === title) return;
    shownTitle.current = title;
    const heading = titleRef.current;
    if (!heading || ref.current?.contains(document.activeElement)) return;
    // Focusable from script only, and only from now: at opening the browser gives focus to the
    // dialog's first control, which a focusable title would take.
    heading.tabIndex = -1;
    heading.focus();
  }, [title]);

  // A click on the <dialog> element itself (not on its panel, which fills it) is a click on
  // the backdrop. (On a phone a touch that moves scrolls: no click ends a drag out of the panel.)
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && dismissible) onClose();
  };

  return (
    <dialog
      ref={ref}
      id={id}
      className={`dialog dialog--${variant} ${className ?? ''}`}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      <div className="dialog__panel">
        <div className={closeLabel ? 'dialog__head' : undefined}>
          <h2
            ref={titleRef}
            id={titleId}
            className={hideTitle ? 'visually-hidden' : 'dialog__title'}
          >
            {title}
          </h2>
          {closeLabel ? (
            <button type="button" className="dialog__close" onClick={onClose}>
              <Icon name="close" size={18} />
              <span className="visually-hidden">{closeLabel}</span>
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </dialog>
  );
}
