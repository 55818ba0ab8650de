import type { ComponentPropsWithRef } from 'react';
import './ui.css';

type Variant = 'primary' | 'secondary' | 'ghost';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant;
  busy?: boolean;
}

/** A real <button>; `busy` keeps the name and marks the button aria-busy while it works. */
export function Button({
  variant = 'primary',
  busy = false,
  className,
  type,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, busy ? 'btn--busy' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type ?? 'button'} className={classes} aria-busy={busy || undefined} {...rest}>
      {children}
    </button>
  );
}
