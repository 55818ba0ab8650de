/**
 * The one shape of every error body the BFF sends, tRPC or not: the tRPC error shape with the
 * catalogue key in `data.appCode`, so the web app reads a refusal from a plugin exactly as it
 * reads one from a procedure, and shows its own text in the player's language.
 */
import { ERROR_TEXTS_EN, type AppErrorCode, type ErrorData } from '@app/contracts';

/** JSON-RPC-style codes tRPC uses for these HTTP statuses. */
const JSON_RPC_CODES: Record<number, { code: number; name: string }> = {
  400: { code: -32600, name: 'BAD_REQUEST' },
  401: { code: -32001, name: 'UNAUTHORIZED' },
  403: { code: -32003, name: 'FORBIDDEN' },
  404: { code: -32004, name: 'NOT_FOUND' },
  405: { code: -32005, name: 'METHOD_NOT_SUPPORTED' },
  408: { code: -32008, name: 'TIMEOUT' },
  413: { code: -32013, name: 'PAYLOAD_TOO_LARGE' },
  415: { code: -32015, name: 'UNSUPPORTED_MEDIA_TYPE' },
  429: { code: -32029, name: 'TOO_MANY_REQUESTS' },
  503: { code: -32603, name: 'SERVICE_UNAVAILABLE' },
  504: { code: -32603, name: 'GATEWAY_TIMEOUT' },
};

export function errorBody(
  appCode: AppErrorCode,
  httpStatus: number,
  extra: Omit<ErrorData, 'appCode'> = {},
) {
  const rpc = JSON_RPC_CODES[httpStatus] ?? { code: -32603, name: 'INTERNAL_SERVER_ERROR' };
  return {
    error: {
      message: ERROR_TEXTS_EN[appCode],
      code: rpc.code,
      data: { code: rpc.name, httpStatus, appCode, ...extra },
    },
  };
}
