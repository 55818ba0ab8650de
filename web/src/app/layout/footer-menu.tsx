import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RouteEntry } from '../routes.ts';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { pathOf, type StaticRouteName } from '../../lib/paths.ts';

const ITEMS: ReadonlyArray<{ name: StaticRouteName; labelKey: string; icon: IconName }> = [
  { name: 'home', labelKey: 'footer.home', icon: 'home' },
  { name: 'rng', labelKey: 'footer.rng', icon: 'slots' },
  { name: 'voucherCenter', labelKey: 'footer.deposit', icon: 'wallet' },
  { name: 'activity', labelKey: 'footer.promotion', icon: 'gift' },
];

export interface FooterMenuProps {
  route: RouteEntry;
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** The player is about to open the menu (pointer down, focus): its chunk can start now. */
  onMenuIntent?: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

/** Spec "Layout": five items; Menu toggles the side panel; the active one is highlighted. */
export function FooterMenu({
  route,
  menuOpen,
  onToggleMenu,
  onMenuIntent,
  menuButtonRef,
}: FooterMenuProps) {
  const { t } = useTranslation();
  return (
    <nav className="footer-menu" aria-label={t('footer.label')}>
      <button
        ref={menuButtonRef}
        type="button"
        className="footer-menu__item"
        aria-expanded={menuOpen}
        aria-controls="side-menu"
        onClick={onToggleMenu}
        onPointerDown={onMenuIntent}
        onFocus={onMenuIntent}
      >
        <Icon name="menu" />
        <span>{t('footer.menu')}</span>
      </button>
      {ITEMS.map((item) => {
        const active = route.name === item.name;
        return (
          <Link
            key={item.name}
            to={pathOf(item.name)}
            className={active ? 'footer-menu__item footer-menu__item--active' : 'footer-menu__item'}
            aria-current={active ? 'page' : undefined}
          >
            <Icon name={item.icon} />
            <span>{t(item.labelKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
