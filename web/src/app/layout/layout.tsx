/**
 * The layout around every screen: header and footer menu shown or hidden per route (data in
 * routes.ts) and the side menu.
 */
import { useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { matchRoute } from '../routes.ts';
import { FooterMenu } from './footer-menu.tsx';
import { Header } from './header.tsx';
import { SideMenu } from './side-menu.tsx';
import './layout.css';

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
          menuButtonRef={menuButtonRef}
        />
      )}
      <SideMenu open={menuOpen} onClose={() => setMenuOpenOn(null)} returnFocusTo={menuButtonRef} />
    </div>
  );
}
