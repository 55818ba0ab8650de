/**
 * The inner-page header's account menu (issue 9): the account actions of spec "Layout" (greeting,
 * member centre and log out for members; log in, register and free play for visitors) live here,
 * behind one icon button, so the page title keeps the bar's room on a 360 px phone. A disclosure,
 * not an ARIA menu: plain links and buttons in a panel, reached by Tab; Escape, a tap outside or
 * any navigation closes it. Free play signs the visitor in as a trial member at once.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.tsx';
import { FreePlayButton } from '../../features/session/free-play-button.tsx';
import { MemberCentreLink } from '../../features/member/member-centre-link.tsx';
import { LogoutButton } from '../../features/session/logout-button.tsx';
import { useMember } from '../../features/member/use-member.ts';
import { pathOf } from '../../lib/paths.ts';

export function HeaderMenu({ freePlay }: { freePlay: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { session, name } = useMember();
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to the page it was opened on: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The logout confirmation stops its own Escape, so this only sees the menu's.
    if (event.key === 'Escape' && open) {
      setOpenOn(null);
      toggleRef.current?.focus();
    }
  };

  return (
    <div className="header-menu" ref={wrapperRef} onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="header__icon"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <Icon name="user" size={22} />
        <span className="visually-hidden">{t('header.account')}</span>
      </button>
      <div id={panelId} className="header-menu__panel" hidden={!open}>
        {session ? (
          <>
            <p className="header-menu__greeting">{t('header.greeting', { name })}</p>
            <MemberCentreLink className="header-menu__item" />
            <LogoutButton className="header-menu__item" label={t('header.logout')} />
          </>
        ) : (
          <>
            <Link className="btn btn--primary btn--small" to={pathOf('register')}>
              {t('header.register')}
            </Link>
            <Link className="btn btn--secondary btn--small" to={pathOf('login')}>
              {t('header.login')}
            </Link>
            {freePlay ? (
              <FreePlayButton className="header-menu__item" busyLabel={t('app.loading')}>
                <Icon name="play" size={18} />
                {t('header.freePlay')}
              </FreePlayButton>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
