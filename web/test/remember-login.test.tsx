/**
 * "Remember password" in the forms (decision 010): the login form restores the remembered tab,
 * username and dialing code from localStorage, shows "Saved password" when the BFF remembers
 * the username on screen and logs in with `type: 'remembered'`; unticking forgets at once. No
 * password ever reaches page storage. The change-password form hides the old password then.
 * Also: a login error shown in one language reads in the next after a language change.
 */
import { STORAGE_KEYS } from '@app/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../src/i18n/index.ts';
import { FakeTrpcError } from './utils/fake-link.ts';
import { SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const TERMS = 'I am over 21 years old and agree to the Terms and Conditions';

function rememberForm(form: object) {
  localStorage.setItem(STORAGE_KEYS.rememberedLogin, JSON.stringify(form));
}

/** The login of a browser that remembered player01's form, the BFF their password. */
function renderRememberedLogin() {
  rememberForm({ type: 'username', username: 'player01', countryDialingCode: '' });
  return renderApp({
    path: '/m/login',
    handlers: {
      'session.rememberedLogin': () => ({ username: 'player01' }),
      'session.login': () => ({ session: SESSION }),
    },
  });
}

const storedForm = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.rememberedLogin) ?? 'null') as unknown;

describe('login: remember password', () => {
  it('logs in with the saved password: the username restored, no password sent', async () => {
    const { user, callsTo } = renderRememberedLogin();
    expect(await screen.findByLabelText('Username')).toHaveValue('player01');
    expect(screen.getByLabelText('Remember password')).toBeChecked();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('placeholder', 'Saved password'));
    expect(password).toHaveValue('');
    await user.click(screen.getByLabelText(TERMS));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(callsTo('session.login')).toHaveLength(1));
    expect(callsTo('session.login')[0]?.input).toEqual({
      type: 'remembered',
      username: 'player01',
      language: 'EN',
    });
    await waitFor(() =>
      expect(storedForm()).toEqual({
        type: 'username',
        username: 'player01',
        countryDialingCode: '',
        tabs: { username: { username: 'player01', countryDialingCode: '' } },
      }),
    );
  });

  it('uses a typed password instead, asking the BFF to remember it', async () => {
    const { user, callsTo } = renderRememberedLogin();
    const password = await screen.findByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('placeholder', 'Saved password'));
    await user.type(password, 'typed-pass');
    expect(password).not.toHaveAttribute('placeholder');
    await user.click(screen.getByLabelText(TERMS));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(callsTo('session.login')).toHaveLength(1));
    expect(callsTo('session.login')[0]?.input).toMatchObject({
      type: 'username',
      password: 'typed-pass',
      remember: true,
    });
    await waitFor(() => expect(storedForm()).toMatchObject({ username: 'player01' }));
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('typed-pass');
  });

  it('asks for the password for another username than the remembered one', async () => {
    const { user } = renderApp({
      path: '/m/login',
      handlers: { 'session.rememberedLogin': () => ({ username: 'player01' }) },
    });
    await user.type(await screen.findByLabelText('Username'), 'someone');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('placeholder');
  });

  it('forgets at once when the box is unticked', async () => {
    rememberForm({ type: 'username', username: 'player01', countryDialingCode: '' });
    let remembered: { username: string } | null = { username: 'player01' };
    const { user, callsTo } = renderApp({
      path: '/m/login',
      handlers: {
        'session.rememberedLogin': () => remembered,
        'session.forgetLogin': () => {
          remembered = null;
          return { ok: true };
        },
      },
    });
    const password = await screen.findByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('placeholder', 'Saved password'));
    await user.click(screen.getByLabelText('Remember password'));
    expect(password).not.toHaveAttribute('placeholder');
    await waitFor(() => expect(callsTo('session.forgetLogin')).toHaveLength(1));
    expect(storedForm()).toBeNull();
  });

  it('asks for the password again when the saved one is refused', async () => {
    rememberForm({ type: 'username', username: 'player01', countryDialingCode: '' });
    let remembered: { username: string } | null = { username: 'player01' };
    const { user } = renderApp({
      path: '/m/login',
      handlers: {
        'session.rememberedLogin': () => remembered,
        'session.login': () => {
          remembered = null;
          throw new FakeTrpcError({ appCode: 'remembered_login_gone' });
        },
      },
    });
    const password = await screen.findByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('placeholder', 'Saved password'));
    await user.click(screen.getByLabelText(TERMS));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText('Your saved password has expired, please enter your password.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(password).not.toHaveAttribute('placeholder'));
  });

  it('restores the mobile tab with its number and dialing code', async () => {
    rememberForm({ type: 'sms', username: '9171234567', countryDialingCode: '+63' });
    renderApp({
      path: '/m/login',
      handlers: {
        'system.status': async () => {
          const { makeStatus } = await import('./utils/fixtures.ts');
          const status = makeStatus();
          return { ...status, whitelabel: { ...status.whitelabel, MOBILEVERCODELOGIN3: true } };
        },
        'system.countries': () => [{ code: 'PH', name: 'Philippines', dialingCode: '+63' }],
      },
    });
    expect(await screen.findByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9171234567');
  });

  it('restores each tab its own remembered entry, and a login on one keeps the other (issue 27 item 19)', async () => {
    rememberForm({
      type: 'sms',
      username: '9171234567',
      countryDialingCode: '+60',
      tabs: { username: { username: 'player01', countryDialingCode: '' } },
    });
    const { user } = renderApp({
      path: '/m/login',
      handlers: {
        'system.status': async () => {
          const { makeStatus } = await import('./utils/fixtures.ts');
          return makeStatus({ whitelabel: { MOBILEVERCODELOGIN3: true } });
        },
        'system.countries': () => [
          { code: 'PH', name: 'Philippines', dialingCode: '+63' },
          { code: 'MY', name: 'Malaysia', dialingCode: '+60' },
        ],
        'session.login': () => ({ session: SESSION }),
      },
    });
    expect(await screen.findByRole('tab', { name: 'Mobile number' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9171234567');
    await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveValue('+60'));
    // The username tab has its own entry, not the number.
    await user.click(screen.getByRole('tab', { name: 'Username' }));
    expect(screen.getByLabelText('Username')).toHaveValue('player01');

    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByLabelText(TERMS));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(storedForm()).toEqual({
        type: 'username',
        username: 'player01',
        countryDialingCode: '',
        tabs: {
          username: { username: 'player01', countryDialingCode: '' },
          sms: { username: '9171234567', countryDialingCode: '+60' },
        },
      }),
    );
  });

  it('shows a login error in the new language after a language change', async () => {
    const { user } = renderApp({
      path: '/m/login',
      handlers: {
        'session.login': () => {
          throw new FakeTrpcError({ appCode: 'login_failed' });
        },
      },
    });
    await user.type(await screen.findByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByLabelText(TERMS));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect username or password')).toBeInTheDocument();
    await act(async () => {
      await setLanguage('TY');
    });
    expect(await screen.findByText('Mali ang username o password')).toBeInTheDocument();
    expect(screen.queryByText('Incorrect username or password')).not.toBeInTheDocument();
  });
});

describe('change password with a remembered password', () => {
  it('hides the old password and lets the BFF use the remembered one', async () => {
    const { user, callsTo } = renderApp({
      path: '/m/changePsw',
      session: SESSION,
      handlers: {
        'session.rememberedLogin': () => ({ username: SESSION.userName }),
        'member.changePassword': () => ({ ok: true }),
      },
    });
    expect(
      await screen.findByText('Your saved password is used as the old password.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'New12345');
    await user.type(screen.getByLabelText('Confirm new password'), 'New12345');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(callsTo('member.changePassword')).toHaveLength(1));
    expect(callsTo('member.changePassword')[0]?.input).toEqual({
      useRemembered: true,
      newPassword: 'New12345',
      confirmPassword: 'New12345',
    });
  });
});
