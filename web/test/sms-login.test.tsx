import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeTrpcError } from './utils/fake-link.ts';
import { makeStatus, SESSION } from './utils/fixtures.ts';
import { renderApp, type RenderAppOptions } from './utils/render-app.tsx';

const COUNTRIES = [
  { code: 'PH', name: 'Philippines', dialingCode: '+63' },
  { code: 'MY', name: 'Malaysia', dialingCode: '+60' },
];
const TERMS = 'I am over 21 years old and agree to the Terms and Conditions';

/** The login with the SMS login switched on (MOBILEVERCODELOGIN3) and the country list. */
function renderSmsLogin(handlers: RenderAppOptions['handlers'] = {}) {
  return renderApp({
    path: '/m/login',
    handlers: {
      'system.status': () => makeStatus({ whitelabel: { MOBILEVERCODELOGIN3: true } }),
      'system.countries': () => COUNTRIES,
      ...handlers,
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('login tabs', () => {
  it('draws no tab bar when the SMS login is off', async () => {
    renderApp({ path: '/m/login' });
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Mobile number' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('SMS code')).not.toBeInTheDocument();
  });

  it('offers the mobile tab when MOBILEVERCODELOGIN3 is on, PH first by default', async () => {
    const { user } = renderSmsLogin();
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Username')).not.toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveValue('+63'));
    expect(screen.getByLabelText('SMS code')).toHaveAttribute('maxlength', '10');
    expect(screen.getByLabelText('SMS code')).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps what was typed in each tab when switching', async () => {
    const { user } = renderSmsLogin();
    await user.type(await screen.findByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveValue('+63'));
    await user.selectOptions(screen.getByLabelText('Country code'), '+60');
    await user.type(screen.getByLabelText('Mobile number'), '0917 123 4567');
    await user.type(screen.getByLabelText('SMS code'), '654321');
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    expect(screen.getByLabelText('Username')).toHaveValue('player01');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-pass');
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('0917 123 4567');
    expect(screen.getByLabelText('Country code')).toHaveValue('+60');
    expect(screen.getByLabelText('SMS code')).toHaveValue('654321');
  });
});

describe('SMS login', () => {
  it('checks the number before sending, then counts down and re-enables the button', async () => {
    // The countdown's clock (Date and its ticks) stands still until the test moves it, however
    // long the machine takes between two steps; everything else runs on real time.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { user, callsTo } = renderSmsLogin({
      'session.sendLoginSms': () => ({ resendAfterSeconds: 3 }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveValue('+63'));

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(callsTo('session.sendLoginSms')).toHaveLength(0);

    await user.type(screen.getByLabelText('Mobile number'), '0917 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(callsTo('session.sendLoginSms')).toHaveLength(1));
    expect(callsTo('session.sendLoginSms')[0]?.input).toEqual({
      mobile: '9171234567',
      dialingCode: '+63',
    });
    expect(await screen.findByText('SMS sent')).toBeInTheDocument();
    const counting = await screen.findByRole('button', { name: 'Resend in 3 s' });
    expect(counting).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 2 s' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_500);
    });
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('shows the rate-limit text when sending is refused', async () => {
    const { user } = renderSmsLogin({
      'session.sendLoginSms': () => {
        throw new FakeTrpcError({ appCode: 'too_many_requests' }, 429);
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(/Too many attempts, please wait a moment and try again/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('logs in by SMS code, and shows the captcha on this tab once required', async () => {
    let attempt = 0;
    const { user, callsTo } = renderSmsLogin({
      'session.login': () => {
        attempt += 1;
        if (attempt === 1) {
          throw new FakeTrpcError({ appCode: 'login_failed', captchaRequired: true });
        }
        return { session: SESSION };
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveValue('+63'));
    await user.type(screen.getByLabelText('Mobile number'), '0917-123-4567');
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByLabelText(TERMS));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(callsTo('session.login')).toHaveLength(1));
    expect(callsTo('session.login')[0]?.input).toEqual({
      type: 'sms',
      mobile: '9171234567',
      dialingCode: '+63',
      code: '123456',
      language: 'EN',
    });
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    const captcha = await screen.findByLabelText('Verification code');
    await user.type(captcha, '4321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(callsTo('session.login')).toHaveLength(2));
    expect(callsTo('session.login')[1]?.input).toMatchObject({ type: 'sms', captcha: '4321' });
  });
});
