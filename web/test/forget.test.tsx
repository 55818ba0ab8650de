/**
 * `/m/forget`: recovery by SMS on `ResetPasswordInputSchema` (the BFF's own input): the code is
 * sent to the number without its leading zero, the reset carries the confirmed new password, a
 * wrong code clears only the code, and success goes to the login. A member is sent home.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeTrpcError } from './utils/fake-link.ts';
import { SESSION } from './utils/fixtures.ts';
import { renderApp, type RenderAppOptions } from './utils/render-app.tsx';

function renderForget(handlers: RenderAppOptions['handlers'] = {}) {
  return renderApp({
    path: '/m/forget',
    handlers: {
      'system.countries': () => [{ code: 'PH', name: 'Philippines', dialingCode: '+63' }],
      'recovery.sendSms': () => ({ resendAfterSeconds: 60 }),
      ...handlers,
    },
  });
}

async function fill(user: ReturnType<typeof renderApp>['user'], code: string) {
  await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveValue('+63'));
  await user.type(screen.getByLabelText('Mobile number'), '0917 123 4567');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(screen.getByLabelText('SMS code'), code);
  await user.type(screen.getByLabelText('New password'), 'Fresh2026');
  await user.type(screen.getByLabelText('Confirm new password'), 'Fresh2026');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('/m/forget', () => {
  it('sends the code, resets the password and goes to log in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, callsTo, nav } = renderForget({
      'recovery.resetPassword': () => ({ ok: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    await fill(user, '123456');
    expect(callsTo('recovery.sendSms')[0]?.input).toEqual({
      mobile: '9171234567',
      dialingCode: '+63',
    });
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await waitFor(() => expect(callsTo('recovery.resetPassword')).toHaveLength(1));
    expect(callsTo('recovery.resetPassword')[0]?.input).toEqual({
      mobile: '9171234567',
      dialingCode: '+63',
      code: '123456',
      newPassword: 'Fresh2026',
      confirmPassword: 'Fresh2026',
    });
    expect(
      await screen.findByText('Your password has been reset. Please log in.'),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(nav.pathname()).toBe('/m/login'));
  });

  it('clears only the code after a wrong one, saying so', async () => {
    const { user } = renderForget({
      'recovery.resetPassword': () => {
        throw new FakeTrpcError({ appCode: 'verification_code_error' });
      },
    });
    await fill(user, '000000');
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    expect(screen.getByLabelText('SMS code')).toHaveValue('');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('0917 123 4567');
    expect(screen.getByLabelText('New password')).toHaveValue('Fresh2026');
  });

  it('checks the confirmation before sending anything', async () => {
    const { user, callsTo } = renderForget();
    await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveValue('+63'));
    await user.type(screen.getByLabelText('Mobile number'), '09171234567');
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Fresh2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Other2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
    expect(callsTo('recovery.resetPassword')).toHaveLength(0);
  });

  it('sends a signed-in member home', async () => {
    const { nav } = renderApp({ path: '/m/forget', session: SESSION });
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
  });
});
