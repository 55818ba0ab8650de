/**
 * Every error the BFF sends has one shape, the one tRPC errors already have (trpc/init.ts), so
 * the web client reads a framework refusal exactly like a procedure error (issue 8, item 9):
 *
 *   { error: { message, code, data: { code, httpStatus, appCode, ...extra } } }
 *
 * `message` is the catalogue's English text, `code` the JSON-RPC number tRPC uses for that
 * status, `data.code` its tRPC name. Framework details (`FST_*` codes, the URL, stacks) stay out
 * of the body; 5xx are logged once with the error.
 *
 * Handlers here cover what tRPC does not: Fastify's error handler (body parsing, 413, 415...),
 * `frameworkErrors` (bad percent-encoding, a path segment over maxParamLength: the 414 that
 * used to echo the URL) and `clientErrorHandler` (Node's own refusals before Fastify sees a
 * request: malformed HTTP, headers too large (431), request timeout (408)).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { ERROR_TEXTS_EN, type AppErrorCode, type ErrorData } from '@app/contracts';
import { noteRefusal } from './access-log.ts';

export interface ErrorBody {
  error: {
    message: string;
    code: number;
    data: { code: TRPC_ERROR_CODE_KEY; httpStatus: number } & ErrorData;
  };
}

/** The tRPC name of an HTTP status (tRPC has none for 414 and 431: they are bad requests). */
const TRPC_KEY_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  499: 'CLIENT_CLOSED_REQUEST',
  501: 'NOT_IMPLEMENTED',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

function trpcKey(httpStatus: number): TRPC_ERROR_CODE_KEY {
  return (
    TRPC_KEY_BY_STATUS[httpStatus] ?? (httpStatus < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR')
  );
}

/** The catalogue entry for a status when nothing more specific is known. */
export function appCodeForStatus(httpStatus: number): AppErrorCode {
  switch (httpStatus) {
    case 401:
      return 'not_logged_in';
    case 403:
      return 'no_permission';
    case 404:
      return 'url_empty';
    case 408:
      return 'network_slow';
    case 429:
      return 'too_many_requests';
    case 503:
      return 'service_unavailable';
    default:
      return httpStatus < 500 ? 'invalid_input' : 'unknown';
  }
}

/** The body of an error answer: use it for every error the BFF sends outside tRPC. */
export function errorBody(
  appCode: AppErrorCode,
  httpStatus: number,
  extra: Omit<ErrorData, 'appCode'> = {},
): ErrorBody {
  const code = trpcKey(httpStatus);
  return {
    error: {
      message: ERROR_TEXTS_EN[appCode],
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: { code, httpStatus, appCode, ...extra },
    },
  };
}

/** Already in the catalogue shape (the rate limiter's 429 body is thrown as the error). */
function isErrorBody(value: unknown): value is ErrorBody & { statusCode?: number } {
  const data = (value as { error?: { data?: { appCode?: unknown } } } | null)?.error?.data;
  return typeof data?.appCode === 'string' && data.appCode in ERROR_TEXTS_EN;
}

function statusOf(error: { statusCode?: unknown }): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

/** Fastify's error handler: errors thrown outside tRPC (hooks, body parsing, plugins). */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const thrown: unknown = error;
  if (isErrorBody(thrown)) {
    return reply.code(thrown.statusCode ?? thrown.error.data.httpStatus).send(thrown);
  }
  const status = statusOf(error);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    // The access line carries the reason: no line of its own for a refusal.
    noteRefusal(request, error.code ? `framework:${error.code}` : `http:${status}`);
  }
  return reply.code(status).send(errorBody(appCodeForStatus(status), status));
}

const FRAMEWORK_STATUS: Record<string, number> = {
  FST_ERR_BAD_URL: 400,
  FST_ERR_MAX_PARAM_LENGTH: 414,
};

/** Fastify's `frameworkErrors`: router refusals, which would otherwise echo the URL. */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = FRAMEWORK_STATUS[error.code] ?? statusOf(error);
  if (status >= 500) request.log.error({ err: { code: error.code } }, 'router failed');
  // These answers skip the onResponse hooks, so the refusal line is written here (sampled).
  else request.server.logRefusal(`framework:${error.code}`, { method: request.method, status });
  void reply.code(status).send(errorBody(appCodeForStatus(status), status));
}

/** Node's refusals before any request exists; answered on the raw socket, then closed. */
export function handleClientError(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  this.logRefusal(`client:${error.code ?? 'error'}`, { status });
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(appCodeForStatus(status), status));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** The Fastify constructor options that route framework errors here (spread into Fastify()). */
export const errorHandlingOptions = {
  frameworkErrors: handleFrameworkError,
  clientErrorHandler: handleClientError,
} satisfies Partial<FastifyServerOptions>;
