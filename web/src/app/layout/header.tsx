import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { RouteEntry } from '../routes.ts';
import { HeaderMenu } from './header-menu.tsx';
import { gameTypeKey, sportsRouteType } from '../../features/games/category-path.ts';
import { Logo } from './logo.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useSessionInfo } from '../../lib/session.ts';
import { useCustomerServiceUrl, useSystemStatus } from '../../lib/status.ts';
import { pathOf } from '../../lib/paths.ts';

/**
 * Spec "Layout": per-route title, back control (logo on home), free play (FREEPLAY3, visitors),
 * customer service, deposit and the account actions (greeting, member centre, log out; or log in
 * and register). Issue 9: on a 360 px phone the words crowded the title out, so the bar holds
 * only icons (each named for screen readers) and the account actions sit in the account menu;
 * the title takes the rest of the row and may wrap to a second line, never an ellipsis.
 */
export function Header({ route }: { route: RouteEntry }) {
  const { t } = useTranslation();
  const session = useSessionInfo();
  const status = useSystemStatus();
  const csUrl = useCustomerServiceUrl();
  const freePlay = status.data?.whitelabel.FREEPLAY3 === true && !session;
  return (
    <header className="top-bar header">
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
        <HeaderMenu freePlay={freePlay} />
      </div>
    </header>
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
