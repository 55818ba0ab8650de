import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GatewayCaptchaValueSchema, LoginInputSchema, SessionInfoSchema } from '../src/session.ts';
import { displayName, isRealMember, isTrialMember } from '../src/member-rules.ts';

describe('LoginInputSchema', () => {
  it('accepts a username login with an optional numeric captcha up to 6 digits', () => {
    expect(
      LoginInputSchema.safeParse({ type: 'username', username: ' demo ', password: 'x' }).data
        ?.username,
    ).toBe('demo');
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
