/**
 * pino options shared by the server and tests. Tokens, passwords, captcha images and cookies
 * never reach the log: they are redacted by path wherever they can appear.
 */
import type { DestinationStream, LoggerOptions } from 'pino';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-digest"]',
  'req.headers.encryption',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.Authorization',
  'headers.cookie',
  'headers.Cookie',
  'headers.Encryption',
  'headers["X-Digest"]',
  'token',
  '*.token',
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'oldPassword',
  '*.oldPassword',
  'captcha',
  '*.captcha',
  'confirmPassword',
  '*.confirmPassword',
  'confirmNewPassword',
  '*.confirmNewPassword',
  // SMS codes under every name they travel by (not a bare `code`: errors carry one).
  'input.code',
  '*.input.code',
  'smsCode',
  '*.smsCode',
  'verificationCode',
  '*.verificationCode',
  // A Firebase ID token signs its holder in: a credential like a password (decision 013).
  'idToken',
  '*.idToken',
  'input.idToken',
  '*.input.idToken',
  'firebaseIdToken',
  '*.firebaseIdToken',
  'image',
  '*.image',
  // KYC: ID images and the personal information, wherever a body or an input is logged.
  'idCardFront',
  '*.idCardFront',
  'idCardBack',
  '*.idCardBack',
  'idCardSelfie',
  '*.idCardSelfie',
  'input.front',
  'input.back',
  'input.selfie',
  '*.input.front',
  '*.input.back',
  '*.input.selfie',
  'birthday',
  '*.birthday',
  'body',
  '*.body',
];

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        // The URL is logged without its query: launch URLs and callbacks may carry tokens.
        return { id: request.id, method: request.method, url: request.url.split('?')[0] };
      },
    },
  };
}

/**
 * The destination of `LOG_FORMAT=pretty`: each entry as one readable line (time, level, message,
 * then its fields on the same line), for a person watching `npm start`. Written synchronously so
 * a crash loses no line. `destination` is for tests; stdout otherwise, coloured on a terminal.
 */
export async function prettyLogStream(
  destination?: NodeJS.WritableStream,
): Promise<DestinationStream> {
  // Loaded only when asked for: pino-pretty is a dev dependency, and production logs JSON.
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    destination: destination ?? 1,
    sync: true,
    colorize: destination ? false : process.stdout.isTTY === true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  });
}
