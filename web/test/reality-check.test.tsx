/**
 * The reality check (issue 30, item 2): over a hosted game, every interval of the member's (the
 * merchant's until chosen), a dialog with the time played and the net result that only a choice
 * closes; 'Take a break' ends the game's session and goes home. The interval is chosen in the
 * member centre ("Breaks and reality check").
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextCheckAt } from '../src/features/games/host/reality-check.tsx';
import { intervalChoices } from '../src/features/responsible/reality-check-setting.tsx';
import { SESSION } from './utils/fixtures.ts';
import { HOSTED_LAUNCH_ID, renderApp, renderReloadedHost } from './utils/render-app.tsx';
import type { Handlers } from './utils/fake-link.ts';

const NOW = Date.parse('2026-12-02T10:00:00.000Z');
const LAUNCH_ID = HOSTED_LAUNCH_ID;
const MINUTE = 60_000;
const EVERY_15 = { minutes: 15, minMinutes: 15, maxMinutes: 120, everyMs: 15 * MINUTE };
/** The game began 14 minutes before the page opened: the first check is a minute away. */
const STARTED_AT = NOW - 14 * MINUTE;

afterEach(() => {
  vi.useRealTimers();
});

/** The host at the game's address, reloaded; `summary` answers games.sessionSummary. */
function renderHost(summary: Handlers[string], extra: Handlers = {}) {
  // Timers run on their own (the screen's own waits work) and the test moves the clock on too.
  vi.useFakeTimers({
    toFake: ['Date', 'setTimeout', 'clearTimeout'],
    now: NOW,
    shouldAdvanceTime: true,
  });
  return renderReloadedHost(STARTED_AT, {
    'responsible.realityCheck': () => EVERY_15,
    'games.sessionSummary': summary,
    'games.endSession': () => ({ ended: true }),
    'member.balance': () => ({ sumBalance: '990.00', currency: 'PHP', currencySymbol: '₱' }),
    ...extra,
  });
}

/**
 * Moves the fake clock on, a step at a time, until the reality check is on screen (or an hour of
 * steps has passed); returns it.
 */
async function waitForCheck(stepMs = 5_000): Promise<HTMLElement> {
  for (let moved = 0; moved < 3_600_000 && !screen.queryByRole('alertdialog'); moved += stepMs) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(stepMs);
    });
  }
  return screen.findByRole('alertdialog', { name: 'Reality check' });
}

const summaryAt = (net: string | null) => () => ({
  startedAt: new Date(STARTED_AT).toISOString(),
  playedMs: Date.now() - STARTED_AT,
  net,
  currencySymbol: '₱',
});

describe('the reality check over a hosted game', () => {
  it('comes on the interval with the time played and the net result; Escape does not close it', async () => {
    const { user, callsTo } = renderHost(summaryAt('-10.00'));
    await screen.findByTitle('Game: Game');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(callsTo('member.balance')).toHaveLength(1));

    const check = await waitForCheck();
    // The bar's balance is read again with the figures.
    await waitFor(() => expect(callsTo('member.balance')).toHaveLength(2));
    // Not before the interval's end: 15 minutes after the game began.
    expect(Date.now()).toBeGreaterThanOrEqual(STARTED_AT + 15 * MINUTE);
    expect(check).toHaveAccessibleDescription(
      'You have been playing for a while. Take a moment: do you want to go on?',
    );
    await waitFor(() => expect(within(check).getByText('-₱10.00')).toBeVisible());
    const played = within(check).getByText('Time played').parentElement;
    expect(played).toHaveTextContent(/Time played15:\d\d/);
    expect(callsTo('games.sessionSummary')[0]?.input).toEqual({ launchId: LAUNCH_ID });

    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Reality check' })).toBeVisible();

    // Keep playing: gone until the next interval, 30 minutes after the start.
    await user.click(within(check).getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitForCheck(60_000);
    expect(Date.now()).toBeGreaterThanOrEqual(STARTED_AT + 30 * MINUTE);
    // The figures are read again for the new check.
    await waitFor(() => expect(callsTo('games.sessionSummary')).toHaveLength(2));
  });

  it("'Take a break' ends the game's session and goes home", async () => {
    const { user, nav, callsTo } = renderHost(summaryAt('15.00'));
    const check = await waitForCheck();
    await waitFor(() => expect(within(check).getByText('+₱15.00')).toBeVisible());
    await user.click(within(check).getByRole('button', { name: 'Take a break' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(callsTo('games.endSession')[0]?.input).toEqual({ launchId: LAUNCH_ID });
  });

  it("'View history' opens the game records; a net the BFF could not tell shows the time alone", async () => {
    const { user, nav } = renderHost(summaryAt(null));
    const check = await waitForCheck();
    await waitFor(() => expect(within(check).getByText('Not known right now')).toBeVisible());
    await user.click(within(check).getByRole('button', { name: 'View history' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/gameRecord'));
  });

  it('counts whole intervals from the start, never making up a check missed while away', () => {
    const every = 15 * MINUTE;
    expect(nextCheckAt(0, every, 0)).toBe(every);
    expect(nextCheckAt(0, every, every - 1)).toBe(every);
    expect(nextCheckAt(0, every, every)).toBe(2 * every);
    expect(nextCheckAt(0, every, 5 * every + 3)).toBe(6 * every);
  });
});

describe('the reality-check interval in the member centre', () => {
  it("offers the merchant's bounds in quarter hours and saves the member's choice", async () => {
    let saved = 60;
    const { user, callsTo } = renderApp({
      path: '/m/member/break',
      session: SESSION,
      handlers: {
        'responsible.break': () => ({ until: null }),
        'responsible.realityCheck': () => ({
          ...EVERY_15,
          minutes: saved,
          everyMs: saved * MINUTE,
        }),
        'responsible.setRealityCheck': (input: unknown) => {
          saved = (input as { minutes: number }).minutes;
          return { ...EVERY_15, minutes: saved, everyMs: saved * MINUTE };
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Reality check' });
    const select = await within(section).findByRole('combobox', {
      name: 'Show the reality check every',
    });
    expect(select).toHaveValue('60');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '15 minutes',
      '30 minutes',
      '45 minutes',
      '60 minutes',
      '75 minutes',
      '90 minutes',
      '105 minutes',
      '120 minutes',
    ]);
    await user.selectOptions(select, '15');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo('responsible.setRealityCheck')[0]?.input).toEqual({ minutes: 15 }),
    );
    expect(await screen.findByText('The reality check now comes every 15 minutes.')).toBeVisible();
  });

  it('keeps bounds that are not quarter hours, and a choice between steps', () => {
    expect(intervalChoices({ minMinutes: 20, maxMinutes: 50, minutes: 25, everyMs: 1 })).toEqual([
      20, 25, 30, 45, 50,
    ]);
  });
});
