/**
 * Password recovery by SMS (`/m/forget`). Whether a number belongs to an account is never told:
 * an unknown number gets the same answer as a known one (no code arrives), so the form cannot be
 * used to list the site's players.
 *
 * The number is canonical from here on (system.service canonicalPhoneOf): one limit key and one
 * gateway spelling, whatever the player typed. The code's wrong tries are counted per number
 * (lib/sms.ts `SMS_CODE_ATTEMPTS`): the 5th wrong one spends it, and a new SMS gives a new
 * allowance. The gateway finds the account by that number, so this is per account as well.
 */
import { phoneKey, type LanguageCode, type ResetPasswordInput, type SmsSent } from '@app/contracts';
import { smsCodeAttempts, smsSent } from '../../lib/sms.ts';
import type { Context } from '../../trpc/context.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import { assertSitePassword, canonicalPhoneOf } from '../system/system.service.ts';
import { postPasswordReset, postRecoverySms } from './recovery.upstream.ts';

const UNKNOWN_ACCOUNT = new Set(['user_not_exist', 'login_failed']);

type RecoveryContext = Pick<Context, 'gateway' | 'cache' | 'config' | 'log' | 'store'>;

/**
 * The countdown is the spec's default, not the code's lifetime: an unknown number has no code,
 * and a different countdown would tell it apart.
 */
export async function sendRecoverySms(
  ctx: RecoveryContext,
  input: { mobile: string; dialingCode: string },
): Promise<SmsSent> {
  const phone = await canonicalPhoneOf(ctx, input);
  try {
    await postRecoverySms(ctx.gateway, phone.mobile, phone.dialingCode);
  } catch (error) {
    if (!(error instanceof UpstreamError && UNKNOWN_ACCOUNT.has(error.appCode))) throw error;
    ctx.log.info('recovery code asked for a number without an account');
  }
  // A new code, a new allowance of tries (for an unknown number too: nothing tells them apart).
  await smsCodeAttempts(ctx).reset(phoneKey(phone));
  return smsSent(null);
}

/** The new password follows the site's password rule, checked before the gateway sees it. */
export async function resetPassword(
  ctx: RecoveryContext & { language: LanguageCode },
  input: ResetPasswordInput,
): Promise<{ ok: true }> {
  await assertSitePassword(ctx, ctx.language, input.newPassword, 'newPassword');
  const phone = await canonicalPhoneOf(ctx, input);
  await smsCodeAttempts(ctx).attempt(
    phoneKey(phone),
    () =>
      postPasswordReset(ctx.gateway, {
        mobile: phone.mobile,
        dialingCode: phone.dialingCode,
        code: input.code,
        password: input.newPassword,
      }),
    isWrongCode,
  );
  return { ok: true };
}

/** The gateway's answer to a wrong code (an unknown number answers the same). */
function isWrongCode(error: unknown): boolean {
  return error instanceof UpstreamError && error.appCode === 'verification_code_error';
}
