/**
 * tRPC setup: one `initTRPC`, the error formatter, and the procedure builders.
 *
 * Every error the client receives carries `data.appCode`, a key of the error catalogue, so the
 * web app shows the spec's own text in the player's language. Internal details (stack, upstream
 * messages on 5xx) stay in the logs.
 */
import type { TRPCError } from '@trpc/server';
import { initTRPC } from '@trpc/server';
import { z } from 'zod';
import {
  ERROR_TEXTS_EN,
  isAgent,
  LanguageInputSchema,
  SmsSentSchema,
  TRIAL_MEMBER_TYPE,
  type ErrorData,
  type LanguageCode,
} from '@app/contracts';
import { resolveLanguage } from '../lib/language.ts';
import { smsSubject } from '../lib/sms.ts';
import { UpstreamError } from '../upstream/errors.ts';
import type { LimitName } from '../config.ts';
import type { Context } from './context.ts';
import { refuseDuringBreak } from '../session/play-breaks.ts';
import { AppError, fromUpstream } from './errors.ts';
import { countMemberRead } from './member-reads.ts';

/** Routers count their own member reads with it; services import it from member-reads.ts. */
export { countMemberRead };
/** An output check that trusts a frozen answer it has checked before (lib/frozen.ts). */
export { checkedOnceWhenFrozen } from '../lib/frozen.ts';

function describe(error: TRPCError): { message: string; data: ErrorData } {
  if (error instanceof AppError) {
    return { message: error.message, data: { appCode: error.appCode, ...error.extra } };
  }
  if (error.cause instanceof UpstreamError) {
    const mapped = fromUpstream(error.cause);
    return { message: mapped.message, data: { appCode: mapped.appCode } };
  }
  if (error.code === 'BAD_REQUEST' && error.cause instanceof z.ZodError) {
    const { fieldErrors, formErrors } = z.flattenError(error.cause);
    const fields = Object.fromEntries(
      Object.entries(fieldErrors).filter((entry): entry is [string, string[]] =>
        Array.isArray(entry[1]),
      ),
    );
    if (formErrors.length) fields._form = formErrors;
    return {
      message: ERROR_TEXTS_EN.invalid_input,
      data: { appCode: 'invalid_input', fieldErrors: fields },
    };
  }
  switch (error.code) {
    case 'BAD_REQUEST':
    case 'PARSE_ERROR':
      return { message: ERROR_TEXTS_EN.invalid_input, data: { appCode: 'invalid_input' } };
    case 'UNAUTHORIZED':
      return { message: ERROR_TEXTS_EN.not_logged_in, data: { appCode: 'not_logged_in' } };
    case 'FORBIDDEN':
      return { message: ERROR_TEXTS_EN.no_permission, data: { appCode: 'no_permission' } };
    case 'NOT_FOUND':
      return { message: ERROR_TEXTS_EN.url_empty, data: { appCode: 'url_empty' } };
    case 'TOO_MANY_REQUESTS':
      return { message: ERROR_TEXTS_EN.too_many_requests, data: { appCode: 'too_many_requests' } };
    default:
      return { message: ERROR_TEXTS_EN.unknown, data: { appCode: 'unknown' } };
  }
}

/* -------------------------------------------------------------------------------------------------
 * tRPC
 * ----------------------------------------------------------------------------------------------- */

/**
 * Who may call a procedure, set by the builder it starts from (never by hand), so the procedure
 * list (`pnpm --filter @app/bff procedures`, trpc/procedure-list.ts) reads it from the router.
 */
