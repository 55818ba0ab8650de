import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION } from '../../test/utils/fixtures.ts';
import { renderApp } from '../../test/utils/render-app.tsx';

describe('router', () => {
  it('sends unknown paths to /m/home, replacing the entry', async () => {
    const { nav } = renderApp({ path: '/m/no-such-page' });
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(nav.action()).toBe('REPLACE');
  });

  it('sends /changePsw to /m/home without a session', async () => {
    const { nav } = renderApp({ path: '/m/changePsw' });
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
  });

  it('opens /changePsw with a session', async () => {
    const { nav } = renderApp({ path: '/m/changePsw', session: SESSION });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change password' }),
    ).toBeInTheDocument();
    expect(nav.pathname()).toBe('/m/changePsw');
  });

  it('loads a lazy screen of the table on a direct visit', async () => {
    const { nav } = renderApp({
      path: '/m/gameCenter',
      session: { ...SESSION, type: 1 },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Game center' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This page is coming soon.')).toBeInTheDocument();
    expect(nav.pathname()).toBe('/m/gameCenter');
  });

  it('sends the trial player (type 4) from the deposit page home, telling why', async () => {
    const { nav } = renderApp({ path: '/m/voucherCenter', session: { ...SESSION, type: 4 } });
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(nav.action()).toBe('REPLACE');
  });

  it('keeps the trial player in the message center when Messages refuses them', async () => {
    const { nav } = renderApp({ path: '/m/webEmail', session: { ...SESSION, type: 4 } });
    await waitFor(() => expect(nav.pathname()).toBe('/m/message'));
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
  });

  it('sends a member who is no agent from the agent centre home, without permission', async () => {
    const { nav } = renderApp({ path: '/m/member/agent', session: SESSION });
    expect(
      await screen.findByText(
        'Sorry, this account does not have permission or the feature is temporarily unavailable.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
  });

  it('sends the trial player (type 4) from the agent centre home with free_reject', async () => {
    const { nav, callsTo } = renderApp({
      path: '/m/member/agent/downlines',
      session: { ...SESSION, type: 4 },
    });
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(
      screen.queryByText(
        'Sorry, this account does not have permission or the feature is temporarily unavailable.',
      ),
    ).not.toBeInTheDocument();
    expect(callsTo('agent.downlines')).toEqual([]);
  });

  it('sends a visitor from the deposit page to log in, without a notice', async () => {
    const { nav } = renderApp({ path: '/m/voucherCenter' });
    await waitFor(() => expect(nav.pathname()).toBe('/m/login'));
    expect(
      screen.queryByText('Please login an actual account to use this function'),
    ).not.toBeInTheDocument();
  });

  it.each(['/m/login', '/m/register', '/m/register.html'])(
    'sends a member opening %s to /m/home, replacing the entry (back does not loop)',
    async (path) => {
      const { nav } = renderApp({ path, session: SESSION });
      await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
      expect(nav.action()).toBe('REPLACE');
    },
  );

  it('still shows a visitor the login form on /m/login', async () => {
    const { nav } = renderApp({ path: '/m/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(nav.pathname()).toBe('/m/login');
  });

  it('sends a visitor opening /m/recent to /m/login (spec section 4)', async () => {
    const { nav } = renderApp({ path: '/m/recent' });
    await waitFor(() => expect(nav.pathname()).toBe('/m/login'));
    expect(nav.action()).toBe('REPLACE');
  });

  it('opens /m/recent for a member', async () => {
    const { nav } = renderApp({ path: '/m/recent', session: SESSION });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recent games' }),
    ).toBeInTheDocument();
    expect(nav.pathname()).toBe('/m/recent');
  });

  it('opens /m/register.html as the register route', async () => {
    const { nav } = renderApp({ path: '/m/register.html' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    expect(nav.pathname()).toBe('/m/register.html');
  });

  it('maps a legacy .html spelling of a route to the route, keeping query and hash', async () => {
    const { nav } = renderApp({ path: '/m/help.html?i=2#terms' });
    await waitFor(() => expect(nav.pathname()).toBe('/m/help'));
    expect(nav.search()).toBe('?i=2');
    expect(nav.action()).toBe('REPLACE');
  });

  it('sends an unknown .html path home like any unknown path', async () => {
    const { nav } = renderApp({ path: '/m/nothing.html' });
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
  });
});
