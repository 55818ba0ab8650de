import { z } from 'zod';
import { DialingCodeSchema, MobileNumberSchema, PasswordSchema, SmsCodeSchema } from './session.ts';
import { LIMITS } from './constants.ts';
import { FEEDBACK_TOPICS } from './member-rules.ts';

/** Value of GET /wps/member/info (upstream-gateway.md §6). */
export const GatewayMemberInfoSchema = z.object({
  id: z.union([z.number(), z.string()]).nullish(),
  account: z.string().nullish(),
  userName: z.string().nullish(),
  nickname: z.string().nullish(),
  type: z.coerce.number().int().nullish(),
  mobile: z.string().nullish(),
  regDate: z.number().nullish(),
  clubLabel: z.object({ labelName: z.string().nullish() }).nullish(),
  /** Masked by the gateway (`j***@example.com`); account settings (issue 13, shape ours). */
  email: z.string().nullish(),
  payeeName: z.string().nullish(),
});
export type GatewayMemberInfo = z.infer<typeof GatewayMemberInfoSchema>;

export const MemberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  /** VIP label, '0' when the gateway has none (spec section 3). */
  vipLabel: z.string(),
  mobile: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

/** Output of member.info: null for a guest (no identity fields). */
export const MemberInfoResultSchema = MemberInfoSchema.nullable();

/** GET /wps/v2/wallets/balance?typeId=0 (upstream-gateway.md §6). */
export const GatewayBalanceSchema = z.object({
  sumBalance: z.coerce.number(),
  currency: z.string().nullish(),
  currencySymbol: z.string().nullish(),
});

/**
 * The balance widget's figure (spec section 4): member.balance and home.bootstrap's `balance`.
 * The amount as a two-decimal text ("1250.50"), never a float (issue 13, decision 015).
 */
export const BalanceSchema = z.object({
  sumBalance: z.string().regex(/^-?\d+\.\d{2}$/),
  currency: z.string().nullable(),
  currencySymbol: z.string().nullable(),
});
export type Balance = z.infer<typeof BalanceSchema>;

/**
 * member.changePassword input (spec section 5): the new password must be confirmed and differ
 * from the old one; the site's password rule is checked by the BFF (`registerRules.password`).
 */
export const ChangePasswordInputSchema = z
  .object({
    /** Absent when `useRemembered`: the BFF then takes it from the remembered login. */
    oldPassword: PasswordSchema.optional(),
    /** The form hides the old password when the BFF remembers it (spec "Change password"). */
    useRemembered: z.boolean().optional(),
    newPassword: PasswordSchema,
    confirmPassword: z
      .string({ message: 'validation.passwordRequired' })
      .min(1, 'validation.passwordRequired'),
  })
  .refine((input) => input.useRemembered === true || input.oldPassword !== undefined, {
    message: 'validation.required',
    path: ['oldPassword'],
  })
  .refine((input) => input.confirmPassword === input.newPassword, {
    message: 'validation.confirmPassword',
    path: ['confirmPassword'],
  })
  .refine((input) => input.newPassword !== input.oldPassword, {
    message: 'validation.samePassword',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const ChangePasswordResultSchema = z.object({ ok: z.literal(true) });

/** recovery.sendSms input: the number the account was registered with. */
export const RecoverySmsInputSchema = z.object({
  mobile: MobileNumberSchema,
  dialingCode: DialingCodeSchema,
});

/** recovery.resetPassword input: the SMS code sets a new, confirmed password. */
export const ResetPasswordInputSchema = z
  .object({
    mobile: MobileNumberSchema,
    dialingCode: DialingCodeSchema,
    code: SmsCodeSchema,
    newPassword: PasswordSchema,
    confirmPassword: z.string({ message: 'validation.required' }).min(1, 'validation.required'),
  })
  .refine((input) => input.confirmPassword === input.newPassword, {
    message: 'validation.confirmPassword',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** member.feedback (spec: `/m/feedback`, at most 140 characters, `PUT /wps/feedback`). */
export const FeedbackInputSchema = z.object({
  topic: z.enum(FEEDBACK_TOPICS, { message: 'validation.required' }),
  content: z
    .string({ message: 'validation.feedbackLength' })
    .trim()
    .min(1, 'validation.feedbackLength')
    .max(LIMITS.feedbackMaxLength, 'validation.feedbackLength'),
});
export type FeedbackInput = z.infer<typeof FeedbackInputSchema>;

export const FeedbackResultSchema = z.object({ ok: z.literal(true) });

/* Account settings (issue 13, item 5; the gateway's bodies are ours, the sandbox README) */

/** The profile icons the site offers: '0' to '11'. */
export const AVATARS = Array.from({ length: 12 }, (_, i) => String(i));

export const ProfileSchema = z.object({
  nickname: z.string().nullable(),
  /** Masked by the gateway. */
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  avatar: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const GatewayIconSchema = z.object({ avatar: z.coerce.string() });

export const NicknameInputSchema = z.object({
  nickname: z
    .string({ message: 'validation.nickname' })
    .trim()
    .min(2, 'validation.nickname')
    .max(20, 'validation.nickname'),
});
export const EmailInputSchema = z.object({
  email: z.email({ message: 'validation.email' }).max(100, 'validation.email'),
});
export const PayeeNameInputSchema = z.object({
  payeeName: z
    .string({ message: 'validation.payeeName' })
    .trim()
    .regex(/^[\p{L} .'-]{2,60}$/u, 'validation.payeeName'),
});
export const AvatarInputSchema = z.object({
  avatar: z.string().regex(/^(?:[0-9]|1[01])$/, 'validation.invalid'),
});

/* The security question (issue 13, item 5; shapes ours): one question and its answer, set once. */

export const GatewaySecurityQuestionsSchema = z.object({
  list: z.array(z.object({ questionId: z.number().int(), question: z.string() })),
});

export const SecurityQuestionSchema = z.object({
  /** The site asks members for one (securityConfig `securityQuestions.enabled`). */
  enabled: z.boolean(),
  isSet: z.boolean(),
  questions: z.array(z.object({ id: z.number().int(), text: z.string() })),
});
export type SecurityQuestion = z.infer<typeof SecurityQuestionSchema>;

export const SecurityAnswerInputSchema = z.object({
  questionId: z.number({ message: 'validation.required' }).int(),
  answer: z
    .string({ message: 'validation.securityAnswer' })
    .trim()
    .min(2, 'validation.securityAnswer')
    .max(60, 'validation.securityAnswer'),
});
export type SecurityAnswerInput = z.infer<typeof SecurityAnswerInputSchema>;
