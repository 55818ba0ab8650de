/**
 * The one placeholder for every route whose screen belongs to a later issue: the layout stays,
 * the page shows the route's title. Where the route hides the header (the spec's rule for its
 * real screen), the placeholder brings its own Back and a way home, so it never strands a player.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackLink } from '../components/ui/back-link.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { href } from '../lib/paths.ts';
import { useCurrentRoute } from './current-route.ts';

export function RoutePlaceholder() {
  const { t } = useTranslation('routes');
  const route = useCurrentRoute();
  return (
    <main className="placeholder">
      {route.headerHidden ? (
        <BackLink className="placeholder__back">
          <Icon name="back" size={20} />
          {t('header.back')}
        </BackLink>
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
