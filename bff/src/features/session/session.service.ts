/**
 * Sign-in and sign-out on behalf of the browser. The gateway's token is stored in the
 * server-side session and never returned; the browser gets only what the UI shows.
 */
import type { Captcha, LoginInput, LoginResult } from '@app/contracts';
import { fromUpstream } from '../../trpc/init.ts';
import type { Context } from '../../trpc/context.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import { resolveLanguage } from '../../lib/language.ts';
import { deleteSession, fetchCaptcha, postLogin } from './session.upstream.ts';

type SessionContext = Pick<Context, 'session' | 'upstream' | 'config' | 'userAgent' | 'log'>;

export async function getCaptcha(ctx: SessionContext): Promise<Captcha> {
  const session = await ctx.session.ensure();
  const cookies = { ...session.cookies };
  const language = await resolveLanguage(ctx, undefined);
  const image = await fetchCaptcha(ctx.upstream, { cookies, userAgent: ctx.userAgent, language });
  await ctx.session.save({ ...session, cookies });
  return { image: image.startsWith('data:') ? image : `data:image/png;base64,${image}` };
}

export async function login(ctx: SessionContext, input: LoginInput): Promise<LoginResult> {
  const session = await ctx.session.ensure();
  const cookies = { ...session.cookies };
  const language = session.language ?? (await resolveLanguage(ctx, undefined));
  const caller = { cookies, userAgent: ctx.userAgent, language };
  try {
    const value = await postLogin(
      ctx.upstream,
      {
        username: input.username,
        password: input.password,
        captcha: input.captcha ?? null,
        type: input.type,
      },
      caller,
    );
    const userName = value.userName ?? input.username;
    const type = value.customerType ?? 0;
    const firstTimeLogin = value.firstTimeLogin ?? false;
    // A new id on sign-in: an id planted before login is worth nothing after it.
    await ctx.session.rotate({
      ...session,
      cookies,
      token: value.token,
      userName,
      type,
      firstTimeLogin,
    });
    return { session: { userName, type, merchantCode: ctx.config.merchantCode, firstTimeLogin } };
  } catch (error) {
    // The captcha is single-use: keep whatever cookie state the gateway left us with.
    await ctx.session.save({ ...session, cookies });
    if (error instanceof UpstreamError && error.kind === 'business') {
      const captchaRequired = hasCaptchaDemand(error.value);
      throw fromUpstream(error, { captchaRequired });
    }
    throw error;
  }
}

export async function logout(ctx: SessionContext): Promise<{ ok: true }> {
  const session = await ctx.session.load();
  if (session?.token) {
    try {
      await deleteSession(ctx.upstream, session.token, {
        cookies: { ...session.cookies },
        userAgent: ctx.userAgent,
        language: session.language ?? 'EN',
      });
    } catch (error) {
      // Signing out locally must never fail because the gateway did.
      ctx.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'upstream logout failed',
      );
    }
  }
  await ctx.session.destroy();
  return { ok: true };
}

function hasCaptchaDemand(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  return Boolean((value as { captcha?: unknown }).captcha);
}
