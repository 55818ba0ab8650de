import { describe, expect, it } from 'vitest';
import { GatewayPromotionListSchema, promotionStatus, statusFromDates } from '../src/promotions.ts';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 25, 12);
const running = { startTime: now - DAY, endTime: now + DAY };
const ended = { startTime: now - 2 * DAY, endTime: now - DAY };

describe('statusFromDates', () => {
  it('says coming soon before the start, Close from the end, else Join', () => {
    expect(
      statusFromDates({ startTime: now + 1, endTime: null, kind: 'TARGET' }, now, 'member'),
    ).toBe('COMING_SOON');
    expect(statusFromDates({ ...ended, kind: 'TARGET' }, now, 'member')).toBe('CLOSE');
    expect(
      statusFromDates({ startTime: now - DAY, endTime: now, kind: 'EVENT' }, now, 'member'),
    ).toBe('CLOSE');
    expect(statusFromDates({ startTime: now, endTime: null, kind: 'APPLY' }, now, 'visitor')).toBe(
      'JOIN',
    );
  });

  it('reads an AUTO promotion as Joined for a member and Join for a visitor', () => {
    expect(statusFromDates({ ...running, kind: 'AUTO' }, now, 'member')).toBe('JOINED');
    expect(statusFromDates({ ...running, kind: 'AUTO' }, now, 'visitor')).toBe('JOIN');
  });
});

describe('promotionStatus', () => {
  it("gives a member their entry's word while the promotion runs", () => {
    expect(promotionStatus({ ...running, kind: 'TARGET', entry: 'PROCESS' }, now, 'member')).toBe(
      'PROCESS',
    );
    expect(promotionStatus({ ...running, kind: 'APPLY', entry: 'REJECTED' }, now, 'member')).toBe(
      'REJECTED',
    );
  });

  it('keeps a reward waiting or given after the end, and closes everything else', () => {
    for (const entry of ['CLAIM', 'CLAIMED', 'ISSUED'] as const) {
      expect(promotionStatus({ ...ended, kind: 'TARGET', entry }, now, 'member')).toBe(entry);
    }
    for (const entry of ['PROCESS', 'JOINED', 'APPLYING', 'REJECTED'] as const) {
      expect(promotionStatus({ ...ended, kind: 'TARGET', entry }, now, 'member')).toBe('CLOSE');
    }
  });

  it("never shows a visitor anyone's entry", () => {
    expect(promotionStatus({ ...running, kind: 'TARGET', entry: 'CLAIM' }, now, 'visitor')).toBe(
      'JOIN',
    );
  });
});

describe('GatewayPromotionListSchema', () => {
  const one = {
    promotionId: 7001,
    title: 'Welcome',
    joinType: 'APPLY',
    startTime: 1,
    bonusAmount: 500.1,
  };
  it('reads every nesting the gateway uses, and amounts as minor units', () => {
    for (const value of [
      [one],
      { list: [one] },
      { records: [one] },
      { rows: [one] },
      { M: [one] },
    ]) {
      const [parsed] = GatewayPromotionListSchema.parse(value);
      expect(parsed).toMatchObject({ promotionId: 7001, bonusAmount: 50_010 });
    }
  });
  it('refuses a shape it does not know', () => {
    expect(GatewayPromotionListSchema.safeParse({ other: [one] }).success).toBe(false);
    expect(GatewayPromotionListSchema.safeParse([{ ...one, joinType: 'LOTTERY' }]).success).toBe(
      false,
    );
  });
});
