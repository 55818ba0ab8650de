/**
 * The inner-page header's account menu (issue 9): the account actions of spec "Layout" that are
 * not in the bar itself (issue 27 item 1: the greeting, Log in and Register are) live here, behind
 * one icon button: Log out for members, Free play for visitors (shown only when the merchant
 * offers it; the header leaves the button out otherwise). A disclosure,
 * not an ARIA menu: plain links and buttons in a panel, reached by Tab; Escape, a tap outside or
 * any navigation closes it. Free play signs the visitor in as a trial member at once.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.tsx';
import { FreePlayButton } from '../../features/session/free-play-button.tsx';
import { LogoutButton } from '../../features/session/logout-button.tsx';
import { useSessionInfo } from '../../lib/session.ts';

export function HeaderMenu({ freePlay }: { freePlay: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSessionInfo();
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
          <LogoutButton className="header-menu__item" label={t('header.logout')} />
        ) : freePlay ? (
          <FreePlayButton className="header-menu__item" busyLabel={t('app.loading')}>
            <Icon name="play" size={18} />
            {t('header.freePlay')}
          </FreePlayButton>
        ) : null}
      </div>
    </div>
  );
}
