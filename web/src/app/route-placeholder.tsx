/**
 * The one placeholder for every route whose screen belongs to a later issue: the layout stays,
 * the page shows the route's title.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { matchRoute } from './routes.ts';

export function RoutePlaceholder() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  return (
    <main className="placeholder">
      <h1>{t(route.titleKey)}</h1>
      <p>{t('placeholder.text')}</p>
    </main>
  );
}
