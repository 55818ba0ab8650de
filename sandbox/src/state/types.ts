/**
 * The sandbox's mutable state. The zod schema doubles as the format of the JSON snapshot, so a
 * damaged or outdated data file is rejected on load instead of crashing a handler later.
 */
import { z } from 'zod';

export const AccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  passwordHash: z.string(),
  nickname: z.string().nullable(),
  /** Customer type: 0 member, 1/2/41/42 agents, 4 free-play trial. */
  type: z.number().int(),
  /** National number without the leading zero; null when none was given. */
  mobile: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  regDate: z.number(),
  vipLabel: z.string(),
  balance: z.number(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

export const SessionSchema = z.object({
  token: z.string(),
  accountId: z.number().int(),
  createdAt: z.number(),
});
export type Session = z.infer<typeof SessionSchema>;

export const CaptchaEntrySchema = z.object({
  answer: z.string(),
  createdAt: z.number(),
});

export const SmsEntrySchema = z.object({
  code: z.string(),
  expiresAt: z.number(),
  countryDialingCode: z.string().nullable(),
});
export type SmsEntry = z.infer<typeof SmsEntrySchema>;

export const SettingsSchema = z.object({
  /** GET /wps/member/info without a token: '401' login.not.session or '200' empty value. */
  memberInfoGuest: z.enum(['200', '401']),
  /** A newer login of the same user invalidates the older tokens. */
  singleSession: z.boolean(),
  /** Accept encrypted calls without X-Digest / X-RSA, as old builds sent them (§3.3). */
  acceptLegacyEncryption: z.boolean(),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const StateSchema = z.object({
  version: z.literal(1),
  merchantCode: z.string(),
  nextAccountId: z.number().int(),
  accounts: z.array(AccountSchema),
  sessions: z.record(z.string(), SessionSchema),
  captchas: z.record(z.string(), CaptchaEntrySchema),
  /** The most recently issued captcha, kept after use so tests can still read it. */
  lastCaptcha: z.object({ captchaId: z.string(), answer: z.string() }).nullable(),
  /** Keyed by the normalised national number (see normaliseMobile). */
  smsCodes: z.record(z.string(), SmsEntrySchema),
  /** Usernames (lower case) that must solve a captcha on their next login. */
  captchaRequired: z.array(z.string()),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  whitelabel: z.record(z.string(), z.boolean()),
  settings: SettingsSchema,
});
export type SandboxState = z.infer<typeof StateSchema>;
