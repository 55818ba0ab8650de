/**
 * Typed application errors: an `AppError` carries a catalogue key (`appCode`) and the
 * catalogue's English text; `fromUpstream` maps a gateway failure to one. Kept apart from the
 * tRPC setup (init.ts) so that the session, the rate limits and the gateway handle can throw
 * them without importing the procedures (which import the context, which imports them).
 */
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ERROR_TEXTS_EN, type AppErrorCode, type ErrorData } from '@app/contracts';
import type { UpstreamError } from '../upstream/errors.ts';

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

/**
 * Maps an upstream failure to the error the client sees: always a catalogue text. The gateway's
 * own wording never reaches the player (it has carried stack lines); the log keeps it.
 */
export function fromUpstream(
  error: UpstreamError,
  extra: Omit<ErrorData, 'appCode'> = {},
): AppError {
  const code =
    error.appCode === 'too_many_requests' ? 'TOO_MANY_REQUESTS' : UPSTREAM_TRPC_CODES[error.kind];
  return new AppError(code, error.appCode, { ...extra, cause: error });
}

/**
 * Runs a store call whose answer must be shared by every replica (a money action's claim, a
 * player's break): when the store does not answer, the player is told to try again shortly
 * rather than the action going ahead unguarded.
 */
export async function needingStore<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    throw new AppError('SERVICE_UNAVAILABLE', 'try_again_shortly', { cause });
  }
}
