/**
 * tRPC setup: one `initTRPC`, the error formatter, and the procedure builders.
 *
 * Every error the client receives carries `data.appCode`, a key of the error catalogue, so the
 * web app shows the spec's own text in the player's language. Internal details (stack, upstream
 * messages on 5xx) stay in the logs.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { z } from 'zod';
import { ERROR_TEXTS_EN, type AppErrorCode, type ErrorData } from '@app/contracts';
import { UpstreamError } from '../upstream/errors.ts';
import type { LimitName } from '../config.ts';
import type { Context } from './context.ts';

/* -------------------------------------------------------------------------------------------------
 * Typed application errors
 * ----------------------------------------------------------------------------------------------- */

export class AppError extends TRPCError {
  readonly appCode: AppErrorCode;
  readonly extra: Omit<ErrorData, 'appCode'>;

  constructor(
    code: TRPC_ERROR_CODE_KEY,
    appCode: AppErrorCode,
    extra: Omit<ErrorData, 'appCode'> & { cause?: unknown; message?: string } = {},
  ) {
    const { cause, message, ...data } = extra;
    super({ code, message: message ?? ERROR_TEXTS_EN[appCode], cause });
    this.appCode = appCode;
    this.extra = data;
  }
}

const UPSTREAM_TRPC_CODES: Record<UpstreamError['kind'], TRPC_ERROR_CODE_KEY> = {
  session: 'UNAUTHORIZED',
  business: 'BAD_REQUEST',
  unavailable: 'SERVICE_UNAVAILABLE',
  timeout: 'GATEWAY_TIMEOUT',
  'bad-response': 'BAD_GATEWAY',
};

/** Maps an upstream failure to the error the client sees. */
export function fromUpstream(
  error: UpstreamError,
  extra: Omit<ErrorData, 'appCode'> = {},
): AppError {
  const code =
    error.appCode === 'too_many_requests' ? 'TOO_MANY_REQUESTS' : UPSTREAM_TRPC_CODES[error.kind];
  // The gateway's own wording is shown for business refusals we have no catalogue text for.
  const message =
    error.kind === 'business' && error.appCode === 'unknown' && error.upstreamMessage
      ? error.upstreamMessage
      : undefined;
  return new AppError(code, error.appCode, {
    ...extra,
    cause: error,
    ...(message ? { message } : {}),
  });
}

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

const t = initTRPC.context<Context>().create({
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
  if (
    !result.ok &&
    !(result.error instanceof AppError) &&
    result.error.cause instanceof UpstreamError
  ) {
    const upstream = result.error.cause;
    ctx.log.warn(
      {
        procedure: path,
        upstreamPath: upstream.path,
        kind: upstream.kind,
        status: upstream.status,
        errorCode: upstream.errorCode,
      },
      'upstream call failed',
    );
    throw fromUpstream(upstream);
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapUpstreamErrors);

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
 * Procedures that need a signed-in member: narrows `ctx` with the session and its token. The
 * gateway is the authority on the token: when any member call finds it dead, the BFF session
 * ends too, so the next call answers `not_logged_in` without asking the gateway again.
 */
export const memberProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await ctx.session.load();
  if (!session?.token) throw new AppError('UNAUTHORIZED', 'not_logged_in');
  const result = await next({ ctx: { ...ctx, sessionData: session, token: session.token } });
  if (!result.ok && isSessionLoss(result.error)) await ctx.session.destroy();
  return result;
});

function isSessionLoss(error: TRPCError): boolean {
  const cause = error.cause;
  return cause instanceof UpstreamError && cause.kind === 'session';
}
