/**
 * Buttons that say their state: ChipGroup (aria-pressed, one choice among a few) and
 * DisclosureButton (aria-expanded, a panel shown or hidden).
 */
import type { ReactNode } from 'react';
import './ui.css';

/**
 * A row of toggles (ui.css `.chip` unless the item class says otherwise) for one choice among a
 * few: periods, quick amounts, categories, avatars. The owner keeps the choice; `label` names
 * the group for assistive technology.
 */
export function ChipGroup<T extends string | number>({
  label,
  items,
  pressed,
  onPress,
  children,
  className,
  chipClassName = 'chip',
  chipLabel,
  disabled = false,
  as: Element = 'div',
}: {
  label: string;
  items: readonly T[];
  pressed: (item: T) => boolean;
  onPress: (item: T) => void;
  /** What a chip shows. */
  children: (item: T) => ReactNode;
  className: string;
  chipClassName?: string | ((item: T) => string);
  /** A chip's accessible name when what it shows is not one (an icon). */
  chipLabel?: (item: T) => string;
  disabled?: boolean;
  /** `nav` for a group that filters the page's list. */
  as?: 'div' | 'nav';
}) {
  return (
    <Element
      className={className}
      role={Element === 'div' ? 'group' : undefined}
      aria-label={label}
    >
      {items.map((item) => (
        <button
          key={item}
          type="button"
          className={typeof chipClassName === 'function' ? chipClassName(item) : chipClassName}
          aria-pressed={pressed(item)}
          aria-label={chipLabel?.(item)}
          disabled={disabled || undefined}
          onClick={() => onPress(item)}
        >
          {children(item)}
        </button>
      ))}
    </Element>
  );
}

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
