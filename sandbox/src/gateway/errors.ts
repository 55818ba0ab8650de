/**
 * Gateway failures and the envelope they travel in (§2.4, §16). Handlers throw GatewayError; the
 * dispatcher turns it into `{success:false, errorCode, message, value}` with its HTTP status.
 * Numbered codes go inside `message` (`#543 ...`), the key in `errorCode` (§17.1 suggestion).
 */
import { GATEWAY_ERRORS } from '@app/contracts';
import type { z } from 'zod';

export interface FailureEnvelope {
  success: false;
  errorCode: string;
  message: string;
  value: unknown;
}

export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }

  toEnvelope(): FailureEnvelope {
    return { success: false, errorCode: this.errorCode, message: this.message, value: this.value };
  }
}

export const gatewayErrors = {
  notSession: () =>
    new GatewayError(401, GATEWAY_ERRORS.notSession, 'Your session has ended, please login again'),
  functionNotAvailable: () =>
    new GatewayError(
      400,
      GATEWAY_ERRORS.functionNotAvailable,
      '#543 The feature is under maintenance',
    ),
  methodNotSupported: () =>
    new GatewayError(400, GATEWAY_ERRORS.methodNotSupported, '#459 http_method_not_support'),
  requestBodyRequired: () =>
    new GatewayError(400, GATEWAY_ERRORS.requestBodyRequired, 'System error'),
  requestParam: (detail = 'Invalid request parameters', value: unknown = null) =>
    new GatewayError(400, 'request_param_err', detail, value),
  systemBusy: () => new GatewayError(500, GATEWAY_ERRORS.systemBusy, '#727 system busy'),
  ipRestrict: () => new GatewayError(403, GATEWAY_ERRORS.ipRestrict, 'Access restricted'),
  notFound: (path: string) => new GatewayError(404, 'not_found', `#404 ${path} not found`),
} as const;

/** Parses handler input; a bad input is a 400 `request_param_err`, never a 500. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
  throw gatewayErrors.requestParam(`Invalid request parameters (${issues.join('; ')})`);
}

/** Messages for a failure injected through /__sandbox/faults. */
export function faultMessage(errorCode: string): string {
  if (errorCode === GATEWAY_ERRORS.functionNotAvailable)
    return '#543 The feature is under maintenance';
  if (errorCode === GATEWAY_ERRORS.systemBusy) return '#727 system busy';
  if (errorCode === GATEWAY_ERRORS.notSession) return 'Your session has ended, please login again';
  return `Injected fault: ${errorCode}`;
}
