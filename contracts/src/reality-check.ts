/**
 * The reality check (issue 30, item 2): every N minutes of play in the game host, a dialog over
 * the game says how long this session has lasted and what it has won or lost, and asks whether
 * to go on. N is the player's choice within the merchant's bounds (BFF settings); the net result
 * comes from the balance the BFF read when the game was launched.
 */
import { z } from 'zod';
import { LaunchIdSchema } from './game-host.ts';

/** The merchant's defaults, when its settings name none: every hour, the player's choice 15–120. */
export const REALITY_CHECK_DEFAULTS = { minutes: 60, minMinutes: 15, maxMinutes: 120 } as const;

/** The member centre offers the minutes between the bounds in steps of this many. */
export const REALITY_CHECK_STEP_MINUTES = 15;

/** The longest interval any merchant may set: a check at least once a day. */
const MAX_MINUTES = 1_440;

/** responsible.realityCheck: the member's interval and the merchant's bounds. */
export const RealityCheckSchema = z.object({
  minutes: z.number().int().positive().max(MAX_MINUTES),
  minMinutes: z.number().int().positive().max(MAX_MINUTES),
  maxMinutes: z.number().int().positive().max(MAX_MINUTES),
  /**
   * One interval in milliseconds, as the host counts it: `minutes` minutes, shortened only by a
   * test setting of the BFF (so a journey need not wait an hour).
   */
  everyMs: z.number().int().positive(),
});
export type RealityCheck = z.infer<typeof RealityCheckSchema>;

/** responsible.setRealityCheck; the bounds are the merchant's, checked by the BFF. */
export const SetRealityCheckInputSchema = z
  .object({ minutes: z.number().int().positive().max(MAX_MINUTES) })
  .strict();
export type SetRealityCheckInput = z.infer<typeof SetRealityCheckInputSchema>;

/** A signed amount with two decimals: "-10.00", "15.00". */
const SignedAmountSchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** games.sessionSummary: a hosted game's session so far. */
export const GameSessionSummarySchema = z.object({
  startedAt: z.iso.datetime(),
  /** Time played, by the BFF's clock (the page's may be wrong). */
  playedMs: z.number().int().nonnegative(),
  /**
   * The balance now minus the balance at launch, or null when either could not be read (the
   * dialog then shows the time alone).
   */
  net: SignedAmountSchema.nullable(),
  currencySymbol: z.string().nullable(),
});
export type GameSessionSummary = z.infer<typeof GameSessionSummarySchema>;

export const GameSessionInputSchema = z.object({ launchId: LaunchIdSchema }).strict();
export type GameSessionInput = z.infer<typeof GameSessionInputSchema>;

/** games.endSession: the hosted game's frame page opens no more. */
export const GameSessionEndedSchema = z.object({ ended: z.literal(true) });
