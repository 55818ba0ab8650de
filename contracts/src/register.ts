/**
 * Registration (spec sections 2, 3, 5): the input both the register form and the BFF validate,
 * and the server's per-field rules (`system.registerRules`) applied the same way on both sides.
 */
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { LanguageCodeSchema } from './languages.ts';
import type { RegisterFieldRule, RegisterRules } from './system.ts';
import {
  CaptchaAnswerSchema,
  DialingCodeSchema,
  MobileNumberSchema,
  PasswordSchema,
  SmsCodeSchema,
} from './session.ts';

const optionalText = z.string().trim().max(200).optional();

/**
 * The page the player registers on (spec section 3 `registerUrl`, the address in the browser)
 * and its host (`domain`, location.host, with a port when there is one): the gateway files the
 * new member under the site and link they came from. The URL must be on that host.
 */
export const RegisterUrlSchema = z
  .string({ message: 'validation.invalid' })
  .trim()
  .max(2000, 'validation.invalid')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'validation.invalid');
/** A URL's host (with its port), or null for no URL. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export const RegisterDomainSchema = z
  .string({ message: 'validation.invalid' })
  .trim()
  .toLowerCase()
  .max(260, 'validation.invalid')
  .regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/, 'validation.invalid');

/**
 * The fields the merchant switches on and off by the server's per-field rules (spec section 5)
 * beyond the account itself: each optional here, required only when its rule says.
 */
const ruledText = (max: number) => z.string().trim().max(max, 'validation.tooLong').optional();
export const REGISTER_EXTRA_FIELDS = [
  'nickname',
  'payeeName',
  'idNumber',
  'recommenderId',
  'paymentPassword',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
] as const;
export type RegisterExtraField = (typeof REGISTER_EXTRA_FIELDS)[number];

/**
 * The fields the register form can send, under the product's own names. Which of them the
 * merchant asks for, and in what form, is the server's rules' business (`registerRuleErrors`).
 */
export const RegisterInputSchema = z
  .object({
    /** Username tab, or mobile tab (the mobile number is then the account). */
    method: z.enum(['username', 'mobile']),
    username: z.string().trim().max(50, 'validation.username').optional(),
    password: PasswordSchema,
    confirmPassword: z
      .string({ message: 'validation.confirmEmpty' })
      .min(1, 'validation.confirmEmpty'),
    mobile: MobileNumberSchema.optional(),
    dialingCode: DialingCodeSchema.optional(),
    /** The SMS code, when the merchant verifies mobile numbers. */
    smsCode: SmsCodeSchema.optional(),
    email: optionalText,
    nickname: ruledText(32),
    payeeName: ruledText(100),
    idNumber: ruledText(50),
    recommenderId: ruledText(50),
    paymentPassword: ruledText(50),
    qqNum: ruledText(50),
    facebook: ruledText(100),
    wechat: ruledText(50),
    line: ruledText(50),
    whatsapp: ruledText(50),
    zalo: ruledText(50),
    affiliateCode: optionalText,
    captcha: z
      .string({ message: 'validation.captchaRequired' })
      .trim()
      .min(1, 'validation.captchaRequired')
      .pipe(CaptchaAnswerSchema),
    /** Spec: the age-21 and terms box must be ticked. */
    ageConfirmed: z.literal(true, { message: 'validation.terms' }),
    language: LanguageCodeSchema.optional(),
    registerUrl: RegisterUrlSchema,
    domain: RegisterDomainSchema,
  })
  .refine((input) => input.confirmPassword === input.password, {
    message: 'validation.confirmPassword',
    path: ['confirmPassword'],
  })
  .refine((input) => hostOf(input.registerUrl) === input.domain, {
    message: 'validation.invalid',
    path: ['registerUrl'],
  })
  .refine((input) => input.method === 'username' || Boolean(input.mobile), {
    message: 'validation.required',
    path: ['mobile'],
  })
  .refine((input) => input.method === 'mobile' || Boolean(input.username), {
    message: 'validation.required',
    path: ['username'],
  });
