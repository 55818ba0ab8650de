/**
 * Left side menu frame (spec "Layout"): Home, Favourites, Recent, Hot, the language and theme
 * settings, and Sign out when signed in. A modal panel: focus moves in on open, Tab stays inside,
 * Escape or a click outside closes it and focus returns to the Menu button.
 */
import { TRANSLATED_LANGUAGES, type LanguageCode } from '@app/contracts';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LogoutButton } from '../../features/session/logout-button.tsx';
import { setLanguage, useLanguage } from '../../i18n/index.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { readTheme, setTheme, type Theme } from '../../lib/theme.ts';
import { Icon } from '../../components/ui/icon.tsx';

/** Language names in their own language, so a player can find theirs whatever is selected. */
const LANGUAGE_NAMES: Record<(typeof TRANSLATED_LANGUAGES)[number], string> = {
  EN: 'English',
  TY: 'Filipino',
  PT: 'Português',
};

const LINKS = [
  { to: '/home', labelKey: 'side.home' },
  { to: '/fav', labelKey: 'side.favourites' },
  { to: '/recent', labelKey: 'side.recent' },
  { to: '/hot', labelKey: 'side.hot' },
] as const;

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export function SideMenu({ open, onClose, returnFocusTo }: SideMenuProps) {
  const { t } = useTranslation();
  const session = useSessionInfo();
  const language = useLanguage();
  const [theme, setThemeState] = useState<Theme>(readTheme);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const panel = panelRef.current;
    (
      panel?.querySelector<HTMLElement>('nav a') ?? panel?.querySelector<HTMLElement>('button')
    )?.focus();
    const target = returnFocusTo.current;
    return () => target?.focus();
  }, [open, returnFocusTo]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The logout confirm dialog inside handles its own keys.
    if (event.defaultPrevented || (event.target as Element).closest('[role="alertdialog"]')) return;
    if (event.key === 'Escape') {
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = panelRef.current?.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), select',
    );
    if (!focusable || focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const toggleTheme = () => {
    const next: Theme = theme === 'light' ? 'dark' : 'light';
    setTheme(next);
    setThemeState(next);
  };

  return (
    <div className="side-menu">
      <div className="side-menu__backdrop" data-testid="side-menu-backdrop" onClick={onClose} />
      <div
        ref={panelRef}
        id="side-menu"
        className="side-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('side.label')}
        onKeyDown={onKeyDown}
      >
        <div className="side-menu__head">
          <button type="button" className="side-menu__close" onClick={onClose}>
            <Icon name="close" size={18} />
            {t('side.close')}
          </button>
        </div>
        <nav aria-label={t('side.label')}>
          <ul className="side-menu__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onClose}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="side-menu__settings">
          <label htmlFor="side-language">{t('side.language')}</label>
          <select
            id="side-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as LanguageCode)}
          >
            {TRANSLATED_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
          <button
            type="button"
            role="switch"
            aria-checked={theme === 'light'}
            className="side-menu__switch"
            onClick={toggleTheme}
          >
            {t('side.lightTheme')}
          </button>
        </div>
        {session ? (
          <div className="side-menu__bottom">
            <LogoutButton
              className="btn btn--secondary side-menu__signout"
              label={t('side.signOut')}
              onDone={onClose}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
