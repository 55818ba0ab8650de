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
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button } from './button.tsx';
import type * as OpenDialogModule from './open-dialog.tsx';
import './ui.css';

type MachineryModule = typeof OpenDialogModule;

/** The machinery's chunk, fetched once (again after a failure). */
let machinery: Promise<MachineryModule> | undefined;
/** The machinery once here: rendered directly, so a dialog shows in the commit that opens it. */
let machineryModule: MachineryModule | undefined;
const machineryListeners = new Set<() => void>();

export function loadDialogMachinery(): Promise<MachineryModule> {
  machinery ??= import('./open-dialog.tsx').then(
    (module) => {
      machineryModule = module;
      for (const listener of machineryListeners) listener();
      return module;
    },
    (error: unknown) => {
      machinery = undefined;
      throw error;
    },
  );
  return machinery;
}

const LazyOpenDialog = lazy(loadDialogMachinery);

/**
 * Whether a dialog can show the moment it is rendered; fetches the machinery when `wanted`. A
 * dialog that opens by itself waits for it (lib/overlay-requests.ts), so it is never granted its
 * turn while still invisible: a player who opens the side menu in that gap would get the popup
 * over the menu.
 */
export function useDialogReady(wanted: boolean): boolean {
  const ready = useSyncExternalStore(
    (listener) => {
      machineryListeners.add(listener);
      return () => machineryListeners.delete(listener);
    },
    () => machineryModule !== undefined,
    () => false,
  );
  useEffect(() => {
    // A chunk that fails to load leaves the dialog waiting: the page stays usable without it.
    if (wanted && !ready) loadDialogMachinery().catch(() => undefined);
  }, [wanted, ready]);
  return ready;
}

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
  return <ShownDialog {...props} />;
}

/* ------------------------------------------------------ whether any dialog is on screen */

/**
 * The dialogs open now, whoever opened them (the player's side menu and language picker, or a
 * dialog that opened by itself). A dialog that opens by itself waits until none is open
 * (lib/overlay-requests.ts): opened over the player's own, it would take the page from them.
 */
const openDialogs = new Set<symbol>();
const openListeners = new Set<() => void>();
const notifyOpenListeners = () => {
  for (const listener of openListeners) listener();
};

function ShownDialog(props: DialogProps) {
  // Chosen once per opening: switching from the lazy path to the loaded one would mount the
  // dialog again, and what the player typed in it would be lost.
  const [machineryHere] = useState(() => machineryModule);
  // Counted from its first commit, while the machinery may still be on its way.
  useEffect(() => {
    const id = Symbol('open dialog');
    openDialogs.add(id);
    notifyOpenListeners();
    return () => {
      openDialogs.delete(id);
      notifyOpenListeners();
    };
  }, []);
  if (machineryHere) return <machineryHere.default {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyOpenDialog {...props} />
    </Suspense>
  );
}

/** Whether a dialog is open on the page. */
export function useDialogOnScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
    () => openDialogs.size > 0,
    () => false,
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
