import { STORAGE_KEYS } from '@app/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError, pending } from './utils/fake-link.ts';
import { makeBootstrap, makeMember, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

describe('greeting', () => {
  it('greets with the nickname and links to the member centre', async () => {
    renderApp({
      session: SESSION,
      handlers: { 'member.info': () => makeMember({ nickname: 'Lucky' }) },
    });
    expect(await screen.findByText('Hi, Lucky')).toBeInTheDocument();
    // The greeting is the way to the member centre, and says so to screen readers.
    expect(screen.getByRole('link', { name: 'Hi, Lucky Member centre' })).toHaveAttribute(
      'href',
      '/m/member/home',
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('falls back to the account when there is no nickname', async () => {
    renderApp({
      session: SESSION,
      handlers: { 'member.info': () => makeMember({ nickname: '  ', account: 'acct777' }) },
    });
    expect(await screen.findByText('Hi, acct777')).toBeInTheDocument();
  });

  it('uses the session name while member info loads', async () => {
    renderApp({ session: SESSION, handlers: { 'member.info': pending() } });
    expect(await screen.findByText('Hi, player01')).toBeInTheDocument();
  });

  it('shows the greeting in the header of other pages too', async () => {
    renderApp({ path: '/m/rng', session: SESSION });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Hi, Lucky')).toBeInTheDocument();
  });

  it('forgets the session when member.info says guest (null)', async () => {
    renderApp({ session: SESSION, handlers: { 'member.info': () => null } });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).toBeNull();
  });

  it('forgets the session when a call answers session_expired', async () => {
    renderApp({
      session: SESSION,
      handlers: {
        'member.info': () => {
          throw new FakeTrpcError({ appCode: 'session_expired' }, 401);
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).toBeNull();
  });

  it('Log in and Register links go to their pages', async () => {
    const { user, nav } = renderApp();
    await user.click(await screen.findByRole('link', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(nav.pathname()).toBe('/m/register');

    // The register screen links to the login too: one app at a time.
    cleanup();
    const second = renderApp();
    await second.user.click(await screen.findByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(second.nav.pathname()).toBe('/m/login');
  });
});

/** Home keeps Log out in the side menu (its bar is one row: greeting, balance, deposit). */
async function logOutFromHomeMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Menu' }));
  const panel = await screen.findByRole('dialog', { name: 'Menu' });
  await user.click(within(panel).getByRole('button', { name: 'Sign out' }));
}

describe('logout', () => {
  it('asks for confirmation and Cancel keeps the session', async () => {
    const { user, callsTo } = renderApp({ session: SESSION });
    await logOutFromHomeMenu(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).not.toBeNull();
    expect(callsTo('session.logout')).toHaveLength(0);
  });

  it('Confirm logs out, clears the session and replaces the route with /m/home', async () => {
    const { user, nav, callsTo } = renderApp({ path: '/m/rng', session: SESSION });
    const header = await screen.findByRole('banner');
    // Inner pages keep Log out in the header's account menu (issue 9).
    await user.click(within(header).getByRole('button', { name: 'Account' }));
    await user.click(within(header).getByRole('button', { name: 'Log out' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    // The route change renders in a transition: wait for home itself before looking at its bar.
    await screen.findByRole('button', { name: 'Certified institute' });
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(callsTo('session.logout')).toHaveLength(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    expect(nav.action()).toBe('REPLACE');
    expect(screen.queryByText(/^Hi, /)).not.toBeInTheDocument();
  });

  it('shows a loading state while the call runs', async () => {
    const { user } = renderApp({ session: SESSION, handlers: { 'session.logout': pending() } });
    await logOutFromHomeMenu(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('clears locally even when the logout call fails', async () => {
    const { user } = renderApp({
      session: SESSION,
      handlers: {
        'session.logout': () => {
          throw new FakeTrpcError({ appCode: 'service_unavailable' }, 503);
        },
      },
    });
    await logOutFromHomeMenu(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).toBeNull();
  });

  it("opens no login popup on the home after a logout, and closes the home's side menu (issue 27 item 24)", async () => {
    // The member's popups were seen this session; the visitors' never were (logged in directly).
    sessionStorage.setItem(STORAGE_KEYS.memberLoginPopupsShown, '1');
    const popups = [
      { id: 'b1', title: 'New here?', contentHtml: '<p>Register</p>', imageUrl: null },
    ];
    const { user, callsTo } = renderApp({
      session: SESSION,
      handlers: { 'home.bootstrap': () => makeBootstrap({ member: makeMember(), popups }) },
    });
    await screen.findByText('Hi, Lucky');
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).not.toBeInTheDocument();
    await logOutFromHomeMenu(user);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    // The home read again for the visitor (with its popups), and none opens.
    await waitFor(() => expect(callsTo('home.bootstrap').length).toBeGreaterThan(1));
    await screen.findByRole('button', { name: 'Certified institute' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', { name: 'Announcement' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.loginPopupsShown)).toBe('1');
  });

  it('signs out from the side menu', async () => {
    const { user, nav } = renderApp({ path: '/m/rng', session: SESSION });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(panel).getByRole('button', { name: 'Sign out' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    // The route change renders in a transition: wait for home itself before looking at its bar.
    await screen.findByRole('button', { name: 'Certified institute' });
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  });
});
