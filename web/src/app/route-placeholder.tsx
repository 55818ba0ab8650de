/**
 * The one placeholder for every route whose screen belongs to a later issue: the layout stays,
 * the page shows the route's title. Where the route hides the header (the spec's rule for its
 * real screen), the placeholder brings its own Back and a way home, so it never strands a player.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../components/ui/icon.tsx';
import { HOME_PATH, matchRoute } from './routes.ts';

export function RoutePlaceholder() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const route = matchRoute(pathname);
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
        <Link to={HOME_PATH} className="placeholder__back" onClick={onBack}>
          <Icon name="back" size={20} />
          {t('header.back')}
        </Link>
      ) : null}
      <h1>{t(route.titleKey)}</h1>
      <p>{t('placeholder.text')}</p>
      {route.headerHidden ? (
        <Link to={HOME_PATH} className="btn btn--primary placeholder__home">
          <Icon name="home" size={20} />
          {t('placeholder.home')}
        </Link>
      ) : null}
    </main>
  );
}
