import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DialingCodeSchema,
  FreePlayInputSchema,
  GatewayCaptchaValueSchema,
  LoginInputSchema,
  MobileNumberSchema,
  SendLoginSmsInputSchema,
  SessionInfoSchema,
  SmsCodeSchema,
} from '../src/session.ts';
import { displayName, isRealMember, isTrialMember } from '../src/member-rules.ts';

describe('LoginInputSchema', () => {
  it('accepts a username login with an optional numeric captcha up to 6 digits', () => {
    expect(
      LoginInputSchema.safeParse({ type: 'username', username: ' demo ', password: 'x' }).data,
    ).toMatchObject({ username: 'demo' });
    expect(
      LoginInputSchema.safeParse({
        type: 'username',
        username: 'demo',
        password: 'x',
        captcha: '123456',
      }).success,
    ).toBe(true);
  });

  it('reports validation keys the client can translate', () => {
    const result = LoginInputSchema.safeParse({
      type: 'username',
      username: '',
      password: '',
      captcha: '1234567',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`).sort();
    expect(messages).toEqual([
      'captcha:validation.captcha',
      'password:validation.required',
      'username:validation.required',
    ]);
  });

  it('never accepts a captcha that is not 1 to 6 digits', () => {
    fc.assert(
      fc.property(fc.string(), (captcha) => {
        const ok = LoginInputSchema.safeParse({
          type: 'username',
          username: 'a',
          password: 'b',
          captcha,
        }).success;
        expect(ok).toBe(/^\d{1,6}$/.test(captcha.trim()));
      }),
    );
  });

  it('takes a remembered login by username alone, never with a password field', () => {
    expect(LoginInputSchema.safeParse({ type: 'remembered', username: ' demo ' }).data).toEqual({
      type: 'remembered',
      username: 'demo',
    });
    expect(LoginInputSchema.safeParse({ type: 'remembered', username: '' }).success).toBe(false);
    // Extra keys are stripped: a password sent along goes nowhere.
    expect(
      LoginInputSchema.safeParse({ type: 'remembered', username: 'demo', password: 'x' }).data,
    ).not.toHaveProperty('password');
  });

  it('takes "remember password" only as a boolean', () => {
    const login = { type: 'username', username: 'demo', password: 'x' };
    expect(LoginInputSchema.safeParse({ ...login, remember: true }).success).toBe(true);
    expect(LoginInputSchema.safeParse({ ...login, remember: 'on' }).success).toBe(false);
  });

  it('rejects unknown login types', () => {
    expect(
      LoginInputSchema.safeParse({ type: 'firebase', username: 'a', password: 'b' }).success,
    ).toBe(false);
  });
});

describe('SessionInfoSchema', () => {
  it('drops a token if one is ever passed in', () => {
    const info = SessionInfoSchema.parse({
      userName: 'demo',
      type: 0,
      merchantCode: 'm',
      firstTimeLogin: false,
      token: 'secret',
    });
    expect(info).not.toHaveProperty('token');
  });
});

describe('GatewayCaptchaValueSchema', () => {
  it('reads the image as a bare string or nested under img|image|base64|captcha', () => {
    expect(GatewayCaptchaValueSchema.parse('iVBOR')).toBe('iVBOR');
    for (const key of ['img', 'image', 'base64', 'captcha']) {
      expect(GatewayCaptchaValueSchema.parse({ [key]: 'iVBOR' })).toBe('iVBOR');
    }
    expect(GatewayCaptchaValueSchema.safeParse({}).success).toBe(false);
  });
});

describe('displayName', () => {
  it('falls back from nickname to account to the login prompt (null)', () => {
    expect(displayName({ nickname: 'Emon', account: 'acc' })).toBe('Emon');
    expect(displayName({ nickname: '  ', account: 'acc' })).toBe('acc');
    expect(displayName({ nickname: null, account: '' })).toBeNull();
    expect(displayName(null)).toBeNull();
  });
});

describe('member types', () => {
  it('treats 0, 1, 2 as real members and 4 as the trial', () => {
    expect([0, 1, 2, 4, 40].map(isRealMember)).toEqual([true, true, true, false, false]);
    expect([0, 4].map(isTrialMember)).toEqual([false, true]);
  });
});

describe('MobileNumberSchema (spec section 5: digits, at most 20, leading zero removed)', () => {
  it.each([
    ['09171234567', '9171234567'],
    ['0917 123 4567', '9171234567'],
    ['0917-123-4567', '9171234567'],
    ['9171234567', '9171234567'],
    ['  09171234567 ', '9171234567'],
  ])('reads %j as %j', (typed, sent) => {
    expect(MobileNumberSchema.parse(typed)).toBe(sent);
  });

  it.each([
    ['', 'validation.required'],
    ['0917abc4567', 'validation.mobile'],
    ['+639171234567', 'validation.mobile'],
    ['0'.repeat(21), 'validation.mobile'],
    ['000', 'validation.mobile'],
  ])('refuses %j with %s', (typed, message) => {
    const result = MobileNumberSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('DialingCodeSchema', () => {
  it('keeps the form /wps/system/country lists, with the plus', () => {
    expect(DialingCodeSchema.parse('+63')).toBe('+63');
    expect(DialingCodeSchema.parse('63')).toBe('+63');
  });

  it.each(['', '+', '+12345', 'PH'])('refuses %j', (code) => {
    expect(DialingCodeSchema.safeParse(code).error?.issues[0]?.message).toBe(
      'validation.dialingCode',
    );
  });
});

describe('SmsCodeSchema (digits, at most 10)', () => {
  it('takes six digits, and up to ten', () => {
    expect(SmsCodeSchema.parse('012345')).toBe('012345');
    expect(SmsCodeSchema.parse('0123456789')).toBe('0123456789');
  });

  it.each([
    ['', 'validation.required'],
    ['12a456', 'validation.smsCode'],
    ['01234567890', 'validation.smsCode'],
  ])('refuses %j with %s', (code, message) => {
    expect(SmsCodeSchema.safeParse(code).error?.issues[0]?.message).toBe(message);
  });
});

describe('LoginInputSchema by SMS', () => {
  it('reads the number as the gateway wants it', () => {
    expect(
      LoginInputSchema.parse({
        type: 'sms',
        mobile: '0917 123 4567',
        dialingCode: '+63',
        code: '123456',
      }),
    ).toEqual({ type: 'sms', mobile: '9171234567', dialingCode: '+63', code: '123456' });
  });

  it('needs the code', () => {
    expect(
      LoginInputSchema.safeParse({ type: 'sms', mobile: '09171234567', dialingCode: '+63' })
        .success,
    ).toBe(false);
  });
});

describe('SendLoginSmsInputSchema and FreePlayInputSchema', () => {
  it('parse what the forms send', () => {
    expect(SendLoginSmsInputSchema.parse({ mobile: '09171234567', dialingCode: '63' })).toEqual({
      mobile: '9171234567',
      dialingCode: '+63',
    });
    expect(FreePlayInputSchema.parse({})).toEqual({ os: 'unknown' });
    expect(FreePlayInputSchema.safeParse({ os: 'x'.repeat(65) }).success).toBe(false);
  });
});
