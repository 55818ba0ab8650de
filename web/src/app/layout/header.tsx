import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RouteEntry } from '../routes.ts';
import { AccountActions } from './account-actions.tsx';
import { Logo } from './logo.tsx';
import { Icon } from '../../components/ui/icon.tsx';

/** Spec "Layout": per-route title, back arrow to / (logo on home), account actions. */
export function Header({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  return (
    <header className="top-bar header">
      {route.name === 'home' ? (
        <Logo />
      ) : (
        <Link to="/" className="header__back" aria-label={t('header.back')}>
          <Icon name="back" />
        </Link>
      )}
      <span className="header__title">{t(route.titleKey)}</span>
      <AccountActions />
    </header>
  );
}
