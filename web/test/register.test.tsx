/**
 * `/m/register` against fake procedures: the tab rule (tab bar only with both methods, mobile
 * first when it is the only one), the strength meter's thresholds, the server's per-field rules
 * with the contracts' schema, submit disabled until a number is typed on the mobile tab, the
 * invitation code refused before registering, and the six-box SMS panel (typing, paste,
 * Backspace, Back closes it, a wrong code clears it).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError } from './utils/fake-link.ts';
import { makeStatus, SESSION } from './utils/fixtures.ts';
import { renderApp, type RenderAppOptions } from './utils/render-app.tsx';

const RULES = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z0-9]{4,16}$',
    minLength: 4,
    maxLength: 16,
  },
  password: { enabled: true, required: true, acceptedPattern: '^\\S{6,20}$' },
  mobileNum: { enabled: true, required: false, acceptedPattern: '*' },
  email: { enabled: true, required: false, acceptedPattern: '^[^@\\s]+@[^@\\s]+$' },
  affiliateCode: { enabled: true, required: false, acceptedPattern: '*' },
  captcha: { enabled: true, required: true },
};
const TERMS = 'I am over 21 years old and agree to the Terms and Conditions';

function renderRegister(
  flags: Record<string, boolean> = {},
  handlers: RenderAppOptions['handlers'] = {},
) {
  return renderApp({
    path: '/m/register',
    handlers: {
      'system.status': () => makeStatus({ whitelabel: { ...flags } }),
      'system.registerRules': () => RULES,
      'system.countries': () => [{ code: 'PH', name: 'Philippines', dialingCode: '+63' }],
      'register.checkAffiliateCode': (input) => ({
        valid: (input as { code: string }).code === 'AG10003',
      }),
      'register.sendSms': () => ({ resendAfterSeconds: 60 }),
      'register.create': () => ({ session: SESSION }),
      ...handlers,
    },
  });
}

async function fillUsernameForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Username'), 'newplayer');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
  await user.type(screen.getByLabelText('Verification code'), '1234');
  await user.click(screen.getByLabelText(TERMS));
}

describe('/m/register tabs', () => {
  it('shows no tab bar with the username method alone', async () => {
    renderRegister();
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('offers both tabs, username first, when both methods are on', async () => {
    renderRegister({ MOBILENUMREG3: true });
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Username' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: 'Mobile number' })).toBeInTheDocument();
  });

  it('opens on the mobile tab when it is the only method, submit disabled until a number', async () => {
    const { user } = renderRegister({ MOBILENUMREG3: true, USERNAMEREG3: false });
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Register' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Mobile number'), '0918 765 4321');
    expect(submit).toBeEnabled();
  });
});

describe('/m/register fields', () => {
  it.each([
    ['1234567', 'weak'],
    ['123456789012', 'weak'],
    ['abcd1234', 'medium'],
    ['Abcd1234!xyz', 'strong'],
  ])('rates %s as %s', async (password, strength) => {
    const { user } = renderRegister();
    await user.type(await screen.findByLabelText('Password'), password);
    expect(screen.getByText(`Password strength: ${strength}`)).toBeInTheDocument();
  });

  it("reads an empty confirmation as 'incorrect password'; captcha digits only as typed", async () => {
    const { user, callsTo } = renderRegister();
    await user.type(await screen.findByLabelText('Username'), 'newplayer');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Verification code'), '12a3');
    expect(screen.getByLabelText('Verification code')).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('incorrect password')).toBeInTheDocument();
    expect(callsTo('register.create')).toHaveLength(0);
  });

  it('re-checks a filled confirmation as soon as the password changes (issue 27 item 21)', async () => {
    const { user } = renderRegister();
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    expect(screen.queryByText('Confirmation password not matched')).not.toBeInTheDocument();
    await user.type(password, '4');
    expect(await screen.findByText('Confirmation password not matched')).toBeInTheDocument();
    await user.type(password, '{Backspace}');
    await waitFor(() =>
      expect(screen.queryByText('Confirmation password not matched')).not.toBeInTheDocument(),
    );
  });

  it("checks the server's rules and the schema before sending anything", async () => {
    const { user, callsTo } = renderRegister();
    await user.type(await screen.findByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Other123');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Account format is incorrect')).toBeInTheDocument();
    expect(screen.getByText('Confirmation password not matched')).toBeInTheDocument();
    expect(screen.getByText('E-mail format is incorrect')).toBeInTheDocument();
    expect(screen.getByText('Please enter the verification code')).toBeInTheDocument();
    expect(
      screen.getByText('Please confirm you are at least 21 years old and accept the terms'),
    ).toBeInTheDocument();
    expect(callsTo('register.create')).toHaveLength(0);
  });

  it('registers by username: the empty optional fields left out, then home', async () => {
    const { user, callsTo, nav } = renderRegister();
    await fillUsernameForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(callsTo('register.create')[0]?.input).toEqual({
      method: 'username',
      username: 'newplayer',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      captcha: '1234',
      ageConfirmed: true,
      language: 'EN',
      // The page the player registers on and its host (spec section 3).
      registerUrl: window.location.href,
      domain: window.location.host,
    });
  });

  it("shows the fields the server's rules switch on, a required one blocking submit (issue 27 item 20)", async () => {
    const rules = {
      ...RULES,
      nickname: { enabled: true, required: true, acceptedPattern: '*' },
      idNumber: { enabled: true, required: false, acceptedPattern: '^[0-9]+$' },
      whatsapp: { enabled: true, required: false, acceptedPattern: '*' },
      qqNum: { enabled: false, required: true, acceptedPattern: '*' },
    };
    const { user, callsTo, nav } = renderRegister({}, { 'system.registerRules': () => rules });
    const nickname = await screen.findByLabelText('Nickname');
    const idNumber = screen.getByLabelText('ID number');
    expect(screen.getByLabelText('WhatsApp number')).toBeInTheDocument();
    expect(screen.queryByLabelText('QQ number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Real name')).not.toBeInTheDocument();
    // An optional field says so; a required one does not.
    expect(idNumber).toHaveAccessibleDescription('Optional');
    expect(nickname).not.toHaveAccessibleDescription('Optional');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Optional');

    await fillUsernameForm(user);
    await user.type(idNumber, '12AB');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('ID number format is incorrect')).toBeInTheDocument();
    expect(callsTo('register.create')).toHaveLength(0);

    await user.type(nickname, 'Juan');
    await user.clear(idNumber);
    await user.type(idNumber, '1234567');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(callsTo('register.create')[0]?.input).toMatchObject({
      nickname: 'Juan',
      idNumber: '1234567',
    });
    expect(callsTo('register.create')[0]?.input).not.toHaveProperty('whatsapp');
  });

  it('refuses an unknown invitation code before registering, focusing it', async () => {
    const { user, callsTo } = renderRegister();
    await fillUsernameForm(user);
    await user.type(screen.getByLabelText('Invitation code'), 'AG99999');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('Invalid invitation code')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Invitation code')).toHaveFocus());
    expect(callsTo('register.create')).toHaveLength(0);
  });

  it("shows the gateway's refusal and a fresh captcha, keeping what was typed", async () => {
    const { user, callsTo } = renderRegister(
      {},
      {
        'register.create': () => {
          throw new FakeTrpcError({ appCode: 'username_exists' });
        },
      },
    );
    await fillUsernameForm(user);
    const captchasBefore = callsTo('session.captcha').length;
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Sorry, the username already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('newplayer');
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    await waitFor(() => expect(callsTo('session.captcha').length).toBeGreaterThan(captchasBefore));
  });
});

describe('/m/register SMS panel', () => {
  async function openPanel(handlers: RenderAppOptions['handlers'] = {}) {
    const rendered = renderRegister({ MOBILENUMREG3: true, USERNAMEREG3: false }, handlers);
    const { user } = rendered;
    await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveValue('+63'));
    await user.type(screen.getByLabelText('Mobile number'), '0918 765 4321');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await user.type(screen.getByLabelText('Verification code'), '1234');
    await user.click(screen.getByLabelText(TERMS));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('dialog', { name: 'Enter the SMS code' });
    return rendered;
  }

  it('sends the code by itself and registers with the six digits', async () => {
    const { user, callsTo, nav } = await openPanel();
    expect(callsTo('register.sendSms')[0]?.input).toEqual({
      method: 'mobile',
      mobile: '9187654321',
      dialingCode: '+63',
    });
    const first = screen.getByLabelText('Digit 1 of 6');
    await waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('12');
    expect(screen.getByLabelText('Digit 3 of 6')).toHaveFocus();
    // Backspace on the empty third box takes back the second digit.
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('Digit 2 of 6')).toHaveFocus();
    expect(screen.getByLabelText('Digit 2 of 6')).toHaveValue('');
    await user.keyboard('23456');
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(callsTo('register.create')[0]?.input).toMatchObject({
      method: 'mobile',
      mobile: '9187654321',
      smsCode: '123456',
    });
  });

  it('fills every box from a pasted code', async () => {
    const { user, callsTo } = await openPanel();
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('654321');
    await waitFor(() => expect(callsTo('register.create')).toHaveLength(1));
    expect(callsTo('register.create')[0]?.input).toMatchObject({ smsCode: '654321' });
  });

  it('clears the boxes after a wrong code and says so', async () => {
    const { user } = await openPanel({
      'register.create': () => {
        throw new FakeTrpcError({ appCode: 'verification_code_error' });
      },
    });
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('000000');
    expect(await screen.findByText('Verification code error')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue(''));
  });

  it('after a wrong code stays on the panel with a fresh captcha, and the right code then registers', async () => {
    let tries = 0;
    const { user, callsTo, nav } = await openPanel({
      'register.create': () => {
        tries += 1;
        if (tries === 1) throw new FakeTrpcError({ appCode: 'verification_code_error' });
        return { session: SESSION };
      },
    });
    const captchasBefore = callsTo('session.captcha').length;
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('000000');
    const panel = screen.getByRole('dialog', { name: 'Enter the SMS code' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Verification code errorType the new picture code, then the SMS code again.',
    );
    // The used-up captcha was replaced, and the panel asks for the new one.
    await waitFor(() => expect(callsTo('session.captcha').length).toBeGreaterThan(captchasBefore));
    const newCaptcha = within(panel).getByLabelText('New picture code');
    // Typing the code without the picture asks for the picture first.
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('123456');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Please enter the verification code shown to continue.',
    );
    expect(callsTo('register.create')).toHaveLength(1);
    await user.type(newCaptcha, '98a76');
    expect(newCaptcha).toHaveValue('9876');
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.paste('123456');
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(callsTo('register.create')[1]?.input).toMatchObject({
      smsCode: '123456',
      captcha: '9876',
    });
  });

  it('closes with Back, returning to the form as typed', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Enter the SMS code' })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Mobile number')).toHaveValue('0918 765 4321');
  });
});
