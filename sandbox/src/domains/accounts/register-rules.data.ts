/**
 * Per-field register rules (§5.4), served by `system/setting/register` and
 * `status.info.register`, and enforced by the register endpoints.
 */
import type { RegisterFieldRule, RegisterRules } from '@app/contracts';

const off: RegisterFieldRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 50,
  patternId: 0,
};

/** Every field of the register form (§5.4), in the order the gateway checks them. */
export const REGISTER_RULES = {
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
  zalo: off,
  nickname: { ...off, maxLength: 32 },
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
} as const satisfies Record<string, RegisterFieldRule>;

export type RegisterField = keyof typeof REGISTER_RULES;
export const REGISTER_FIELDS = Object.keys(REGISTER_RULES) as RegisterField[];

/** The seed's rules with the operator's changes over them, field by field (merchant state). */
export function registerRules(
  changes: Readonly<Record<string, Partial<RegisterFieldRule>>> = {},
): RegisterRules {
  const rules: RegisterRules = structuredClone(REGISTER_RULES);
  for (const [field, change] of Object.entries(changes)) {
    rules[field] = { ...(rules[field] ?? off), ...change };
  }
  return rules;
}
