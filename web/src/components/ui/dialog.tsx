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
 *
 * The element's machinery (open-dialog.tsx) is a chunk of its own, fetched the first time any
 * dialog opens: no dialog is open on a first load, so none of it is in the first chunk.
 */
import { lazy, Suspense, useId, type ReactNode, type RefObject } from 'react';
import { Button } from './button.tsx';
import './ui.css';

const OpenDialog = lazy(() => import('./open-dialog.tsx'));

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
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <OpenDialog {...props} />
    </Suspense>
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
