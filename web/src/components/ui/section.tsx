/** A titled section of a page (home rows, videos, events, app tiles), with an optional View all link. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function Section({
  id,
  title,
  viewAll,
  children,
  className,
}: {
  id: string;
  title: string;
  viewAll?: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      className={['home-section', className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <div className="home-section__head">
        <h2 id={id}>{title}</h2>
        {viewAll ? (
          <Link className="home-section__all" to={viewAll}>
            {t('ui.viewAll')}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
