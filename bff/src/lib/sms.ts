/** What every SMS send of the product answers, whose sends a limit counts, and its codes' tries. */
import { phoneKey, type SmsSent } from '@app/contracts';
import { TIMINGS_MS } from '@app/contracts/values';
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../store/store.ts';
import { SecretAttempts } from '../throttle/secret-attempts.ts';
import { AppError } from '../trpc/errors.ts';

/**
 * The send button counts down from the gateway's `expirationTime` when it gives one, else the
 * spec's 60 s (contracts GatewaySmsValueSchema), kept between 1 s and 10 minutes.
 */
export function smsSent(expirationSeconds: number | null): SmsSent {
  const seconds = expirationSeconds ?? TIMINGS_MS.smsCountdownDefaultSeconds;
  return { resendAfterSeconds: Math.min(Math.max(seconds, 1), 600) };
}

/**
 * The per-number limit's subject: one phone however it was typed. The schema dropped the leading
 * zeros of number and code; the key is the national number alone (contracts phone.ts: the
 * gateway ignores the dialing code, so `+1` and `+63` in front of one number are one phone).
 */
export function smsSubject(input: { mobile: string; dialingCode: string }): string {
  return phoneKey(input);
}

/**
 * Wrong tries of the code texted to one number (reset and SMS-login codes alike: the gateway
 * keeps one code per number): the 5th wrong one spends it until a new SMS is sent. With the SMS
 * limit per number (3 in 10 minutes) a guesser gets at most 15 tries of a 6-digit code in 10
 * minutes: about 1 in 67,000.
 */
export const SMS_CODE_ATTEMPTS = {
  name: 'sms-code',
  maxFailures: 5,
  /** Longer than any code lives (the countdown is at most 10 minutes): the count outlives it. */
  windowMs: 60 * 60_000,
  lockMs: 60 * 60_000,
  refusal: () => new AppError('TOO_MANY_REQUESTS', 'sms_code_spent'),
} as const;

/** The tries of the codes texted to numbers, counted per number (`phoneKey`). */
export function smsCodeAttempts(ctx: { store: Store; log: FastifyBaseLogger }): SecretAttempts {
  return new SecretAttempts(ctx.store, SMS_CODE_ATTEMPTS, ctx.log);
}
