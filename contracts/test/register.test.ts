import { describe, expect, it } from 'vitest';
import {
  PLAYER_RULED_FIELDS,
  RegisterInputSchema,
  matchesRegisterRule,
  passwordStrength,
  registerRuleErrors,
} from '../src/register.ts';
import type { RegisterRules } from '../src/system.ts';
import { ChangePasswordInputSchema } from '../src/member.ts';

const rule = (overrides: Partial<RegisterRules[string]> = {}): RegisterRules[string] => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 50,
  patternId: 0,
  ...overrides,
});

const RULES: RegisterRules = {
  username: rule({
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    minLength: 4,
    maxLength: 16,
  }),
  password: rule({
    required: true,
    acceptedPattern: '^[a-zA-Z0-9]+$',
    minLength: 6,
    maxLength: 12,
  }),
  mobileNum: rule({ acceptedPattern: '^[0-9]+$', minLength: 7, maxLength: 11 }),
  email: rule({ acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
  affiliateCode: rule({ enabled: false, required: true }),
};

const VALID = {
  method: 'username',
  username: 'player1',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  captcha: '1234',
  ageConfirmed: true,
  registerUrl: 'https://play.example/m/register?code=AF1001',
  domain: 'play.example',
} as const;

describe('registerRuleErrors (the server rules, spec section 5)', () => {
  it('passes a valid input, and an empty optional field', () => {
    expect(registerRuleErrors({ ...VALID, email: '' }, RULES)).toEqual({});
  });

  it('fails a required field left empty, and a value outside the lengths or the pattern', () => {
    expect(registerRuleErrors({ ...VALID, username: '' }, RULES)).toEqual({
      username: ['validation.required'],
    });
    expect(registerRuleErrors({ ...VALID, username: 'abc' }, RULES)).toEqual({
      username: ['validation.username'],
    });
    expect(registerRuleErrors({ ...VALID, username: '9lives' }, RULES)).toEqual({
      username: ['validation.username'],
    });
    expect(registerRuleErrors({ ...VALID, email: 'nobody' }, RULES)).toEqual({
      email: ['validation.email'],
    });
    expect(registerRuleErrors({ ...VALID, mobile: '123456789012' }, RULES)).toEqual({
      mobile: ['validation.mobile'],
    });
  });

  it('does not check a disabled field, even a required one', () => {
    expect(registerRuleErrors({ ...VALID, affiliateCode: '' }, RULES)).toEqual({});
  });

  it('on the mobile form, needs the number and ignores the username rule', () => {
    expect(registerRuleErrors({ ...VALID, method: 'mobile', username: '' }, RULES)).toEqual({
      mobile: ['validation.required'],
    });
    expect(
      registerRuleErrors({ ...VALID, method: 'mobile', username: '', mobile: '9171234567' }, RULES),
    ).toEqual({});
  });

  it("checks the rule-switched fields only when asked to (the player's form, not an agent's)", () => {
    const rules = {
      ...RULES,
      nickname: rule({ required: true }),
      zalo: rule({ required: true, minLength: 5 }),
    };
    expect(registerRuleErrors({ ...VALID }, rules)).toEqual({});
    expect(registerRuleErrors({ ...VALID, zalo: '12' }, rules, PLAYER_RULED_FIELDS)).toEqual({
      nickname: ['validation.required'],
      zalo: ['validation.socialId'],
    });
  });

  it('accepts anything for "*" or a pattern it cannot compile', () => {
    expect(matchesRegisterRule(rule({ acceptedPattern: '*' }), 'any thing')).toBe(true);
    expect(matchesRegisterRule(rule({ acceptedPattern: '([' }), 'x')).toBe(true);
  });
});

describe('RegisterInputSchema', () => {
  it('parses a valid username registration', () => {
    expect(RegisterInputSchema.parse(VALID)).toMatchObject({ username: 'player1' });
  });

  it.each([
    [{ confirmPassword: 'Other' }, 'confirmPassword', 'validation.confirmPassword'],
    [{ ageConfirmed: false }, 'ageConfirmed', 'validation.terms'],
    [{ captcha: '' }, 'captcha', 'validation.captchaRequired'],
    [{ captcha: '1234567' }, 'captcha', 'validation.captcha'],
    [{ username: undefined }, 'username', 'validation.required'],
    [{ method: 'mobile' }, 'mobile', 'validation.required'],
    [{ registerUrl: undefined }, 'registerUrl', 'validation.invalid'],
    [{ registerUrl: 'javascript:alert(1)' }, 'registerUrl', 'validation.invalid'],
    [{ domain: 'other.example' }, 'registerUrl', 'validation.invalid'],
    [{ domain: 'bad host/' }, 'domain', 'validation.invalid'],
    [{ nickname: 'x'.repeat(33) }, 'nickname', 'validation.tooLong'],
  ])('refuses %j', (overrides, field, message) => {
    const result = RegisterInputSchema.safeParse({ ...VALID, ...overrides });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });

  it('reads a mobile number as the gateway wants it', () => {
    expect(
      RegisterInputSchema.parse({ ...VALID, method: 'mobile', mobile: '0917-123-4567' }).mobile,
    ).toBe('9171234567');
  });
});

describe('passwordStrength (length and character classes, spec section 5)', () => {
  it.each([
    ['', 'weak'],
    ['Abc1234', 'weak'],
    ['12345678', 'weak'],
    ['abcdefgh', 'weak'],
    ['123456789012', 'weak'],
    ['abcdefgh1', 'medium'],
    ['Abcdefgh', 'medium'],
    ['Abcdefgh123', 'medium'],
    ['Abcdefgh1234', 'medium'],
    ['Abcdefgh12!x', 'strong'],
  ])('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe('ChangePasswordInputSchema', () => {
  const valid = { oldPassword: 'Old12345', newPassword: 'New12345', confirmPassword: 'New12345' };

  it('takes a confirmed new password that differs from the old', () => {
    expect(ChangePasswordInputSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ newPassword: 'Old12345', confirmPassword: 'Old12345' }, 'validation.samePassword'],
    [{ confirmPassword: 'New00000' }, 'validation.confirmPassword'],
    [{ confirmPassword: '' }, 'validation.passwordRequired'],
  ])('refuses %j with %s', (overrides, message) => {
    const result = ChangePasswordInputSchema.safeParse({ ...valid, ...overrides });
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('needs the old password unless the remembered one is used', () => {
    const { oldPassword: _, ...withoutOld } = valid;
    const missing = ChangePasswordInputSchema.safeParse(withoutOld);
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ path: ['oldPassword'], message: 'validation.required' }),
    ]);
    expect(
      ChangePasswordInputSchema.safeParse({ ...withoutOld, useRemembered: true }).success,
    ).toBe(true);
  });
});
