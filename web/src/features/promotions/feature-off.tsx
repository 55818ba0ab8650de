/**
 * The notice a route shows when the promotion or feature behind it is switched off (spec: a route
 * whose promotion is off is never a blank page). It names the page, says it is not available now
 * and offers the way home. Its texts live in the `routes` namespace, which every route but home
 * loads with its chunk, so any screen can show it without listing another namespace.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.tsx';
import { href } from '../../lib/paths.ts';

export interface FeatureOffProps {
  /** The page's name, already in the player's language (e.g. the route's title). */
  title: string;
}

export function FeatureOff({ title }: FeatureOffProps) {
  const { t } = useTranslation('routes');
  return (
    <main className="placeholder feature-off" aria-labelledby="feature-off-title">
      <Icon name="info" size={40} />
      <h1 id="feature-off-title">{title}</h1>
      <p>{t('featureOff.text')}</p>
      <Link to={href('home')} className="btn btn--primary placeholder__home">
        <Icon name="home" size={20} />
        {t('featureOff.home')}
      </Link>
    </main>
  );
}
