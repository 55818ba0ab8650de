import type { ReactNode } from 'react';

/**
 * The button that shows and hides a panel (a notice's text, a promotion's details): it says
 * whether the panel is open and which element it is (WAI-ARIA disclosure).
 */
export function DisclosureButton({
  open,
  controls,
  onToggle,
  className,
  children,
}: {
  open: boolean;
  /** The id of the panel it shows and hides. */
  controls: string;
  onToggle: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}
