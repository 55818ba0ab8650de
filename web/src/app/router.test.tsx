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
    const { nav } = renderApp({ path: '/m/member/agent/getHourContract', session: SESSION });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hourly salary contract' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This page is coming soon.')).toBeInTheDocument();
    expect(nav.pathname()).toBe('/m/member/agent/getHourContract');
  });
});
