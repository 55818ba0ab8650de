import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { LanguageCodeSchema } from './languages.ts';
import { normaliseDialingCode } from './phone.ts';
import { FirebaseLoginInputSchema } from './social-login.ts';

/* ---------------------------------------------------------------------------------------------
 * Gateway shapes (upstream-gateway.md §4)
 * ------------------------------------------------------------------------------------------- */

/** Value of a successful POST /wps/session/login (also register and free play). */
export const GatewayLoginValueSchema = z.object({
  token: z.string().min(1),
  id: z.union([z.number(), z.string()]).nullish(),
  userName: z.string().nullish(),
  customerType: z.coerce.number().int().nullish(),
  firstTimeLogin: z.boolean().nullish(),
  passwordExpired: z.boolean().nullish(),
});
export type GatewayLoginValue = z.infer<typeof GatewayLoginValueSchema>;

/** The plaintext the gateway expects inside the encrypted login body. */
export const GatewayLoginPayloadSchema = z.object({
  username: z.string(),
  password: z.string(),
  captcha: z.string().nullable(),
  type: z.enum(['username', 'sms', 'firebase']),
  /** `type: 'firebase'`: the Firebase ID token of the player's Facebook or Google sign-in. */
  firebaseIdToken: z.string().optional(),
  loginDeviceId: z.string().optional(),
  isOfficialAppLogin: z.boolean().optional(),
  isSms: z.boolean().optional(),
  /** Login IP verification (`/wps/session/login/verification`): the SMS code. */
  verificationCode: z.string().optional(),
});
export type GatewayLoginPayload = z.infer<typeof GatewayLoginPayloadSchema>;

/** A failed login may carry `value.captcha` (truthy: captcha demanded next time). */
export const GatewayLoginFailureValueSchema = z
  .object({ captcha: z.unknown().optional() })
  .nullish();

/** GET /wps/captcha: a base64 PNG, or (older builds) nested under img|image|base64|captcha. */
export const GatewayCaptchaValueSchema = z.union([
  z.string().min(1),
  z
    .object({
      img: z.string().optional(),
      image: z.string().optional(),
      base64: z.string().optional(),
      captcha: z.string().optional(),
    })
    .transform((v, ctx) => {
      const image = v.img ?? v.image ?? v.base64 ?? v.captcha;
      if (!image) {
        ctx.addIssue({ code: 'custom', message: 'captcha image missing' });
        return z.NEVER;
      }
      return image;
    }),
]);

/* ---------------------------------------------------------------------------------------------
 * Procedure inputs and outputs
 * ------------------------------------------------------------------------------------------- */

export const UsernameSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(50, 'validation.username');

export const PasswordSchema = z
  .string({ message: 'validation.required' })
  .min(1, 'validation.required')
  .max(64, 'validation.password');

