/**
 * The withdrawal password's attempt limit (issue 25, defect 4): a 6-digit PIN guards the money,
 * so wrong ones are counted per member across every replica and address. 5 wrong within 15
 * minutes pause the member's withdrawals for 15 minutes: every withdrawal is then refused before
 * the gateway with `payment_password_locked` and the seconds left (`retryAfterSeconds`), the right
 * PIN included. A right PIN clears the count. An attacker holding a session gets at most 5 tries
 * in 15 minutes, 480 a day: about 1 in 2,000 of the 1,000,000 PINs.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Store } from '../../store/store.ts';
import { SecretAttempts } from '../../throttle/secret-attempts.ts';
import { AppError } from '../../trpc/errors.ts';
import { UpstreamError } from '../../upstream/errors.ts';

export const WITHDRAW_PASSWORD_ATTEMPTS = {
  name: 'withdraw-password',
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  refusal: (retryAfterSeconds: number) =>
    new AppError('TOO_MANY_REQUESTS', 'payment_password_locked', { retryAfterSeconds }),
} as const;

/** The tries of members' withdrawal passwords, counted per member (lower-case user name). */
export function withdrawPasswordAttempts(ctx: {
  store: Store;
  log: FastifyBaseLogger;
}): SecretAttempts {
  return new SecretAttempts(ctx.store, WITHDRAW_PASSWORD_ATTEMPTS, ctx.log);
}

/** The gateway's answer to a wrong withdrawal password. */
export function isWrongPaymentPassword(error: unknown): boolean {
  return error instanceof UpstreamError && error.appCode === 'payment_password_incorrect';
}
