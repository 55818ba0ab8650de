import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useFreePlay } from './use-login.ts';

export interface FreePlayButtonProps {
  /** The visible text and name ("Free play"); the icon beside it is the caller's. */
  children: ReactNode;
  className?: string;
  /** Read while the trial sign-in is on its way ("Loading"). */
  busyLabel: string;
}

/**
 * Free play (spec section 4 "Trial play"): one tap signs the visitor in as a trial member and
 * goes home; disabled, with a spinner, while that is on its way.
 */
export function FreePlayButton({ children, className, busyLabel }: FreePlayButtonProps) {
  const freePlay = useFreePlay();
  return (
    <button
      type="button"
      className={className}
      disabled={freePlay.isPending}
      aria-busy={freePlay.isPending || undefined}
      onClick={freePlay.start}
    >
      {children}
      {freePlay.isPending ? <Spinner label={busyLabel} inline /> : null}
    </button>
  );
}