export type RegisterInput = z.infer<typeof RegisterInputSchema>;
export type RegisterFormInput = z.input<typeof RegisterInputSchema>;

/** Our field → the server rule's field (§5.4) and the message when a value breaks it. */
const RULED_FIELDS = {
  username: ['username', 'validation.username'],
  password: ['password', 'validation.password'],
  mobile: ['mobileNum', 'validation.mobile'],
  email: ['email', 'validation.email'],
  affiliateCode: ['affiliateCode', 'validation.affiliateCode'],
  nickname: ['nickname', 'validation.nicknameFormat'],
  payeeName: ['payeeName', 'validation.payeeNameFormat'],
  idNumber: ['idNumber', 'validation.idNumber'],
  recommenderId: ['recommenderId', 'validation.recommenderId'],
  paymentPassword: ['paymentPassword', 'validation.paymentPasswordFormat'],
  qqNum: ['qqNum', 'validation.socialId'],
  facebook: ['facebook', 'validation.socialId'],
  wechat: ['wechat', 'validation.socialId'],
  line: ['line', 'validation.socialId'],
  whatsapp: ['whatsapp', 'validation.socialId'],
  zalo: ['zalo', 'validation.socialId'],
} as const satisfies Record<string, [string, string]>;
type RuledField = keyof typeof RULED_FIELDS;

/** The fields every register form has (an agent's downline form too): the default check. */
export const BASE_RULED_FIELDS = [
  'username',
  'password',
  'mobile',
  'email',
  'affiliateCode',
] as const satisfies readonly RuledField[];
/** The player's registration: the base fields and every field a rule can switch on. */
export const PLAYER_RULED_FIELDS = [
  ...BASE_RULED_FIELDS,
  ...REGISTER_EXTRA_FIELDS,
] as const satisfies readonly RuledField[];

/** The server rule's name of one of our fields (`mobile` → `mobileNum`). */
export function registerRuleOf(
  rules: RegisterRules,
  field: RuledField,
): RegisterFieldRule | undefined {
  return rules[RULED_FIELDS[field][0]];
}

/** One value against one rule: lengths, then the pattern (`*` or none accepts anything). */
export function matchesRegisterRule(rule: RegisterFieldRule, value: string): boolean {
  if (rule.minLength != null && value.length < rule.minLength) return false;
  if (rule.maxLength != null && rule.maxLength > 0 && value.length > rule.maxLength) return false;
  const pattern = rule.acceptedPattern;
  if (!pattern || pattern === '*') return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    // A pattern the browser cannot compile is the server's to enforce.
    return true;
  }
}

/**
 * The server's per-field rules applied to a parsed input (spec section 5): a disabled field is
 * not checked, an empty field fails only when required, a given value must fit the lengths and
 * the pattern. On the mobile tab the number is the account, so the username rule does not apply.
 * Answers field → validation keys, like zod's flattened errors; empty when all is well.
 */
export function registerRuleErrors(
  input: Pick<RegisterInput, 'method' | (typeof BASE_RULED_FIELDS)[number]> &
    Partial<Pick<RegisterInput, RuledField>>,
  rules: RegisterRules,
  fields: readonly RuledField[] = BASE_RULED_FIELDS,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const [ruleName, message] = RULED_FIELDS[field];
    if (field === 'username' && input.method === 'mobile') continue;
    const rule = rules[ruleName];
    if (!rule?.enabled) continue;
    const value = input[field] ?? '';
    if (!value) {
      if (rule.required || (field === 'mobile' && input.method === 'mobile')) {
        errors[field] = ['validation.required'];
      }
      continue;
    }
    if (!matchesRegisterRule(rule, value)) errors[field] = [message];
  }
  return errors;
}

/**
 * A schema whose `newPassword` must also fit the site's password rule (spec section 5: change
 * password checks it before sending), for the forms that set a password outside registration.
 */
