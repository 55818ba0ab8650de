/**
 * Password recovery by SMS (`/m/forget`). Whether a number belongs to an account is never told:
 * an unknown number gets the same answer as a known one (no code arrives), so the form cannot be
 * used to list the site's players.
 */
import { type LanguageCode, type ResetPasswordInput, type SmsSent } from '@app/contracts';
import { smsSent } from '../../lib/sms.ts';
import type { Context } from '../../trpc/context.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import { assertSitePassword } from '../system/system.service.ts';
import { postPasswordReset, postRecoverySms } from './recovery.upstream.ts';

const UNKNOWN_ACCOUNT = new Set(['user_not_exist', 'login_failed']);

/**
 * The countdown is the spec's default, not the code's lifetime: an unknown number has no code,
 * and a different countdown would tell it apart.
 */
export async function sendRecoverySms(
  ctx: Pick<Context, 'gateway' | 'log'>,
  input: { mobile: string; dialingCode: string },
): Promise<SmsSent> {
  try {
    await postRecoverySms(ctx.gateway, input.mobile, input.dialingCode);
  } catch (error) {
    if (!(error instanceof UpstreamError && UNKNOWN_ACCOUNT.has(error.appCode))) throw error;
    ctx.log.info('recovery code asked for a number without an account');
  }
  return smsSent(null);
}

/** The new password follows the site's password rule, checked before the gateway sees it. */
export async function resetPassword(
  ctx: Pick<Context, 'gateway' | 'cache' | 'config' | 'log'> & { language: LanguageCode },
  input: ResetPasswordInput,
): Promise<{ ok: true }> {
  await assertSitePassword(ctx, ctx.language, input.newPassword, 'newPassword');
  await postPasswordReset(ctx.gateway, {
    mobile: input.mobile,
    dialingCode: input.dialingCode,
    code: input.code,
    password: input.newPassword,
  });
  return { ok: true };
}
