/**
 * The one placeholder for every route whose screen belongs to a later issue: the layout stays,
 * the page shows the route's title. Where the route hides the header (the spec's rule for its
 * real screen), the placeholder brings its own Back and a way home, so it never strands a player.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Icon } from '../components/ui/icon.tsx';
import { href } from '../lib/paths.ts';
import { useCurrentRoute } from './current-route.ts';

export function RoutePlaceholder() {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  const route = useCurrentRoute();
  // Back goes to the previous page of this site when there is one (react-router's history index),
  // else home: a link opened from elsewhere must not lead off the site.
  const onBack = (event: MouseEvent<HTMLAnchorElement>) => {
    const state = window.history.state as { idx?: number } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };
  return (
    <main className="placeholder">
      {route.headerHidden ? (
        <Link to={href('home')} className="placeholder__back" onClick={onBack}>
          <Icon name="back" size={20} />
          {t('header.back')}
        </Link>
      ) : null}
      <h1>{t(route.titleKey)}</h1>
      <p>{t('placeholder.text')}</p>
      {route.headerHidden ? (
        <Link to={href('home')} className="btn btn--primary placeholder__home">
          <Icon name="home" size={20} />
          {t('placeholder.home')}
        </Link>
      ) : null}
    </main>
  );
}
