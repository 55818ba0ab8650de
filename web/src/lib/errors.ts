/**
 * Maps any error (a TRPCClientError carrying the BFF's `data`, a network failure, a bug) to the
 * spec's readable text in the player's language. The BFF puts an ERROR_TEXTS key in
 * `error.data.appCode` (contracts ErrorDataSchema).
 */
import type { AppErrorCode, ErrorData } from '@app/contracts';
import type { TFunction } from 'i18next';
import { showToast } from '../components/ui/toast.tsx';
import { currentLanguage, i18n } from '../i18n/index.ts';
import { formatDateTime } from './format.ts';

/**
 * A hand-written guard (no schema library, and not the error catalogue itself, on the first
 * load): appCode must look like a catalogue key. A key the catalogue does not have reads as the
 * generic text (errorText).
 */
export function errorData(error: unknown): ErrorData | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { appCode, captchaRequired, retryAfterSeconds, fieldErrors, maskedMobile, breakUntil } =
    data as Record<string, unknown>;
  if (typeof appCode !== 'string' || !/^[a-z][a-z0-9_]*$/.test(appCode)) return undefined;
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
  if (typeof maskedMobile === 'string' && maskedMobile.length <= 32) {
    result.maskedMobile = maskedMobile;
  }
  if (typeof breakUntil === 'string' && !Number.isNaN(Date.parse(breakUntil))) {
    result.breakUntil = breakUntil;
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

/** From this wait on, the player is told minutes rather than seconds. */
const LONG_WAIT_SECONDS = 120;

/** The namespace of the whole catalogue; `common` has the few the shell shows on its own. */
export const ERRORS_NAMESPACE = 'errors';

/**
 * The text of an error: from the `errors` namespace when it is loaded (screens that show errors
 * list it; the global toast loads it first), else the shell's copy in `common` (offline, session
 * ended, service unavailable...), else the generic text. Never a raw key.
 */
export function errorText(error: unknown, t: TFunction): string {
  const data = errorData(error);
  const code = data?.appCode ?? errorCode(error);
  const text = t([`errors:${code}`, `common:errors.${code}`, 'common:errors.service_unavailable']);
  if (data?.breakUntil) {
    // The player's own break (issue 30): when it ends, in the player's language and local time.
    const ends = t('errors:breakEnds', {
      until: formatDateTime(Date.parse(data.breakUntil), currentLanguage()),
      defaultValue: '',
    });
    return ends ? `${text} ${ends}` : text;
  }
  const seconds = data?.retryAfterSeconds;
  if (seconds !== undefined && seconds > 0) {
    // A pause of minutes (the withdrawal password's 15) reads in minutes, rounded up.
    const wait =
      seconds >= LONG_WAIT_SECONDS
        ? t(['errors:retryAfterMinutes', 'common:errors.retryAfterMinutes'], {
            count: Math.ceil(seconds / 60),
          })
        : t(['errors:retryAfter', 'common:errors.retryAfter'], { count: seconds });
    return `${text} ${wait}`;
  }
  return text;
}

/**
 * The text of a validation message. The contracts' zod schemas carry catalogue keys as their
 * messages (`validation.required`); the texts are the `validation` namespace. Anything that is
 * not a catalogue key reads as the generic "invalid".
 */
export function validationText(message: string | undefined, t: TFunction): string {
  const key = message?.startsWith('validation.') ? message.slice('validation.'.length) : 'invalid';
  return t([`validation:${key}`, 'validation:invalid']);
}

/**
 * An error the page raises itself, shaped like the BFF's so errorText reads it, with any of the
 * data the BFF would send beside the code (a break's end).
 */
export function appError(
  appCode: AppErrorCode,
  data: Omit<ErrorData, 'appCode'> = {},
): { data: ErrorData } {
  return { data: { ...data, appCode } };
}

/**
 * The error's text as a toast. The catalogue is a chunk of its own: the toast waits for it (when
 * it cannot load, offline say, errorText falls back to the shell's own texts).
 */
export function toastError(error: unknown): void {
  void i18n
    .loadNamespaces(ERRORS_NAMESPACE)
    .catch(() => undefined)
    .then(() => showToast(errorText(error, i18n.t), { tone: 'error' }));
}
