/**
 * Attempt limits on the secrets a player types (issue 25, decision 017): a texted code (password
 * reset, SMS login) and the withdrawal password. Unlike the rate limits, which count calls per
 * address, these count wrong answers per secret's owner (a phone number, a member), whoever sends
 * them and from wherever, in the store so every replica shares them.
 *
 * - One try at a time per owner: a try claims a short in-flight mark first, so a burst of
 *   parallel guesses cannot all reach the gateway before the count catches up (the second of two
 *   concurrent tries answers 429, "wait a moment").
 * - A wrong answer (as the caller tells it from the gateway's refusal) counts; a right one clears
 *   the count; any other failure (the gateway away, a balance too low) counts nothing.
 * - `maxFailures` wrong answers within `windowMs` lock the owner for `lockMs`: every try is
 *   refused before the gateway, with the policy's own error, even the right secret.
 * - `reset(owner)` clears count and lock: a new code texted to the number is a new allowance.
 *
 * When the store cannot be reached a try is refused (503 `try_again_shortly`, like every write
 * that needs the store, decision 018): without the count a guesser would be unlimited, and these
 * secrets guard accounts and money.
 */
import type { FastifyBaseLogger } from 'fastify';
import { STORE_RETRY_AFTER_SECONDS, type Store } from '../store/store.ts';
import { AppError } from '../trpc/errors.ts';

export interface AttemptPolicy {
  /** Names the store keys: `secret-attempts:<name>:…:<owner>`. */
  name: string;
  maxFailures: number;
  /** How long wrong answers are counted together (a fixed window from the first). */
  windowMs: number;
  /** How long the owner is refused once `maxFailures` is reached (or until `reset`). */
  lockMs: number;
  /** The refusal while locked; `retryAfterSeconds` is the time left on the lock. */
  refusal(retryAfterSeconds: number): AppError;
}

/** How long an in-flight mark outlives a process that died mid-try. */
const IN_FLIGHT_MS = 30_000;

export class SecretAttempts {
  readonly #store: Store;
  readonly #policy: AttemptPolicy;
  readonly #log: FastifyBaseLogger;

  constructor(store: Store, policy: AttemptPolicy, log: FastifyBaseLogger) {
    this.#store = store;
    this.#policy = policy;
    this.#log = log;
  }

  /** Refuses with the policy's error while `owner` is locked; otherwise returns. */
  async assertOpen(owner: string): Promise<void> {
    const leftMs = await this.#call(() => this.#store.ttl(this.#key('locked', owner)));
    if (leftMs > 0) throw this.#policy.refusal(Math.max(1, Math.ceil(leftMs / 1000)));
  }

  /**
   * Runs one try of the secret for `owner`: refused while locked or while another try of the
   * same owner is in flight; `isWrong(error)` says whether a failure was a wrong secret.
   */
  async attempt<T>(
    owner: string,
    tryIt: () => Promise<T>,
    isWrong: (error: unknown) => boolean,
  ): Promise<T> {
    await this.assertOpen(owner);
    const inFlight = this.#key('in-flight', owner);
    const claimed = await this.#call(() => this.#store.setIfAbsent(inFlight, '1', IN_FLIGHT_MS));
    if (!claimed)
      throw new AppError('TOO_MANY_REQUESTS', 'too_many_requests', { retryAfterSeconds: 1 });
    try {
      // A try that finished while this one waited may have locked the owner.
      await this.assertOpen(owner);
      let result: T;
      try {
        result = await tryIt();
      } catch (error) {
        if (isWrong(error)) await this.#failed(owner);
        throw error;
      }
      await this.#store
        .del(this.#key('failures', owner))
        .catch((error: unknown) => this.#warn(error));
      return result;
    } finally {
      await this.#store.del(inFlight).catch((error: unknown) => this.#warn(error));
    }
  }

  /** A fresh allowance: the count and any lock go (a new code was texted). */
  async reset(owner: string): Promise<void> {
    await this.#call(async () => {
      await this.#store.del(this.#key('failures', owner));
      await this.#store.del(this.#key('locked', owner));
    });
  }

  async #failed(owner: string): Promise<void> {
    const failures = this.#key('failures', owner);
    const { count } = await this.#call(() => this.#store.incr(failures, this.#policy.windowMs));
    if (count < this.#policy.maxFailures) return;
    this.#log.info({ policy: this.#policy.name }, 'secret attempts exhausted: locked');
    await this.#call(async () => {
      await this.#store.set(this.#key('locked', owner), '1', this.#policy.lockMs);
      await this.#store.del(failures);
    });
  }

  #key(part: 'failures' | 'locked' | 'in-flight', owner: string): string {
    return `secret-attempts:${this.#policy.name}:${part}:${owner.trim().toLowerCase()}`;
  }

  async #call<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (cause) {
      this.#warn(cause);
      throw new AppError('SERVICE_UNAVAILABLE', 'try_again_shortly', {
        cause,
        retryAfterSeconds: STORE_RETRY_AFTER_SECONDS,
      });
    }
  }

  #warn(error: unknown): void {
    this.#log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'secret attempts store unavailable',
    );
  }
}
