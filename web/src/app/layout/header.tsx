import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { RouteEntry } from '../routes.ts';
import { HeaderMenu } from './header-menu.tsx';
import { gameTypeKey, sportsRouteType } from '../../features/games/category-path.ts';
import { Logo } from './logo.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { MemberCentreLink } from '../../features/member/member-centre-link.tsx';
import { useMember } from '../../features/member/use-member.ts';
import { openLoginOverlay } from '../../features/session/login-overlay.tsx';
import { useCustomerServiceUrl, useSystemStatus } from '../../lib/status.ts';
import { pathOf } from '../../lib/paths.ts';

/**
 * Spec "Layout": per-route title, back control (logo on home), customer service, deposit, and in
 * the bar itself (issue 27 item 1) the account: for a visitor compact Log in and Register
 * buttons, for a member the greeting (nickname, else account) as a chip opening the member
 * centre. Free play (FREEPLAY3, visitors) and Log out sit in the account menu. Issue 9: on a
 * 360 px phone the title must stay whole, so the icons are icons only (each named for screen
 * readers), the title keeps at least 6.5rem and wraps to a second line rather than being cut,
 * and the account group moves onto a second row of the bar when the first has no room for it.
 */
export function Header({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);
  useHeaderOffset(bar);
  const { session } = useMember();
  const status = useSystemStatus();
  const csUrl = useCustomerServiceUrl();
  const freePlay = status.data?.whitelabel.FREEPLAY3 === true && !session;
  return (
    <header ref={bar} className="top-bar header">
      {route.name === 'home' ? (
        <Logo />
      ) : (
        <BackLink className="header__back" label={t('header.back')}>
          <Icon name="back" />
        </BackLink>
      )}
      <RouteTitle route={route} />
      <div className="header__actions">
        {csUrl ? (
          <a className="header__icon" href={csUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="headset" size={22} />
            <span className="visually-hidden">{t('header.customerService')}</span>
          </a>
        ) : null}
        <Link className="header__icon" to={pathOf('voucherCenter')}>
          <Icon name="wallet" size={22} />
          <span className="visually-hidden">{t('header.deposit')}</span>
        </Link>
        {session || freePlay ? <HeaderMenu freePlay={freePlay} /> : null}
      </div>
      <HeaderAccount />
    </header>
  );
}

/**
 * The bar's real height as `--header-offset` on the document, for what sticks under it (a game
 * list's search and strips): a visitor's bar has two rows on most phones, so the token height
 * (`--header-height`, one row) would slide them under its second row.
 */
function useHeaderOffset(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const header = bar.current;
    if (!header || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? header.offsetHeight;
      root.setProperty('--header-offset', `${height}px`);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.removeProperty('--header-offset');
    };
  }, [bar]);
}

/**
 * The account in the bar. A visitor's Log in is a link to /m/login (a new tab, or no script,
 * still gets the page) whose plain tap opens the login over the current page instead (issue 27
 * item 2: the route stays, the page stays under it).
 */
function HeaderAccount() {
  const { t } = useTranslation();
  const { session, name } = useMember();
  if (session) {
    return (
      <div className="header__account header__account--member">
        <MemberCentreLink className="header__greeting" title={name ?? undefined}>
          <span className="header__greeting-text">{t('header.greeting', { name })}</span>
        </MemberCentreLink>
      </div>
    );
  }
  return (
    <div className="header__account">
      <Link
        className="btn btn--secondary btn--compact"
        to={pathOf('login')}
        aria-haspopup="dialog"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          if (event.altKey) return;
          event.preventDefault();
          openLoginOverlay();
        }}
      >
        {t('header.login')}
      </Link>
      <Link className="btn btn--primary btn--compact" to={pathOf('register')}>
        {t('header.register')}
      </Link>
    </div>
  );
}

/**
 * The route's title. Its namespace loads with the screen; the bar does not wait for it (an empty
 * title for that moment, never a raw key). `/m/sports?gameType=COCKFIGHT` (or ESPORTS) lists that
 * type's vendors, so the bar names the type (Cockfight), not the route (Sports).
 */
function RouteTitle({ route }: { route: RouteEntry }) {
  const { t, ready } = useTranslation(['routes', 'common'], { useSuspense: false });
  const [params] = useSearchParams();
  const listedType = route.name === 'sports' ? sportsRouteType(params.get('gameType')) : null;
  const title = listedType
    ? t(`common:${gameTypeKey(listedType)}`, { defaultValue: listedType })
    : t(route.titleKey);
  return <span className="header__title">{ready ? title : ''}</span>;
}
