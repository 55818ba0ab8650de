/**
 * Manila days (UTC+8 all year): the day of a date filter, of a daily sign-in, and the month and
 * week a turnover counts from.
 */
export const DAY_MS = 86_400_000;
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The Manila date (YYYY-MM-DD) of an instant. */
export function manilaDate(at: number): string {
  return new Date(at + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Manila date starts. */
export function manilaDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - MANILA_OFFSET_MS;
}

/** A report's range of Manila days, `end` included; open ends are unbounded. */
export function manilaDayRange(start?: string, end?: string): { from: number; to: number } {
  return {
    from: start ? manilaDayStart(start) : 0,
    to: end ? manilaDayStart(end) + DAY_MS : Number.MAX_SAFE_INTEGER,
  };
}

/** The first instant of the Manila month, and of the Manila week (Monday). */
export function manilaMonthAndWeek(now: number): { month: number; week: number } {
  const local = new Date(now + MANILA_OFFSET_MS);
  const month = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - MANILA_OFFSET_MS;
  const dayStart =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - MANILA_OFFSET_MS;
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return { month, week: dayStart - sinceMonday * DAY_MS };
}
