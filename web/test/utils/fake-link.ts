/**
 * A tRPC link that answers from in-memory handlers keyed by procedure path ('session.login'),
 * so component tests run the real providers and hooks without any network.
 */
import type { AppRouter } from '@app/bff/router';
import type { ErrorData } from '@app/contracts';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';

export type Handler = (input: unknown) => unknown;
export type Handlers = Record<string, Handler>;

export interface Call {
  path: string;
  type: string;
  input: unknown;
}

/** Throw this from a handler to fail the call the way the BFF does (`error.data`). */
export class FakeTrpcError extends Error {
  constructor(
    readonly data: ErrorData,
    readonly httpStatus = 400,
  ) {
    super(data.appCode);
  }
}

export function fakeLink(handlers: Handlers, calls: Call[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, type: op.type, input: op.input });
        let cancelled = false;
        const handler = handlers[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`No fake handler for ${op.path}`);
            return handler(op.input);
          })
          .then(
            (data) => {
              if (cancelled) return;
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (cause: unknown) => {
              if (cancelled) return;
              const data: ErrorData =
                cause instanceof FakeTrpcError ? cause.data : { appCode: 'unknown' };
              observer.error(
                TRPCClientError.from({
                  error: {
                    code: -32603,
                    message: cause instanceof Error ? cause.message : 'error',
                    data: { ...data, path: op.path },
                  },
                }),
              );
            },
          );
        return () => {
          cancelled = true;
        };
      });
}

/** A handler that never answers (to observe what shows while a call is in flight). */
export function pending(): Handler {
  return () => new Promise(() => undefined);
}
