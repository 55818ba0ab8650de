import { describe, expect, it } from 'vitest';
import { badgeText } from './badge.ts';
import { rowAction, visibleRows } from './message-rows.ts';
import type { SessionInfo } from '@app/contracts';

describe('badgeText', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ] as const)('shows %s as %s for a signed-in player', (count, text) => {
    expect(badgeText(count, true)).toBe(text);
  });

  it('shows nothing to a visitor, nor for a missing or broken count', () => {
    expect(badgeText(5, false)).toBeNull();
    expect(badgeText(undefined, true)).toBeNull();
    expect(badgeText(null, true)).toBeNull();
    expect(badgeText(-3, true)).toBeNull();
    expect(badgeText(Number.NaN, true)).toBeNull();
  });
});

const session = (type: number): SessionInfo =>
  ({ merchantCode: 'm', userName: 'u', type, firstTimeLogin: false }) satisfies SessionInfo;

describe('message center rows', () => {
  it('lists live chat only with CBS3, and the links only when configured', () => {
    const all = {
      telegramUrl: 'https://t.me/x',
      affiliateUrl: 'https://cs.example',
      liveChat: true,
    };
    expect(visibleRows(all)).toEqual([
      'telegram',
      'announcements',
      'messages',
      'liveChat',
      'affiliate',
    ]);
    expect(visibleRows({ ...all, liveChat: false })).not.toContain('liveChat');
    expect(
      visibleRows({ telegramUrl: undefined, affiliateUrl: undefined, liveChat: false }),
    ).toEqual(['announcements', 'messages']);
  });

  it('sends a visitor to log in for messages and live chat, never for announcements', () => {
    expect(rowAction('messages', null)).toBe('login');
    expect(rowAction('liveChat', null)).toBe('login');
    expect(rowAction('announcements', null)).toBe('open');
    expect(rowAction('telegram', null)).toBe('open');
  });

  it('refuses the trial player (type 4) messages and live chat with free_reject', () => {
    expect(rowAction('messages', session(4))).toBe('freeReject');
    expect(rowAction('liveChat', session(4))).toBe('freeReject');
    expect(rowAction('announcements', session(4))).toBe('open');
  });

  it.each([0, 1, 2])('opens everything for a member of type %s', (type) => {
    expect(rowAction('messages', session(type))).toBe('open');
    expect(rowAction('liveChat', session(type))).toBe('open');
  });
});
