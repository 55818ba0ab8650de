/**
 * The layout around every screen: header and footer menu shown or hidden per route (data in
 * routes.ts) and the side menu.
 *
 * The side menu (with the language picker and social links) is a chunk of its own: no first
 * load needs it, and its chunk starts on the Menu button's pointer down or focus, before the tap
 * completes.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { loadNamespaces } from '../../i18n/index.ts';
import { matchRoute } from '../routes.ts';
import { FooterMenu } from './footer-menu.tsx';
import { Header } from './header.tsx';
import './layout.css';

const loadSideMenu = () => import('./side-menu.tsx');
const SideMenu = lazy(async () => ({ default: (await loadSideMenu()).SideMenu }));
/** The menu's chunk and its texts, started before the tap completes. */
const preloadSideMenu = () => {
  void loadSideMenu().catch(() => undefined);
  void loadNamespaces(['menu']);
};

export function Layout() {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  return (
    <div className={route.footerHidden ? 'layout' : 'layout layout--with-footer'}>
      {route.headerHidden ? null : <Header route={route} />}
      <Outlet />
      {route.footerHidden ? null : (
        <FooterMenu
          route={route}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpenOn(menuOpen ? null : pathname)}
          onMenuIntent={preloadSideMenu}
          menuButtonRef={menuButtonRef}
        />
      )}
      {menuOpen ? (
        <Suspense fallback={null}>
          <SideMenu open onClose={() => setMenuOpenOn(null)} returnFocusTo={menuButtonRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
