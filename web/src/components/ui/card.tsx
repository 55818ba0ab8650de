/**
 * Panels of a page: Card, a titled panel (ui.css `.card`), a section named by its heading, the
 * screen's own classes (`className`, `titleClassName`) adding what is theirs (a background, a
 * title size); Skeleton, the grey block that stands for a panel while it loads.
 */
import type { ReactNode } from 'react';
import './ui.css';

export function Card({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  /** The heading's id: the section is labelled by it. */
  id: string;
  title: ReactNode;
  className: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={`card ${className}`} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A grey block of what is loading (its size and shape are the screen's class), hidden from AT. */
export function Skeleton({ className }: { className: string }) {
  return <div className={`${className} skeleton`} aria-hidden="true" />;
}
