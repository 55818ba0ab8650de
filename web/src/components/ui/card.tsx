/**
 * A titled panel of a page (ui.css `.card`): a section named by its heading. The screen's own
 * classes (`className`, `titleClassName`) add what is theirs (a background, a title size).
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
