import { STORAGE_KEYS, SYSTEM_STATUS_SHAPE } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError, pending } from './utils/fake-link.ts';
import { makeStatus } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

describe('terms gate', () => {
  it('shows the welcome notice with the agreement points until Agree', async () => {
    const { user } = renderApp({ termsAgreed: false });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('I am at least 21 years old.')).toBeInTheDocument();
    expect(screen.getByText(/not a government official/)).toBeInTheDocument();
    expect(screen.getByText(/national list of restricted persons/)).toBeInTheDocument();
    expect(screen.getByText(/gaming licence/)).toBeInTheDocument();
    expect(screen.getByText(/public places/)).toBeInTheDocument();
    expect(screen.getByText(/forfeited/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Read the full Terms and Conditions' }),
    ).toHaveAttribute('href', '/m/help#terms');
    // The app is not reachable behind it.
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();

    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.termsAgreed)).toBe('1');
  });

  it('makes Agree a form the BFF can answer before the script runs, back to this very page', async () => {
    renderApp({ termsAgreed: false, path: '/m/rng?classify=new' });
    const agree = await screen.findByRole('button', { name: 'Agree' });
    expect(agree).toHaveAttribute('type', 'submit');
    const form = agree.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/m/terms/agree');
    expect(form?.querySelector('input[name="return"]')).toHaveValue('/m/rng?classify=new');
  });

  it('stays agreed for the rest of the browser session', async () => {
    const first = renderApp({ termsAgreed: false });
    await first.user.click(await screen.findByRole('button', { name: 'Agree' }));
    first.unmount();

    renderApp({ termsAgreed: false });
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
  });

  it('does not block the help page its link points to', async () => {
    renderApp({ path: '/m/help#terms', termsAgreed: false });
    expect(await screen.findByRole('heading', { name: 'Help center' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agree' })).not.toBeInTheDocument();
  });
});

describe('status gate', () => {
  it('shows the maintenance page for flag 1', async () => {
    renderApp({ handlers: { 'system.status': () => makeStatus({ flag: 1, maintenance: true }) } });
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.getByText('System upgrading, please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('shows the region restriction page for flag 2', async () => {
    renderApp({
      handlers: { 'system.status': () => makeStatus({ flag: 2, regionRestriction: true }) },
    });
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('shows the terms notice while the first status is on its way, then what the status says', async () => {
    let answer: (status: ReturnType<typeof makeStatus>) => void = () => undefined;
    const { callsTo } = renderApp({
      termsAgreed: false,
      handlers: {
        'system.status': () =>
          new Promise<ReturnType<typeof makeStatus>>((resolve) => (answer = resolve)),
      },
    });
    // No spinner first: the notice needs no data.
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    // The first data left already, status and home in one batch.
    await waitFor(() => expect(callsTo('home.bootstrap')).toHaveLength(1));
    answer(makeStatus({ flag: 1, maintenance: true }));
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome' })).not.toBeInTheDocument();
  });

  it('waits for the status before the app once the terms are agreed', () => {
    renderApp({ handlers: { 'system.status': pending() } });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  /** The status as the app caches it: with the fingerprint of the schema's shape. */
  const cache = (status: object) =>
    localStorage.setItem(
      STORAGE_KEYS.status,
      JSON.stringify({ shape: SYSTEM_STATUS_SHAPE, status }),
    );

  it('uses the cached status at once while the fresh one is still loading', () => {
    cache(makeStatus({ flag: 1, maintenance: true }));
    renderApp({ handlers: { 'system.status': pending() } });
    // Synchronously on first render: no spinner first.
    expect(screen.getByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
  });

  it('replaces the cached status with the fresh one and stores it', async () => {
    cache(makeStatus({ flag: 1, maintenance: true }));
    renderApp({ handlers: { 'system.status': () => makeStatus({ flag: 0 }) } });
    expect(screen.getByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await waitFor(() => {
      const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.status) ?? '{}') as {
        shape?: string;
        status?: { flag?: number };
      };
      expect(stored).toMatchObject({ shape: SYSTEM_STATUS_SHAPE, status: { flag: 0 } });
    });
  });

  it.each([
    ['an older build’s cache (no fingerprint)', JSON.stringify(makeStatus({ flag: 1 }))],
    [
      'a cache of another shape',
      JSON.stringify({ shape: 'another-shape', status: makeStatus({ flag: 1 }) }),
    ],
    ['a cache that is no status', JSON.stringify({ shape: SYSTEM_STATUS_SHAPE, status: 9 })],
    ['text that is no JSON', '{"flag":'],
  ])('ignores %s', async (_case, stored) => {
    localStorage.setItem(STORAGE_KEYS.status, stored);
    renderApp({ handlers: { 'system.status': pending() } });
    expect(screen.queryByRole('heading', { name: 'System maintenance' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('offers a retry when the status cannot load and nothing is cached', async () => {
    let fail = true;
    const { user } = renderApp({
      handlers: {
        'system.status': () => {
          if (fail) throw new FakeTrpcError({ appCode: 'service_unavailable' }, 503);
          return makeStatus();
        },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    expect(
      screen.getByText('The service is temporarily unavailable, please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });
});
