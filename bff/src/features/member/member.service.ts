import {
  type Balance,
  type ChangePasswordInput,
  type FeedbackInput,
  type Profile,
  type SecurityAnswerInput,
  type SecurityQuestion,
  type LanguageCode,
  type MemberInfo,
} from '@app/contracts';
import { AppError } from '../../trpc/errors.ts';
import type { Context } from '../../trpc/context.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import { assertSitePassword } from '../system/system.service.ts';
import { countMemberRead } from '../../trpc/member-reads.ts';
import {
  fetchBalance,
  fetchIdVerification,
  fetchMemberInfo,
  fetchProfile,
  fetchSecurityQuestion,
  postAvatar,
  postChangePassword,
  postEmail,
  postNickname,
  postPayeeName,
  putFeedback,
  putSecurityAnswer,
  type IdVerification,
} from './member.upstream.ts';

type MemberContext = Pick<Context, 'session' | 'gateway'>;
type GatewayContext = Pick<Context, 'gateway'>;

/** The signed-in member, or null for a guest or a session the gateway no longer knows. */
export async function getMemberInfo(ctx: MemberContext): Promise<MemberInfo | null> {
  const session = await ctx.session.load();
  if (!session?.token) return null;
  try {
    return await fetchMemberInfo(ctx.gateway, session.userName);
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'session') {
      // The gateway is the authority: a dead token ends our session too (spec section 2.5).
      await ctx.session.destroy();
      return null;
    }
    throw error;
  }
}

/**
 * The balance widget's figure (spec section 4: 2 decimals). Per member, so never cached: the
 * widget asks every 60 s and on a tap, and each answer must be the gateway's current one.
 */
export async function getBalance(ctx: GatewayContext): Promise<Balance> {
  return fetchBalance(ctx.gateway);
}

/**
 * Changes the member's password; the new one follows the site's password rule. Without an old
 * password the remembered one is used (the form hides the field then), and a remembered
 * password is sealed anew with the new one, so "remember password" keeps working.
 */
export async function changePassword(
  ctx: Pick<Context, 'gateway' | 'cache' | 'config' | 'log' | 'session' | 'remembered'> & {
    language: LanguageCode;
  },
  input: ChangePasswordInput,
): Promise<{ ok: true }> {
  const session = await ctx.session.load();
  const remembered = await ctx.remembered.read();
  const rememberedHere = remembered?.username === session?.userName ? remembered : null;
  const oldPassword = input.oldPassword ?? rememberedHere?.password;
  if (oldPassword === undefined) {
    // The remembered password expired between the form's question and the submit.
    throw new AppError('BAD_REQUEST', 'remembered_login_gone', {
      fieldErrors: { oldPassword: ['validation.required'] },
    });
  }
  if (oldPassword === input.newPassword) {
    throw new AppError('BAD_REQUEST', 'invalid_input', {
      fieldErrors: { newPassword: ['validation.samePassword'] },
    });
  }
  await assertSitePassword(ctx, ctx.language, input.newPassword, 'newPassword');
  await postChangePassword(ctx.gateway, { old: oldPassword, new: input.newPassword });
  if (rememberedHere) {
    await ctx.remembered.save({ username: rememberedHere.username, password: input.newPassword });
  }
  return { ok: true };
}

/** The player's feedback, passed on as written (trimmed by the contract). */
export async function sendFeedback(
  ctx: Pick<Context, 'gateway' | 'session' | 'limits'>,
  input: FeedbackInput,
): Promise<{ ok: true }> {
  // Counted like a member read: one session cannot flood the operator's inbox.
  await countMemberRead(ctx);
  await putFeedback(ctx.gateway, input);
  return { ok: true };
}

/* Account settings (issue 13, item 5) -------------------------------------------------------- */

type SettingsContext = Pick<Context, 'gateway' | 'session' | 'limits' | 'cache'>;

// Member queries: memberProcedure has counted the read already.
export function getProfile(ctx: SettingsContext): Promise<Profile> {
  return fetchProfile(ctx.gateway);
}

/** One setting changed; the member info the shell caches is read again on the next ask. */
export async function changeSetting(
  ctx: SettingsContext,
  change: { nickname: string } | { email: string } | { payeeName: string } | { avatar: string },
): Promise<{ ok: true }> {
  if ('nickname' in change) await postNickname(ctx.gateway, change.nickname);
  else if ('email' in change) await postEmail(ctx.gateway, change.email);
  else if ('payeeName' in change) await postPayeeName(ctx.gateway, change.payeeName);
  else await postAvatar(ctx.gateway, change.avatar);
  return { ok: true };
}

/** The `idVerification` of the member's security config: the KYC prompt's gateway half. */
export function getIdVerification(ctx: GatewayContext): Promise<IdVerification> {
  return fetchIdVerification(ctx.gateway);
}

export function getSecurityQuestion(ctx: SettingsContext): Promise<SecurityQuestion> {
  return fetchSecurityQuestion(ctx.gateway);
}

export async function setSecurityQuestion(
  ctx: SettingsContext,
  input: SecurityAnswerInput,
): Promise<{ ok: true }> {
  await putSecurityAnswer(ctx.gateway, input);
  return { ok: true };
}
