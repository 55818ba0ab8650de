/**
 * A player's own break from play (issue 30, item 3): 24 hours, 7 days, 30 days or 6 weeks. While
 * it lasts the BFF refuses game launches, lottery launches and deposits with `on_break`, giving
 * the end (`breakUntil`); withdrawals and records stay open. Kept in the shared store, so every
 * replica enforces it, and never shortened once set: a shorter break asked for during a longer
 * one leaves the longer.
 */
import { z } from 'zod';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The breaks a player may take, and how long each lasts. */
export const BREAK_PERIODS_MS = {
  '24h': DAY_MS,
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '6w': 42 * DAY_MS,
} as const;

export type BreakPeriod = keyof typeof BREAK_PERIODS_MS;

export const BreakPeriodSchema = z.enum(
  Object.keys(BREAK_PERIODS_MS) as [BreakPeriod, ...BreakPeriod[]],
);

export const TakeBreakInputSchema = z.object({ period: BreakPeriodSchema }).strict();
export type TakeBreakInput = z.infer<typeof TakeBreakInputSchema>;

/** The player's break: when it ends (ISO 8601, UTC), or null when there is none. */
export const PlayBreakSchema = z.object({ until: z.iso.datetime().nullable() });
export type PlayBreak = z.infer<typeof PlayBreakSchema>;
