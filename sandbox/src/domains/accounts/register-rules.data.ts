/**
 * Per-field register rules (§5.4), served by `system/setting/register` and
 * `status.info.register`, and enforced by the register endpoints.
 */
import type { RegisterFieldRule, RegisterRules } from '@app/contracts';

export const REGISTER_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

const off: RegisterFieldRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 50,
  patternId: 0,
};

export const REGISTER_RULES: Record<RegisterField, RegisterFieldRule> = {
  // patternId 1: starts with a letter, then letters and digits.
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    minLength: 4,
    maxLength: 16,
    patternId: 1,
  },
  // The go444 merchant's values: 6-12 characters, alphanumeric (patternId 4).
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z0-9]+$',
    minLength: 6,
    maxLength: 12,
    patternId: 4,
  },
  // patternId 6: digits only. Optional on username registration.
  mobileNum: {
    enabled: true,
    required: false,
    acceptedPattern: '^[0-9]+$',
    minLength: 7,
    maxLength: 11,
    patternId: 6,
  },
  payeeName: off,
  paymentPassword: off,
  qqNum: off,
  line: off,
  whatsapp: off,
  facebook: off,
  wechat: off,
  idNumber: off,
  email: {
    enabled: true,
    required: false,
    acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
    minLength: 5,
    maxLength: 50,
    patternId: 9,
  },
  recommenderId: off,
  affiliateCode: {
    enabled: true,
    required: false,
    acceptedPattern: '^[a-zA-Z0-9]+$',
    minLength: 3,
    maxLength: 20,
    patternId: 4,
  },
  captcha: {
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]+$',
    minLength: 4,
    maxLength: 6,
    patternId: 6,
  },
};

export function registerRules(): RegisterRules {
  return structuredClone(REGISTER_RULES);
}

/** Checks one value against its rule; returns false for a bad value. `*` accepts anything. */
export function matchesRule(rule: RegisterFieldRule, value: string): boolean {
  if (rule.minLength != null && value.length < rule.minLength) return false;
  if (rule.maxLength != null && rule.maxLength > 0 && value.length > rule.maxLength) return false;
  const pattern = rule.acceptedPattern;
  if (!pattern || pattern === '*') return true;
  return new RegExp(pattern).test(value);
}
