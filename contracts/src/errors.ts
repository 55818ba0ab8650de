import { z } from 'zod';
import { ERROR_TEXTS_EN, type AppErrorCode } from './error-texts.ts';

export const AppErrorCodeSchema = z.enum(
  Object.keys(ERROR_TEXTS_EN) as [AppErrorCode, ...AppErrorCode[]],
);

/** Shape of the `data` the BFF adds to every tRPC error (see bff/src/trpc/init.ts). */
export const ErrorDataSchema = z.object({
  appCode: AppErrorCodeSchema,
  /** Present on login failures where the gateway demands a captcha next time. */
  captchaRequired: z.boolean().optional(),
  /** Seconds until a rate-limited call may be retried. */
  retryAfterSeconds: z.number().int().nonnegative().optional(),
  /** Field name → validation key, for bad input. */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** `login_verify_required`: where the gateway sent the code (masked: 0917****567). */
  maskedMobile: z.string().max(32).optional(),
  /** `on_break`: when the player's own break from play ends (ISO 8601, UTC). */
  breakUntil: z.iso.datetime().optional(),
});
export type ErrorData = z.infer<typeof ErrorDataSchema>;
