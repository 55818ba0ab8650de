/**
 * Maps any error (a TRPCClientError carrying the BFF's `data`, a network failure, a bug) to the
 * spec's readable text in the player's language. The BFF puts an ERROR_TEXTS key in
 * `error.data.appCode` (contracts ErrorDataSchema).
 */
import { ErrorDataSchema, type AppErrorCode, type ErrorData } from '@app/contracts';
import type { TFunction } from 'i18next';

export function errorData(error: unknown): ErrorData | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const parsed = ErrorDataSchema.safeParse(error.data);
  return parsed.success ? parsed.data : undefined;
}

export function errorCode(error: unknown): AppErrorCode {
  const data = errorData(error);
  if (data) return data.appCode;
  // No BFF data: the request never got an answer (offline, DNS, aborted).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'network_offline';
  return 'service_unavailable';
}

/** Codes after which the UI must forget the session (the BFF no longer has one). */
export function isSessionLost(error: unknown): boolean {
  const code = errorData(error)?.appCode;
  return code === 'session_expired' || code === 'not_logged_in';
}

export function errorText(error: unknown, t: TFunction): string {
  const data = errorData(error);
  const code = data?.appCode ?? errorCode(error);
  const text = t(`errors.${code}`);
  if (data?.retryAfterSeconds !== undefined && data.retryAfterSeconds > 0) {
    return `${text} ${t('errors.retryAfter', { count: data.retryAfterSeconds })}`;
  }
  return text;
}
