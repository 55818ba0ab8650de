/**
 * A row of tabs (role="tablist"), equal widths, the chosen one underlined in the accent colour.
 * The owner keeps the chosen tab (in the address or in state) and draws the panel. With
 * `idPrefix` each tab gets the id `{idPrefix}-{key}` and controls `panelId`, so a tabpanel can
 * name itself after the chosen tab.
 */
import type { ReactNode } from 'react';
import './ui.css';

export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  idPrefix,
  panelId,
  className,
}: {
  tabs: readonly { key: T; label: ReactNode }[];
  value: T;
  onChange: (tab: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  idPrefix?: string;
  panelId?: string;
  /** Layout around the row (sticky, margins): the screen's own class. */
  className?: string;
}) {
  return (
    <div className={`tabs ${className ?? ''}`} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          className="tabs__tab"
          id={idPrefix ? `${idPrefix}-${tab.key}` : undefined}
          aria-controls={panelId}
          aria-selected={value === tab.key}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