export interface ProcedureMeta {
  access: 'public' | 'member' | 'real member' | 'agent';
  /** The appCode a trial player (type 4) is refused with, for real-member procedures. */
  trialRefusal?: 'non_member' | 'free_reject';
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const { message, data } = describe(error);
      // Drop the stack and anything else the default shape carries in development.
      return {
        message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          ...data,
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Upstream failures thrown anywhere inside a procedure become typed errors here, once, with the
 * right HTTP status; the failure itself is logged with its details.
 */
const mapUpstreamErrors = t.middleware(async ({ ctx, path, next }) => {
  const result = await next();
  if (result.ok) return result;
  const upstream = upstreamCause(result.error);
  if (!upstream) return result;
  logUpstreamFailure(ctx, path, upstream);
  // A service that mapped the failure itself (fromUpstream with extra data) keeps its error.
  if (result.error instanceof AppError) return result;
  throw fromUpstream(upstream);
});

function upstreamCause(error: TRPCError): UpstreamError | undefined {
  return error.cause instanceof UpstreamError ? error.cause : undefined;
}

/** One line per failed upstream call a procedure surfaced, with the gateway's own words. */
function logUpstreamFailure(ctx: Context, procedure: string, upstream: UpstreamError): void {
  ctx.log.warn(
    {
      procedure,
      upstreamPath: upstream.path,
      kind: upstream.kind,
      status: upstream.status,
      errorCode: upstream.errorCode,
      // Untrusted text, kept for the operator only and cut short (it has carried stack lines).
      upstreamMessage: upstream.upstreamMessage?.slice(0, 300),
    },
    'upstream call failed',
  );
}

/**
 * Every procedure counts against the per-address limit, batched or not: a batch of ten calls is
 * ten calls, on the same counter the HTTP hook uses for other routes (plugins/rate-limit.ts).
 */
const countAgainstGlobalLimit = t.middleware(async ({ ctx, next }) => {
  await ctx.limits.check('global');
  return next();
});

export const publicProcedure = t.procedure
  .meta({ access: 'public' })
  .use(countAgainstGlobalLimit)
  .use(mapUpstreamErrors);

/**
 * Counts the call against a named rate limit, keyed by the client address or, when `subjectOf`
 * is given, by a field of the input (a username, a mobile number). Use after `.input()`.
 */
export function rateLimited<I>(name: LimitName, subjectOf?: (input: I) => string) {
  return t.middleware(async ({ ctx, input, next }) => {
    await ctx.limits.check(name, subjectOf ? subjectOf(input as I) : undefined);
    return next();
  });
}

/**
 * A procedure that sends an SMS: limited per address and per number (one number however it was
 * typed: the input schema normalised it), since an SMS costs the operator money and reaches a
 * person. It answers when the send button may be pressed again.
 */
export function smsProcedure<S extends z.ZodType<{ mobile: string; dialingCode: string }>>(
  input: S,
) {
  return publicProcedure
    .input(input)
    .use(rateLimited('smsPerIp'))
    .use(rateLimited('smsPerMobile', smsSubject))
    .output(SmsSentSchema);
}

/**
 * Binds the call's language once: the input's `language`, else the session's, else the site
 * default. `ctx.language` names it and `ctx.gateway` sends it on every gateway call. Use after an
 * `.input()` with an optional `language`; procedures without one get the session's language
 * from `ctx.gateway` itself.
 */
export const withLanguage = t.middleware(async ({ ctx, input, next }) => {
  const chosen = (input as { language?: LanguageCode | undefined } | undefined)?.language;
  const language = await resolveLanguage(chosen, () => ctx.session.load());
  return next({ ctx: { language, gateway: ctx.gateway.withLanguage(language) } });
});

/**
 * Procedures that need a signed-in member: narrows `ctx` with the session and its token. The
 * gateway is the authority on the token: when any member call finds it dead, the BFF session
 * ends too, so the next call answers `not_logged_in` without asking the gateway again.
 */
export const memberProcedure = publicProcedure
  .meta({ access: 'member' })
  .use(async ({ ctx, type, next }) => {
    const session = await ctx.session.load();
    if (!session?.token) throw new AppError('UNAUTHORIZED', 'not_logged_in');
    if (type === 'query') await countMemberRead(ctx);
    const result = await next({ ctx: { ...ctx, sessionData: session, token: session.token } });
    if (!result.ok && isSessionLoss(result.error)) await ctx.session.destroy();
    return result;
  });

/**
 * Agents (spec section 6: referral, downline, salary and dividend contracts): a signed-in member
 * whose customer type is an agent type (`AGENT_TYPES` in contracts). The trial player (type 4)
 * gets 403 `free_reject` (spec section 5, the free-trial guard), any other member 403
 * `no_permission`, before the gateway; a visitor, 401 `not_logged_in`.
 */
export const agentProcedure = memberProcedure
  .meta({ access: 'agent', trialRefusal: 'free_reject' })
  .use(({ ctx, next }) => {
    if (ctx.sessionData.type === TRIAL_MEMBER_TYPE) throw new AppError('FORBIDDEN', 'free_reject');
    if (!isAgent(ctx.sessionData.type)) throw new AppError('FORBIDDEN', 'no_permission');
    return next();
  });

/**
 * Real members only: refuses the trial player (type 4, free play) before the gateway, with the
 * spec's text for the screen (section 6): `non_member` ("Please login an actual account to use
 * this function", deposits and other money screens) or `free_reject` (same text; inbox and live
 * chat). A visitor gets 401 `not_logged_in`.
 */
export function realMemberProcedureRefusing(appCode: 'non_member' | 'free_reject') {
  return memberProcedure
    .meta({ access: 'real member', trialRefusal: appCode })
    .use(({ ctx, next }) => {
      if (ctx.sessionData.type === TRIAL_MEMBER_TYPE) throw new AppError('FORBIDDEN', appCode);
      return next();
    });
}

/** Real members only (not type 4); a trial player gets 403 `non_member`. */
export const realMemberProcedure = realMemberProcedureRefusing('non_member');

/**
 * What the player's own break from play closes (issue 30: a game launch, a deposit): refused
 * with 403 `on_break` and when the break ends, before the gateway. Use after a member procedure.
 */
export const closedDuringBreak = t.middleware(async ({ ctx, next }) => {
  const member = (await ctx.session.load())?.userName;
  if (member) await refuseDuringBreak(ctx.store, member);
  return next();
});

function isSessionLoss(error: TRPCError): boolean {
  const cause = error.cause;
  return cause instanceof UpstreamError && cause.kind === 'session';
}

/** A public read in the player's language: `{language?}` its only input, bound by withLanguage. */
export const localisedProcedure = publicProcedure.input(LanguageInputSchema).use(withLanguage);

/** A member's read in the player's language (the leaderboard). */
export const localisedMemberProcedure = memberProcedure
  .input(LanguageInputSchema)
  .use(withLanguage);

/**
 * A public procedure that a per-address limit counts (a login, a registration: abuse-prone),
 * with its input and the player's language bound.
 */
export function limitedProcedure<S extends z.ZodType>(limit: LimitName, input: S) {
  return publicProcedure.input(input).use(rateLimited(limit)).use(withLanguage);
}
