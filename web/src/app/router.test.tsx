import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SESSION } from '../../test/utils/fixtures.ts';
import { writeSessionInfo } from '../lib/storage.ts';
import { BASENAME, createAppRoutes } from './router.tsx';

async function settle(path: string) {
  const router = createMemoryRouter(createAppRoutes(), {
    initialEntries: [path],
    basename: BASENAME,
  });
  await waitFor(() => expect(router.state.initialized).toBe(true));
  await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
  return router;
}

describe('router redirects', () => {
  it('sends unknown paths to /m/home', async () => {
    const router = await settle('/m/no-such-page');
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('sends /changePsw to /m/home without a session', async () => {
    const router = await settle('/m/changePsw');
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('opens /changePsw with a session', async () => {
    writeSessionInfo(SESSION);
    const router = await settle('/m/changePsw');
    expect(router.state.location.pathname).toBe('/m/changePsw');
  });

  it('loads every lazy screen of the table', async () => {
    const router = await settle('/m/member/agent/getHourContract');
    expect(router.state.location.pathname).toBe('/m/member/agent/getHourContract');
    expect(router.state.errors).toBeNull();
  });
});
