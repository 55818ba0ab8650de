/**
 * Back to the previous page of this site when there is one (react-router's history index), else
 * home: a link opened from elsewhere must not lead off the site. A link to home underneath, so
 * it works without script and reads as one.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { href } from '../../lib/paths.ts';

export function BackLink({
  className,
  label,
  children,
}: {
  className: string;
  /** The accessible name when the children are an icon only. */
  label?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const onBack = (event: MouseEvent<HTMLAnchorElement>) => {
    const state = window.history.state as { idx?: number } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };
  return (
    <Link to={href('home')} className={className} aria-label={label} onClick={onBack}>
      {children}
    </Link>
  );
}
