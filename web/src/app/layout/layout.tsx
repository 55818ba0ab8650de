/**
 * The layout around every screen: header and footer menu shown or hidden per route (data in
 * routes.ts), the side menu, and the KYC prompt (features/kyc), the contract-request check
 * (features/contracts), the trial player's register prompt (features/member) and the login over
 * the page (features/session), which may open over any page.
 *
 * The side menu (with the language picker and social links) is a chunk of its own: no first
 * load needs it, and its chunk starts on the Menu button's pointer down or focus, before the tap
 * completes. The inner pages' header is one too: the home has its own top bar, so the home's
 * first load never needs it, and an inner page fetches it beside its own screen's chunk (its
 * placeholder keeps the bar's height, so nothing moves when it arrives).
 *
 * A navigation moves focus to the new screen's heading (lib/heading-focus.ts). The regulator line
 * (issue 30 item 4) ends every screen's content but the game host's, which draws its own.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { loadNamespaces } from '../../i18n/index.ts';
import { matchRoute, REGULATOR_LINE_IN_SCREEN } from '../routes.ts';
import { ContractRequestCheck } from '../../features/contracts/contract-request-check.tsx';
import { KycPrompt } from '../../features/kyc/kyc-prompt.tsx';
import { TrialRegisterPrompt } from '../../features/member/trial-register-prompt.tsx';
import { LoginOverlay } from '../../features/session/login-overlay.tsx';
import { useHeadingFocusOnNavigation } from '../../lib/heading-focus.ts';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { PageLoading } from '../page-loading.tsx';
import { FooterMenu } from './footer-menu.tsx';
import { RegulatorLine } from './regulator-line.tsx';
import './layout.css';

const Header = lazy(async () => ({ default: (await import('./header.tsx')).Header }));
const loadSideMenu = () => import('./side-menu.tsx');
const SideMenu = lazy(async () => ({ default: (await loadSideMenu()).SideMenu }));
/** The menu's chunk and its texts, started before the tap completes. */
const preloadSideMenu = () => {
  void loadSideMenu().catch(() => undefined);
  void loadNamespaces(['menu']);
};

/** While the inner pages' header chunk loads: the bar's height and the page's spinner. */
function HeaderPlaceholder() {
  return (
    <>
      <div className="top-bar header" />
      <PageLoading />
    </>
  );
}

export function Layout() {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const layoutRef = useRef<HTMLDivElement>(null);
  useHeadingFocusOnNavigation(layoutRef);
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  return (
    <div ref={layoutRef} className={route.footerHidden ? 'layout' : 'layout layout--with-footer'}>
      {/* The header and the screen appear together: a screen drawn under the placeholder would
          move when the header arrives (on a narrow phone a visitor's header has two rows). */}
      <Suspense fallback={<HeaderPlaceholder />}>
        {route.headerHidden ? null : <Header route={route} />}
        <Outlet />
      </Suspense>
      {/* After the screen, in the flow: above the footer menu's reserved room, never under it. */}
      {REGULATOR_LINE_IN_SCREEN.includes(route.name) ? null : <RegulatorLine place="page" />}
      <HydrateLater>
        {route.footerHidden ? null : (
          <FooterMenu
            route={route}
            menuOpen={menuOpen}
            onToggleMenu={() => setMenuOpenOn(menuOpen ? null : pathname)}
            onMenuIntent={preloadSideMenu}
            menuButtonRef={menuButtonRef}
          />
        )}
      </HydrateLater>
      {menuOpen ? (
        <Suspense fallback={null}>
          <SideMenu open onClose={() => setMenuOpenOn(null)} returnFocusTo={menuButtonRef} />
        </Suspense>
      ) : null}
      <HydrateLater>
        <KycPrompt />
        <ContractRequestCheck />
        <TrialRegisterPrompt />
        <LoginOverlay />
      </HydrateLater>
    </div>
  );
}
