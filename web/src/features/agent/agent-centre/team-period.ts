/**
 * The periods the agent centre's team figures cover (agent.teamKpi's `startDate`, `endDate`):
 * Manila days, both ends included, as the gateway counts them (docs/gateway.md "Agents").
 */
import { manilaDate } from '@app/contracts/values';

export const TEAM_PERIODS = ['thisMonth', 'lastMonth', 'last7Days'] as const;
export type TeamPeriod = (typeof TEAM_PERIODS)[number];

export interface PeriodDates {
  startDate: string;
  endDate: string;
}

/** YYYY-MM-DD of a calendar day (UTC arithmetic on dates only: no time zone can shift it). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The period's first and last day, `today` being Manila's (YYYY-MM-DD). */
export function periodDates(period: TeamPeriod, today: string = manilaDate()): PeriodDates {
  const [year = 1970, month = 1, day = 1] = today.split('-').map(Number);
  switch (period) {
    case 'thisMonth':
      return { startDate: isoDay(new Date(Date.UTC(year, month - 1, 1))), endDate: today };
    case 'lastMonth':
      return {
        startDate: isoDay(new Date(Date.UTC(year, month - 2, 1))),
        // Day 0 of this month is the last day of the one before.
        endDate: isoDay(new Date(Date.UTC(year, month - 1, 0))),
      };
    case 'last7Days':
      return { startDate: isoDay(new Date(Date.UTC(year, month - 1, day - 6))), endDate: today };
  }
}

/** A YYYY-MM-DD day as a local Date at midnight, for formatDate (which formats local time). */
export function localDay(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}
