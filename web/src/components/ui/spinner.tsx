import './ui.css';

/** A loading indicator with a text alternative for screen readers. */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <span className={inline ? 'spinner spinner--inline' : 'spinner'} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