export const CaptchaAnswerSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{1,${LIMITS.captchaMaxLength}}$`), 'validation.captcha');

/** An SMS code: digits only, at most 10 (the form shows 6 boxes). */
export const SmsCodeSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(LIMITS.smsCodeMaxLength, 'validation.smsCode')
  .regex(/^[0-9]+$/, 'validation.smsCode');

export const UsernameLoginInputSchema = z.object({
  type: z.literal('username'),
  username: UsernameSchema,
  password: PasswordSchema,
  captcha: CaptchaAnswerSchema.optional(),
  /** The language the player uses: kept in the session, sent on the member's gateway calls. */
  language: LanguageCodeSchema.optional(),
  /**
   * "Remember password": true seals the credential into the BFF's HttpOnly cookie, false drops
   * any remembered one; absent leaves it as it is.
   */
  remember: z.boolean().optional(),
  /** The SMS code of the login IP verification, after a `login_verify_required` refusal. */
  verificationCode: SmsCodeSchema.optional(),
});
export type UsernameLoginInput = z.infer<typeof UsernameLoginInputSchema>;

/**
 * A mobile number as the player types it (spec section 5): digits, spaces and dashes, at most 20
 * characters; what travels is the digits with the leading zero removed (0917 123 4567 becomes
 * 9171234567).
 */
export const MobileNumberSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(LIMITS.mobileNumberMaxLength, 'validation.mobile')
  .regex(/^[0-9][0-9 -]*$/, 'validation.mobile')
  .transform((value) => value.replace(/[ -]/g, '').replace(/^0+/, ''))
  .pipe(z.string().min(4, 'validation.mobile'));

/**
 * A country dialing code as /wps/system/country lists it: '+63', however typed ('63', '+063',
 * '0063': leading zeros dropped, phone.ts). Whether a country has it is the BFF's check, against
 * the country list.
 */
export const DialingCodeSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .regex(/^\+?[0-9]{1,4}$/, 'validation.dialingCode')
  .transform((value, ctx) => {
    const code = normaliseDialingCode(value);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: 'validation.dialingCode' });
    return z.NEVER;
  });

/** session.sendLoginSms input: the code that signs a member in by mobile number. */
export const SendLoginSmsInputSchema = z.object({
  mobile: MobileNumberSchema,
  dialingCode: DialingCodeSchema,
});
export type SendLoginSmsInput = z.input<typeof SendLoginSmsInputSchema>;

/** The SMS is on its way; the send button counts down from `resendAfterSeconds`. */
export const SmsSentSchema = z.object({ resendAfterSeconds: z.number().int().positive() });
export type SmsSent = z.infer<typeof SmsSentSchema>;

/**
 * What a gateway SMS send answers, read as the seconds before a resend: its `expirationTime`
 * (spec sections 4 and 8: "default 60 s, adjusted by expirationTime"); null when it gives none,
 * and the button counts the default 60 s. `expiredMinutes` is the code's lifetime (5 minutes on
 * the platform), not a resend delay: counting it kept the button off for 300 s (issue 27).
 */
export const GatewaySmsValueSchema = z
  .object({ expirationTime: z.coerce.number().nonnegative().nullish() })
  .nullish()
  .transform((value): number | null =>
    value?.expirationTime ? Math.round(value.expirationTime) : null,
  );

export const SmsLoginInputSchema = z.object({
  type: z.literal('sms'),
  mobile: MobileNumberSchema,
  dialingCode: DialingCodeSchema,
  code: SmsCodeSchema,
  captcha: CaptchaAnswerSchema.optional(),
  language: LanguageCodeSchema.optional(),
});
export type SmsLoginInput = z.infer<typeof SmsLoginInputSchema>;

/**
 * A login with the remembered password: the form shows the username, the BFF fills the password
 * in from its sealed cookie (and refuses when the cookie holds another username or none).
 */
export const RememberedLoginInputSchema = z.object({
  type: z.literal('remembered'),
  username: UsernameSchema,
  captcha: CaptchaAnswerSchema.optional(),
  language: LanguageCodeSchema.optional(),
  verificationCode: SmsCodeSchema.optional(),
});
export type RememberedLoginInput = z.infer<typeof RememberedLoginInputSchema>;

/**
 * session.login input: by username and password, by mobile number and SMS code, by username
 * with the remembered password, or by a Facebook or Google account (its Firebase ID token).
 */
export const LoginInputSchema = z.discriminatedUnion('type', [
  UsernameLoginInputSchema,
  SmsLoginInputSchema,
  RememberedLoginInputSchema,
  FirebaseLoginInputSchema,
]);
export type LoginInput = z.infer<typeof LoginInputSchema>;

/**
 * What the browser may keep in sessionStorage.MC_SESSION_INFO: only what the UI shows. The token
 * stays in the BFF (backend-for-frontend pattern, architecture.md "Sessions").
 */
export const SessionInfoSchema = z.object({
  userName: z.string(),
  type: z.number().int(),
  merchantCode: z.string(),
  firstTimeLogin: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

export const LoginResultSchema = z.object({ session: SessionInfoSchema });
export type LoginResult = z.infer<typeof LoginResultSchema>;

export const CaptchaSchema = z.object({
  /** A `data:image/png;base64,...` URL ready for an <img>. */
  image: z.string().startsWith('data:image/'),
});
export type Captcha = z.infer<typeof CaptchaSchema>;

/** session.freePlay input: the device's system, as the platform's clients report it. */
export const FreePlayInputSchema = z.object({
  os: z.string().trim().max(64).default('unknown'),
  language: LanguageCodeSchema.optional(),
});
export type FreePlayInput = z.input<typeof FreePlayInputSchema>;

export const LogoutResultSchema = z.object({ ok: z.literal(true) });

/**
 * session.rememberedLogin: whose password the BFF remembers for this browser (the username
 * only; the password never leaves the BFF), or null.
 */
export const RememberedLoginSchema = z.object({ username: z.string() }).nullable();
export type RememberedLogin = z.infer<typeof RememberedLoginSchema>;

/** session.forgetLogin: the remembered password is dropped. */
export const ForgetLoginResultSchema = z.object({ ok: z.literal(true) });