export function withPasswordRule<TSchema extends z.ZodType<{ newPassword: string }>>(
  schema: TSchema,
  rules: RegisterRules,
) {
  const rule = rules.password;
  return schema.superRefine((input, ctx) => {
    if (rule?.enabled && input.newPassword && !matchesRegisterRule(rule, input.newPassword)) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'validation.password' });
    }
  });
}

/** The values of a register form the server's rules look at. */
export type RegisterRuleView = Parameters<typeof registerRuleErrors>[0];

/**
 * The check of a register form (the player's, and an agent's for a downline): `schema`'s issues,
 * the confirmation mismatch at once (an object's own refinements wait until every field parses),
 * then the server's per-field rules on the fields the schema let pass; one message per field,
 * the schema's first. `toInput` turns the form's values into the schema's input, `ruleView`
 * picks what the rules read (from the parsed input when there is one).
 */
export function registerFormSchema<
  TValues extends { password?: string | undefined; confirmPassword?: string | undefined },
  TOutput,
>(
  schema: z.ZodType<TOutput>,
  rules: RegisterRules,
  toInput: (values: TValues) => unknown,
  ruleView: (values: TValues, parsed: TOutput | undefined) => RegisterRuleView,
  fields: readonly RuledField[] = BASE_RULED_FIELDS,
): z.ZodType<TOutput, TValues> {
  return z.custom<TValues>().transform((values, ctx) => {
    const parsed = schema.safeParse(toInput(values));
    const seen = new Set<string>();
    const add = (field: string, message: string) => {
      seen.add(field);
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    for (const issue of parsed.error?.issues ?? []) {
      seen.add(String(issue.path[0]));
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    if (
      !seen.has('confirmPassword') &&
      values.confirmPassword &&
      values.confirmPassword !== values.password
    ) {
      add('confirmPassword', 'validation.confirmPassword');
    }
    for (const [field, [message]] of Object.entries(
      registerRuleErrors(ruleView(values, parsed.data), rules, fields),
    )) {
      if (!seen.has(field)) add(field, message ?? 'validation.invalid');
    }
    return parsed.success && seen.size === 0 ? parsed.data : z.NEVER;
  });
}

/** session.sendRegisterSms input: the code that proves the number belongs to the player. */
export const SendRegisterSmsInputSchema = z.object({
  /** The form it is for: the gateway files the two under different modules. */
  method: z.enum(['username', 'mobile']),
  mobile: MobileNumberSchema,
  dialingCode: DialingCodeSchema,
});

export const AffiliateCodeInputSchema = z.object({
  code: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(20, 'validation.affiliateCode')
    .regex(/^[a-zA-Z0-9]+$/, 'validation.affiliateCode'),
});
export const AffiliateCodeCheckSchema = z.object({ valid: z.boolean() });

/**
 * Password strength for the meter, by length and character classes (spec section 5): strong from
 * 12 characters with upper and lower case, a digit and a symbol; medium from 8 with upper and
 * lower case, or letters and a digit; weak otherwise (short, or one kind of character only).
 */
export function passwordStrength(password: string): 'weak' | 'medium' | 'strong' {
  const upper = /[A-Z]/.test(password);
  const lower = /[a-z]/.test(password);
  const digit = /\d/.test(password);
  const symbol = /[^A-Za-z0-9]/.test(password);
  const length = password.length;
  if (length >= LIMITS.passwordStrengthStrong && upper && lower && digit && symbol) return 'strong';
  if (length >= LIMITS.passwordStrengthMedium && ((upper && lower) || ((upper || lower) && digit)))
    return 'medium';
  return 'weak';
}

/** The register payload the gateway reads (§3, §5.2, §5.3), under its own field names. */
export interface GatewayRegisterPayload {
  username?: string;
  password: string;
  confirmPassword: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  email?: string;
  nickname?: string;
  payeeName?: string;
  idNumber?: string;
  recommenderId?: string;
  paymentPassword?: string;
  qqNum?: string;
  facebook?: string;
  wechat?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  affiliateCode?: string;
  captcha: string;
  /** The page the player registered on, and its host (spec section 3). */
  registerUrl: string;
  domain: string;
  registerMethod: 'H5';
  type: 0;
}
