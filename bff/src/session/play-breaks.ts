/**
 * A player's own break from play (issue 30, item 3; contracts/play-breaks.ts). The end of the
 * break is kept in the shared store under the member's name, expiring with the break, so every
 * replica enforces it and it ends by itself. `setIfLonger` makes it impossible to shorten: a
 * shorter break asked for during a longer one, or two asked at once, leave the longer.
 *
 * Without the store the break cannot be read: what it guards (a launch, a deposit) is refused
 * with `try_again_shortly` rather than let through, and a break cannot be taken.
 */
import { BREAK_PERIODS_MS, type BreakPeriod, type PlayBreak } from '@app/contracts';
import type { Store } from '../store/store.ts';
import { AppError, needingStore } from '../trpc/errors.ts';

const breakKey = (member: string) => `play-break:${member.toLowerCase()}`;

/** The member's break now: its end, or null. */
export async function readBreak(store: Store, member: string): Promise<PlayBreak> {
  const until = await needingStore(() => store.get(breakKey(member)));
  // The key expires with the break; a value already past (a clock's step) is none.
  return { until: until && Date.parse(until) > Date.now() ? until : null };
}

/** Starts a break of `period`, or keeps the one under way when it ends later. */
export async function startBreak(
  store: Store,
  member: string,
  period: BreakPeriod,
): Promise<PlayBreak> {
  const lengthMs = BREAK_PERIODS_MS[period];
  const until = new Date(Date.now() + lengthMs).toISOString();
  const taken = await needingStore(() => store.setIfLonger(breakKey(member), until, lengthMs));
  return taken ? { until } : readBreak(store, member);
}

/** Refuses what a break closes (launches, deposits) with `on_break` and when it ends. */
export async function refuseDuringBreak(store: Store, member: string): Promise<void> {
  const { until } = await readBreak(store, member);
  if (until) throw new AppError('FORBIDDEN', 'on_break', { breakUntil: until });
}
