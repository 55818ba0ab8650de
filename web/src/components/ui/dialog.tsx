/**
 * The one modal dialog of the app, on the native <dialog> element opened with showModal(): the
 * browser makes the rest of the page inert (so Tab stays inside), puts the dialog in the top
 * layer above every stacking context, and turns Escape into a `cancel` event. This component
 * adds what the element leaves to its user:
 *
 * - mounted only while `open` (closed, nothing of it is in the DOM);
 * - named by its title (`aria-labelledby`; `hideTitle` keeps the name, hides the text);
 * - focus on open: the browser's choice (the first focusable element) unless `initialFocus`
 *   picks one; on close, focus goes back to the opener (`returnFocusTo`, else whatever had focus
 *   when it opened), if that is still on the page;
 * - Escape (`cancel`) and a click on the backdrop call `onClose`, unless `dismissible` is false
 *   (a confirm dialog while its action runs);
 * - the page under it does not scroll (ui.css: `html:has(dialog[open])`, no script).
 *
 * Layouts: `variant="centred"` (default: a card in the middle) or `"drawer"` (the side menu,
 * full height on the left). ConfirmDialog below is this component with two buttons.
 */
import {
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import './ui.css';

export interface DialogProps {
  open: boolean;
  /** Names the dialog (its heading). */
  title: string;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  /** Visible text of the head's close button (translated by the caller); no button without it. */
  closeLabel?: string;
  /** Escape, the backdrop or the close button: the owner sets `open` to false. */
  onClose: () => void;
  /** False while closing is not allowed (Escape and the backdrop do nothing). */
  dismissible?: boolean;
  children: ReactNode;
  className?: string;
  variant?: 'centred' | 'drawer';
  /** alertdialog for a question that needs an answer; the element's own role otherwise. */
  role?: 'alertdialog';
  /** id of the element describing the dialog (an alertdialog's question). */
  describedBy?: string;
  id?: string;
  /** What gets focus on open; the browser's first focusable element otherwise. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  /** Where focus goes on close; the element focused at opening otherwise. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
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
    // (Chrome closes a dialog anyway at a second Escape whose cancel was refused: only a busy
    // confirm dialog refuses, and its owner closes it when the action ends.)
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // Once per opening, on purpose: later renders must not move focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
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

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question with Cancel and a confirming action: role="alertdialog", described by its body,
 * focus on Cancel (the safe choice, first in the dialog: where showModal puts focus); while
 * `busy`, nothing closes it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      describedBy={bodyId}
      dismissible={!busy}
      onClose={onCancel}
    >
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="primary" onClick={onConfirm} busy={busy} disabled={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
