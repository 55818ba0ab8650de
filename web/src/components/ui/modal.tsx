/**
 * Accessible modal dialog: role="dialog", labelled by its title, focus moved in on open, Tab kept
 * inside, Escape or the backdrop closes it, focus returned to the opener on close.
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icon.tsx';
import './ui.css';
import { useFocusWhileOpen, wrapTabFocus } from './focus-trap.ts';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Visible text of the close button (translated by the caller). */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Hide the title visually (still names the dialog). */
  hideTitle?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, iframe, [tabindex="0"]';

export function Modal({
  open,
  title,
  closeLabel,
  onClose,
  children,
  className,
  hideTitle = false,
}: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useFocusWhileOpen(
    open,
    () => panelRef.current?.querySelector<HTMLElement>('.modal__close') ?? null,
  );

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    wrapTabFocus(event, panelRef.current, FOCUSABLE);
  };

  return (
    <div className="dialog-backdrop" onClick={onClose}>
      <div
        ref={panelRef}
        className={['dialog', 'modal', className ?? ''].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <div className="modal__head">
          <h2
            id={titleId}
            className={hideTitle ? 'dialog__title visually-hidden' : 'dialog__title'}
          >
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose}>
            <Icon name="close" size={18} />
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
