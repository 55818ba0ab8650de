/**
 * Maps any error (a TRPCClientError carrying the BFF's `data`, a network failure, a bug) to the
 * spec's readable text in the player's language. The BFF puts an ERROR_TEXTS key in
 * `error.data.appCode` (contracts ErrorDataSchema).
 */
import type { AppErrorCode, ErrorData } from '@app/contracts';
import { ERROR_TEXTS_EN } from '@app/contracts/values';
import type { TFunction } from 'i18next';

/** A hand-written guard (no schema library on the first load): appCode must be a catalogue key. */
export function errorData(error: unknown): ErrorData | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { appCode, captchaRequired, retryAfterSeconds, fieldErrors } = data as Record<
    string,
    unknown
  >;
  if (typeof appCode !== 'string' || !Object.hasOwn(ERROR_TEXTS_EN, appCode)) return undefined;
  const result: ErrorData = { appCode: appCode as AppErrorCode };
  if (typeof captchaRequired === 'boolean') result.captchaRequired = captchaRequired;
  if (
    typeof retryAfterSeconds === 'number' &&
    Number.isInteger(retryAfterSeconds) &&
    retryAfterSeconds >= 0
  ) {
    result.retryAfterSeconds = retryAfterSeconds;
  }
  if (typeof fieldErrors === 'object' && fieldErrors !== null) {
    result.fieldErrors = fieldErrors as Record<string, string[]>;
  }
  return result;
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
