/**
 * pino options shared by the server and tests. Tokens, passwords, captcha images and cookies
 * never reach the log: they are redacted by path wherever they can appear.
 */
import type { LoggerOptions } from 'pino';

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
  'image',
  '*.image',
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
