/**
 * Left side menu (spec "Layout"): Home, Favourites, Recent, Hot, the vendor categories in the
 * server's order (home.bootstrap), promotions, social media, download promo, live chat (CBS3),
 * the turntable, a game search box, the language and theme settings, and Sign out when signed in.
 * A drawer on the native dialog (components/ui/dialog.tsx): focus moves to the first link on
 * open, Escape or a tap outside closes it and focus returns to the Menu button. The footer stays
 * visible under its backdrop: a tap on Menu there lands on the backdrop and closes the panel.
 */
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LogoutButton } from '../../features/session/logout-button.tsx';
import { useSocialLinks } from '../../features/content/content-queries.ts';
import { useCategories } from '../../features/games/games-queries.ts';
import { ReferralLink } from '../../features/agent/referral/referral-link.tsx';
import { categoryPath, gameTypeKey } from '../../features/games/category-path.ts';
import { useBrowserValue } from '../../lib/browser-value.ts';
import { isStandalone } from '../../lib/platform.ts';
import { useSessionInfo } from '../../lib/session.ts';
import { useSystemStatus } from '../../lib/status.ts';
import { readTheme, setTheme, type Theme } from '../../lib/theme.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import turntableUrl from '../../assets/turntable.svg';
import { LanguagePicker } from './language-picker.tsx';
import { SocialStrip } from './social-strip.tsx';
import { href, pathOf } from '../../lib/paths.ts';

const LINKS = [
  { route: 'home', labelKey: 'side.home' },
  { route: 'fav', labelKey: 'side.favourites' },
  { route: 'recent', labelKey: 'side.recent' },
  { route: 'hot', labelKey: 'side.hot' },
] as const;

/**
 * Spec section 4: a visitor's Recent goes to log in (the link says so in its href, rather than
 * bouncing through /recent). Favourites stay: their visitor notice belongs to the fav screen.
 */
function linkTarget(route: (typeof LINKS)[number]['route'], signedIn: boolean): string {
  return pathOf(route === 'recent' && !signedIn ? 'login' : route);
}

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export function SideMenu({ open, onClose, returnFocusTo }: SideMenuProps) {
  const { t } = useTranslation('menu');
  const session = useSessionInfo();
  const navigate = useNavigate();
  const categoryQuery = useCategories({ enabled: open });
  const socialLinks = useSocialLinks({ enabled: open });
  const status = useSystemStatus();
  const liveChat = status.data?.whitelabel.CBS3 === true;
  const [search, setSearch] = useState('');
  const [theme, setThemeState] = useState<Theme>(readTheme);
  const standalone = useBrowserValue(isStandalone, false);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const name = search.trim();
    if (!name) return;
    onClose();
    void navigate(href('rng', { query: { gameName: name } }));
  };

  const categories = categoryQuery.data ?? [];

  const toggleTheme = () => {
    const next: Theme = theme === 'light' ? 'dark' : 'light';
    setTheme(next);
    setThemeState(next);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      id="side-menu"
      variant="drawer"
      className="side-menu"
      title={t('side.label')}
      hideTitle
      initialFocus={(dialog) => dialog.querySelector<HTMLElement>('nav a')}
      returnFocusTo={returnFocusTo}
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
            <li key={link.route}>
              <Link to={linkTarget(link.route, session !== null)} onClick={onClose}>
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
        {categories.length > 0 ? (
          <ul className="side-menu__links" aria-label={t('side.categories')}>
            {categories.map((category) => (
              <li key={category.gameType}>
                <Link to={categoryPath(category.gameType)} onClick={onClose}>
                  {t(gameTypeKey(category.gameType), { defaultValue: category.gameType })}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <ul className="side-menu__links">
          <li>
            <Link to={pathOf('activity')} onClick={onClose}>
              {t('side.promotions')}
            </Link>
          </li>
        </ul>
        {/* Spec order: promotions, social media, download promo, live chat service. */}
        <SocialStrip links={socialLinks.data ?? []} />
        <ul className="side-menu__links">
          {standalone ? null : (
            <li>
              <Link to={pathOf('app')} onClick={onClose}>
                {t('side.downloadPromo')}
              </Link>
            </li>
          )}
          {liveChat ? (
            <li>
              <Link to={pathOf('message')} onClick={onClose}>
                {t('side.liveChat')}
              </Link>
            </li>
          ) : null}
          {/* Spec section 2: the invite-friends entry only while REFERRAL runs; after the
              spec's own list (promotions, social media, download promo, live chat). The
              referral action (features/agent/referral/referral-link.tsx) picks where it leads. */}
          <ReferralLink enabled={open} onClick={onClose} wrap="li">
            {t('side.inviteFriends')}
          </ReferralLink>
        </ul>
      </nav>
      <Link to={pathOf('receivingCenter')} className="side-menu__turntable" onClick={onClose}>
        <img src={turntableUrl} alt={t('side.turntable')} width={96} height={96} loading="lazy" />
      </Link>
      <form className="side-menu__search" role="search" onSubmit={onSearch}>
        <label htmlFor="side-search">{t('side.search')}</label>
        <div className="side-menu__search-row">
          <input
            id="side-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className="btn btn--secondary btn--small">
            <Icon name="search" size={18} />
            <span className="visually-hidden">{t('side.searchSubmit')}</span>
          </button>
        </div>
      </form>
      <div className="side-menu__settings">
        <LanguagePicker />
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
    </Dialog>
  );
}
