import { STORAGE_KEYS } from '@app/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/i18n/index.ts';
import { FakeTrpcError } from './utils/fake-link.ts';
import { makeMember, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

async function fillAndTick(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Username'), 'player01');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(
    screen.getByLabelText('I am over 21 years old and agree to the Terms and Conditions'),
  );
}

describe('login screen', () => {
  it('has its own close control, labelled fields and the links', async () => {
    renderApp({ path: '/m/login' });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/m/home');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/m/forget',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    expect(await screen.findByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      'https://support.example.test/chat',
    );
    // Hidden until a failure demands it.
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  });

  // The 500 ms focus delay on a fake clock the test moves past it (real time still runs it too,
  // so the lazy sheet loads): none of these depends on how busy the machine is.
  const pastFocusDelay = () => act(() => vi.advanceTimersByTimeAsync(700));

  it('puts the cursor in the username once the sheet has opened (500 ms)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp({ path: '/m/login' });
    const username = await screen.findByLabelText('Username');
    await pastFocusDelay();
    expect(username).toHaveFocus();
  });

  it('leaves the cursor where the player put it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderApp({ path: '/m/login' });
    const password = await screen.findByLabelText('Password');
    await user.click(password);
    await pastFocusDelay();
    expect(password).toHaveFocus();
  });

  it('does not pull the cursor back once the player has been in the sheet and left it', async () => {
    // A quick player pressed Log in within the delay: the busy button drops the focus (body),
    // and the gateway's captcha field must not lose the cursor to the 500 ms first focus.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderApp({ path: '/m/login' });
    const username = await screen.findByLabelText('Username');
    await user.click(username);
    act(() => username.blur());
    expect(document.activeElement).toBe(document.body);
    await pastFocusDelay();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp({ path: '/m/login' });
    const password = await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('keeps Log in disabled until the terms box is ticked', async () => {
    const { user } = renderApp({ path: '/m/login' });
    const submit = await screen.findByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    await user.click(
      screen.getByLabelText('I am over 21 years old and agree to the Terms and Conditions'),
    );
    expect(submit).toBeEnabled();
    await user.click(
      screen.getByLabelText('I am over 21 years old and agree to the Terms and Conditions'),
    );
    expect(submit).toBeDisabled();
  });

  it('shows the translated validation messages and does not call the BFF', async () => {
    const { user, callsTo } = renderApp({ path: '/m/login' });
    await user.click(
      await screen.findByLabelText('I am over 21 years old and agree to the Terms and Conditions'),
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('session.login')).toHaveLength(0);
  });

  it('shows the catalogue text on failure, then the captcha once it is required', async () => {
    let attempt = 0;
    const { user, callsTo } = renderApp({
      path: '/m/login',
      handlers: {
        'session.login': () => {
          attempt += 1;
          throw new FakeTrpcError({ appCode: 'login_failed', captchaRequired: attempt >= 1 });
        },
      },
    });
    await fillAndTick(user);
    expect(callsTo('session.captcha')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    const code = await screen.findByLabelText('Verification code');
    expect(await screen.findByRole('img', { name: 'Verification code image' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('maxlength', '6');
    await waitFor(() => expect(callsTo('session.captcha')).toHaveLength(1));

    // Now the code is required.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();
    expect(callsTo('session.login')).toHaveLength(1);

    // Clicking the image loads a new one and clears the code.
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Refresh verification code' }));
    expect(code).toHaveValue('');
    await waitFor(() => expect(callsTo('session.captcha')).toHaveLength(2));

    // A failed attempt with the code sends it, and the used image is replaced.
    await user.type(code, '5678');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(callsTo('session.login')).toHaveLength(2));
    expect(callsTo('session.login')[1]?.input).toEqual({
      type: 'username',
      username: 'player01',
      password: 'secret-pass',
      captcha: '5678',
      language: 'EN',
      remember: false,
    });
    await waitFor(() => expect(callsTo('session.captcha')).toHaveLength(3));
    expect(code).toHaveValue('');
  });

  it('asks for a captcha the gateway wants but the player never saw, with a hint, not an error', async () => {
    const { user, callsTo } = renderApp({
      path: '/m/login',
      handlers: {
        'session.login': () => {
          throw new FakeTrpcError({ appCode: 'captcha_required', captchaRequired: true });
        },
      },
    });
    await fillAndTick(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText('Verification code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(
      screen.getByText('Please enter the verification code shown to continue.'),
    ).toHaveAttribute('role', 'status');
    expect(code).toHaveAttribute('aria-describedby', 'login-captcha-hint');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Verification code error')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('session.captcha')).toHaveLength(1));
  });

  it('does not show the captcha after a failure without captchaRequired', async () => {
    const { user, callsTo } = renderApp({
      path: '/m/login',
      handlers: {
        'session.login': () => {
          throw new FakeTrpcError({ appCode: 'user_not_exist' });
        },
      },
    });
    await fillAndTick(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Sorry, the user does not exist or is disabled.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(callsTo('session.captcha')).toHaveLength(0);
  });

  it('includes the wait when rate limited', async () => {
    const { user } = renderApp({
      path: '/m/login',
      handlers: {
        'session.login': () => {
          throw new FakeTrpcError({ appCode: 'too_many_requests', retryAfterSeconds: 30 }, 429);
        },
      },
    });
    await fillAndTick(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText(
        'Too many attempts, please wait a moment and try again. Please wait 30 seconds.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an upstream outage as readable text', async () => {
    const { user } = renderApp({
      path: '/m/login',
      handlers: {
        'session.login': () => {
          throw new FakeTrpcError({ appCode: 'service_unavailable' }, 503);
        },
      },
    });
    await fillAndTick(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('The service is temporarily unavailable, please try again later.'),
    ).toBeInTheDocument();
  });

  it('stores only the session info, goes home and greets the member', async () => {
    const { user, nav, callsTo } = renderApp({
      path: '/m/login',
      handlers: {
        'session.login': () => ({ session: SESSION }),
        'member.info': () => makeMember({ nickname: 'Lucky' }),
      },
    });
    await fillAndTick(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('Hi, Lucky')).toBeInTheDocument();
    expect(nav.pathname()).toBe('/m/home');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sessionInfo) ?? 'null')).toEqual(SESSION);
    expect(callsTo('home.bootstrap').length).toBeGreaterThan(0);
    // Nothing secret in any storage.
    const everything = JSON.stringify({ ...localStorage, ...sessionStorage });
    expect(everything).not.toContain('secret-pass');
    expect(everything.toLowerCase()).not.toContain('token');
  });

  it('asks for the texted code when the gateway verifies a new address, then logs in with it', async () => {
    const { user, callsTo, nav } = renderApp({
      path: '/m/login',
      handlers: {
        'session.login': (input) => {
          const code = (input as { verificationCode?: string }).verificationCode;
          if (code === '123456') return { session: SESSION };
          throw new FakeTrpcError(
            code
              ? { appCode: 'verification_code_error' }
              : { appCode: 'login_verify_required', maskedMobile: '0917****567' },
          );
        },
      },
    });
    await fillAndTick(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Verify this login' })).toBeInTheDocument();
    expect(
      screen.getByText('For your security, enter the code we sent to 0917****567.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

    await user.type(screen.getByLabelText('SMS code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();

    // Back shows the form as it was; the login again reopens the step.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Username')).toHaveValue('player01');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(callsTo('session.login').at(-1)?.input).toMatchObject({
      type: 'username',
      username: 'player01',
      password: 'secret-pass',
      verificationCode: '123456',
    });
  });

  it('keeps digits only in the login verification code as it is typed (issue 27 item 21)', async () => {
    const { user, callsTo } = renderApp({
      path: '/m/login',
      handlers: {
        'session.login': (input) => {
          const code = (input as { verificationCode?: string }).verificationCode;
          if (code === '123456') return { session: SESSION };
          throw new FakeTrpcError({
            appCode: 'login_verify_required',
            maskedMobile: '0917****567',
          });
        },
      },
    });
    await fillAndTick(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText('SMS code');
    await user.type(code, '12a3 4-5x6');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(callsTo('session.login').at(-1)?.input).toMatchObject({ verificationCode: '123456' }),
    );
  });

  it("sends the player's current language with the login (a Filipino player: TY)", async () => {
    const { user, callsTo } = renderApp({
      path: '/m/login',
      handlers: { 'session.login': () => ({ session: SESSION }) },
    });
    await fillAndTick(user);
    await act(async () => {
      await setLanguage('TY');
    });
    // The form in Filipino now: submitted from the password field.
    await user.type(screen.getByDisplayValue('secret-pass'), '{Enter}');
    await waitFor(() => expect(callsTo('session.login')).toHaveLength(1));
    expect(callsTo('session.login')[0]?.input).toEqual({
      type: 'username',
      username: 'player01',
      password: 'secret-pass',
      language: 'TY',
      remember: false,
    });
  });
});
