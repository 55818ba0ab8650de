import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStatus } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const FIREBASE = {
  firebase: { apiKey: 'web-key', authDomain: 'shop.firebaseapp.test', projectId: 'shop' },
  emulatorUrl: 'http://127.0.0.1:8090',
};
const BOTH_FLAGS = { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true };
const TERMS = 'I am over 21 years old and agree to the Terms and Conditions';

function withStatus(overrides: Parameters<typeof makeStatus>[0]) {
  return { 'system.status': () => makeStatus(overrides) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('social login', () => {
  it('shows no icon without a Firebase app, whatever the flags say', async () => {
    renderApp({ path: '/m/login', handlers: withStatus({ whitelabel: BOTH_FLAGS }) });
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByText('Or continue with')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Continue with (Google|Facebook)/ }),
    ).not.toBeInTheDocument();
  });

  it('shows each provider under its own flag, closed until the terms are ticked', async () => {
    const { user } = renderApp({
      path: '/m/login',
      handlers: withStatus({ whitelabel: { GOOGLELOGIN3: true }, socialLogin: FIREBASE }),
    });
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(
      screen.queryByRole('button', { name: 'Continue with Facebook' }),
    ).not.toBeInTheDocument();
    expect(google).toBeDisabled();
    await user.click(screen.getByLabelText(TERMS));
    expect(google).toBeEnabled();
  });

  it('opens the sandbox chooser on the tap, for this origin, and says so when it is blocked', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, calls } = renderApp({
      path: '/m/login',
      handlers: withStatus({ whitelabel: BOTH_FLAGS, socialLogin: FIREBASE }),
    });
    await user.click(await screen.findByLabelText(TERMS));
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    const [url] = open.mock.calls[0] ?? [];
    expect(String(url)).toBe(
      `http://127.0.0.1:8090/emulator/idp/facebook?origin=${encodeURIComponent(window.location.origin)}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Popup blocked. Please allow popups and try again.',
    );
    expect(calls.filter((call) => call.path === 'session.login')).toHaveLength(0);
  });

  it('goes back to waiting for a tap, without a word, when the player closes the chooser', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const chooser = { closed: false } as Window;
    vi.spyOn(window, 'open').mockReturnValue(chooser);
    const { user, calls } = renderApp({
      path: '/m/login',
      handlers: withStatus({ whitelabel: BOTH_FLAGS, socialLogin: FIREBASE }),
    });
    await user.click(await screen.findByLabelText(TERMS));
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await user.click(google);
    expect(google).toHaveAttribute('aria-busy', 'true');
    // A message from anywhere else is not the provider's answer.
    window.postMessage({ source: 'sandbox-idp', providerId: 'google.com', credential: '{}' }, '*');
    Object.assign(chooser, { closed: true });
    // The chooser is looked at every 300 ms and given 600 ms to post after closing.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(google).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'session.login')).toHaveLength(0);
  });
});
