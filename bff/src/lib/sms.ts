/** What every SMS send of the product answers, and whose sends a limit counts. */
import type { SmsSent } from '@app/contracts';
import { TIMINGS_MS } from '@app/contracts/values';

/**
 * The send button counts down from the code's lifetime as the gateway gives it (spec: 60 s by
 * default, adjusted by the expiry), kept between 1 s and 10 minutes.
 */
export function smsSent(lifetimeSeconds: number | null): SmsSent {
  const seconds = lifetimeSeconds ?? TIMINGS_MS.smsCountdownDefaultSeconds;
  return { resendAfterSeconds: Math.min(Math.max(seconds, 1), 600) };
}

/** The per-number limit's subject: one number however it was typed (the schema normalised it). */
export function smsSubject(input: { mobile: string; dialingCode: string }): string {
  return `${input.dialingCode}${input.mobile}`;
}
