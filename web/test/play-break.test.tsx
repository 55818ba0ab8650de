import { BREAK_PERIODS_MS, type TakeBreakInput } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../src/lib/format.ts';
import { FakeTrpcError } from './utils/fake-link.ts';
import { SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const NOW = Date.parse('2026-12-02T10:00:00Z');
const endAfter = (ms: number) => formatDateTime(NOW + ms, 'EN');
const iso = (epochMs: number) => new Date(epochMs).toISOString();

/** The BFF's break as it keeps it: never shortened by a shorter one. */
function breakKeeper(until: number | null = null) {
  let end = until;
  return {
    'responsible.break': () => ({ until: end === null ? null : iso(end) }),
    // The same screen sets the reality check's interval.
    'responsible.realityCheck': () => ({
      minutes: 60,
      minMinutes: 15,
      maxMinutes: 120,
      everyMs: 3_600_000,
    }),
    'responsible.takeBreak': (input: unknown) => {
      const asked = NOW + BREAK_PERIODS_MS[(input as TakeBreakInput).period];
      end = Math.max(end ?? 0, asked);
      return { until: iso(end) };
    },
  };
}

describe('the break from play (/m/member/break)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the four periods with their ends, confirms the one chosen and shows its end', async () => {
    const { user, callsTo } = renderApp({
      path: '/m/member/break',
      session: SESSION,
      handlers: breakKeeper(),
    });
    const periods = await screen.findByRole('group', { name: 'How long?' });
    const radios = within(periods).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      `24 hours${`until ${endAfter(BREAK_PERIODS_MS['24h'])}`}`,
      `7 days${`until ${endAfter(BREAK_PERIODS_MS['7d'])}`}`,
      `30 days${`until ${endAfter(BREAK_PERIODS_MS['30d'])}`}`,
      `6 weeks${`until ${endAfter(BREAK_PERIODS_MS['6w'])}`}`,
    ]);
    expect(within(periods).getByRole('radio', { name: /24 hours/ })).toBeChecked();

    await user.click(within(periods).getByRole('radio', { name: /7 days/ }));
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    const question = await screen.findByRole('alertdialog', { name: 'Take a break for 7 days?' });
    expect(question).toHaveTextContent(
      `Games, the lottery and deposits close until ${endAfter(BREAK_PERIODS_MS['7d'])}.`,
    );
    expect(callsTo('responsible.takeBreak')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Start my break' }));

    await waitFor(() => expect(callsTo('responsible.takeBreak')).toHaveLength(1));
    expect(callsTo('responsible.takeBreak')[0]?.input).toEqual({ period: '7d' });
    const end = endAfter(BREAK_PERIODS_MS['7d']);
    expect(await screen.findByText(`You are on a break until ${end}.`)).toBeInTheDocument();
    expect(await screen.findByText(`Your break has started. It ends on ${end}.`)).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('during a break offers only the periods that lengthen it', async () => {
    renderApp({
      path: '/m/member/break',
      session: SESSION,
      handlers: breakKeeper(NOW + BREAK_PERIODS_MS['30d'] - 60_000),
    });
    expect(
      await screen.findByText(
        `You are on a break until ${endAfter(BREAK_PERIODS_MS['30d'] - 60_000)}.`,
      ),
    ).toBeInTheDocument();
    const periods = screen.getByRole('group', { name: 'You can make it longer:' });
    for (const name of [/24 hours/, /7 days/]) {
      const radio = within(periods).getByRole('radio', { name });
      expect(radio).toBeDisabled();
      expect(radio.closest('label')).toHaveTextContent('Your break already lasts longer');
    }
    // 30 days from now ends a minute after the break: it lengthens it, and comes first.
    expect(within(periods).getByRole('radio', { name: /30 days/ })).toBeChecked();
    expect(within(periods).getByRole('radio', { name: /6 weeks/ })).toBeEnabled();
  });

  it('at the longest break there is nothing left to choose', async () => {
    renderApp({
      path: '/m/member/break',
      session: SESSION,
      handlers: breakKeeper(NOW + BREAK_PERIODS_MS['6w']),
    });
    expect(await screen.findByText(/You are on a break until/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take a break' })).toBeNull();
  });

  it('Not now closes the question and takes no break', async () => {
    const { user, callsTo } = renderApp({
      path: '/m/member/break',
      session: SESSION,
      handlers: breakKeeper(),
    });
    await user.click(await screen.findByRole('button', { name: 'Take a break' }));
    const question = await screen.findByRole('alertdialog', { name: 'Take a break for 24 hours?' });
    await user.click(within(question).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo('responsible.takeBreak')).toHaveLength(0);
    expect(screen.queryByText(/You are on a break/)).toBeNull();
  });

  it('a refused break says why and keeps the choice', async () => {
    const { user } = renderApp({
      path: '/m/member/break',
      session: SESSION,
      handlers: {
        ...breakKeeper(),
        'responsible.takeBreak': () => {
          throw new FakeTrpcError({ appCode: 'try_again_shortly' }, 503);
        },
      },
    });
    await user.click(await screen.findByRole('radio', { name: /6 weeks/ }));
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Start my break' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/try again/i);
    expect(screen.getByRole('radio', { name: /6 weeks/ })).toBeChecked();
    expect(screen.queryByText(/You are on a break/)).toBeNull();
  });
});
