/**
 * What trusted sites do against password guessing, without locking the real player out:
 *
 * - Failures are counted per username (never successes, which clear the count), across every
 *   address, for a 15-minute window.
 * - Past `captchaAfterFailures` failures, every attempt must carry a captcha. One without is
 *   refused before the gateway is asked and is not counted; the captcha is single-use and
 *   rate-limited per address, so each further guess costs the attacker a solved image.
 * - Failed attempts past that point answer slower, doubling up to a cap. A correct password is
 *   never slowed and never refused by this guard.
 *
 * The gateway keeps its own rule (a captcha after a failure); this guard holds even where a
 * gateway build relaxes it. When the store is down the guard fails open with the gateway's rule
 * and the per-address limit still standing.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LoginGuardConfig } from '../../config.ts';
import type { Store } from '../../store/store.ts';

export class LoginGuard {
  readonly #store: Store;
  readonly #config: LoginGuardConfig;
  readonly #log: FastifyBaseLogger;

  constructor(store: Store, config: LoginGuardConfig, log: FastifyBaseLogger) {
    this.#store = store;
    this.#config = config;
    this.#log = log;
  }

  /** True when this username has failed often enough that a captcha is now required. */
  async captchaRequired(username: string): Promise<boolean> {
    try {
      const count = Number((await this.#store.get(key(username))) ?? 0);
      return count >= this.#config.captchaAfterFailures;
    } catch (error) {
      this.#storeDown(error);
      return false;
    }
  }

  /** Counts a failed password and waits out the slow-down that failure earns. */
  async failed(username: string): Promise<void> {
    let count: number;
    try {
      ({ count } = await this.#store.incr(key(username), this.#config.windowMs));
    } catch (error) {
      this.#storeDown(error);
      return;
    }
    const delayMs = this.slowdownMs(count);
    if (delayMs > 0) await sleep(delayMs);
  }

  /** A correct password: the username starts afresh. */
  async succeeded(username: string): Promise<void> {
    await this.#store.del(key(username)).catch((error: unknown) => this.#storeDown(error));
  }

  /** No delay up to the captcha threshold, then base, 2 × base, 4 × base… up to the cap. */
  slowdownMs(failures: number): number {
    const { captchaAfterFailures, slowdownBaseMs, slowdownMaxMs } = this.#config;
    const over = failures - captchaAfterFailures;
    if (over <= 0) return 0;
    return Math.min(slowdownBaseMs * 2 ** (over - 1), slowdownMaxMs);
  }

  #storeDown(error: unknown): void {
    this.#log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'login guard store unavailable: failing open',
    );
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function key(username: string): string {
  return `login-failures:${username.trim().toLowerCase()}`;
}
