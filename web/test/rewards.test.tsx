import type { Leaderboard, Reward, SpinResult, Turntable } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBootstrap, makeStatus, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const reward = (id: number, status: Reward['status'], title: string, amount: string): Reward => ({
  id,
  title,
  amount,
  source: 'Weekend raffle',
  status,
  createdAt: Date.UTC(2026, 10, 20),
  claimedAt: status === 'claimed' ? Date.UTC(2026, 10, 21) : null,
  expiresAt: status === 'claimable' ? Date.UTC(2026, 11, 1) : null,
});

const status = (on: boolean) => () => makeStatus({ whitelabel: { CBS3: true, REWCEN3: on } });

describe('reward centre', () => {
  it('claims a reward once, even on a double tap, with a request key', async () => {
    let release: () => void = () => undefined;
    const claimed = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user, callsTo } = renderApp({
      path: '/m/rewardCenter',
      session: SESSION,
      handlers: {
        'system.status': status(true),
        'rewards.list': () => ({
          rewards: [
            reward(1, 'claimable', 'Weekend raffle: 2nd prize', '500.00'),
            reward(2, 'claimed', 'Lucky draw', '20.00'),
          ],
        }),
        'rewards.claim': async () => {
          await claimed;
          return { reward: reward(1, 'claimed', 'Weekend raffle: 2nd prize', '500.00') };
        },
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Weekend raffle: 2nd prize' });
    expect(item).toHaveTextContent('₱500.00');
    const claim = within(item).getByRole('button', { name: 'Claim' });
    await user.dblClick(claim);
    release();
    expect(await screen.findByText('₱500.00 added to your balance.')).toBeInTheDocument();
    expect(callsTo('rewards.claim')).toHaveLength(1);
    expect(callsTo('rewards.claim')[0]?.input).toMatchObject({
      id: 1,
      requestKey: expect.stringMatching(/^[\w-]{16,64}$/) as unknown,
    });
  });

  it('shows what was claimed on its tab', async () => {
    const { user } = renderApp({
      path: '/m/rewardCenter',
      session: SESSION,
      handlers: {
        'system.status': status(true),
        'rewards.list': () => ({ rewards: [reward(2, 'claimed', 'Lucky draw', '20.00')] }),
      },
    });
    expect(await screen.findByText(/No rewards to claim right now/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Claimed' }));
    expect(screen.getByRole('listitem', { name: 'Lucky draw' })).toHaveTextContent('Claimed');
  });

  it('opened directly without REWCEN3, says it is off and offers the way home', async () => {
    const { callsTo } = renderApp({
      path: '/m/rewardCenter',
      session: SESSION,
      handlers: { 'system.status': status(false) },
    });
    expect(await screen.findByRole('heading', { name: 'Reward centre' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'This promotion or feature is not available right now. Please check back later.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
    expect(callsTo('rewards.list')).toHaveLength(0);
  });
});

describe('entries to the reward centre', () => {
  it('the member centre’s link without REWCEN3 says contact_service and stays', async () => {
    const { user, nav } = renderApp({
      path: '/m/member/home',
      session: SESSION,
      handlers: {
        'system.status': status(false),
        'member.profile': () => ({ nickname: null, email: null, payeeName: null, avatar: null }),
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Reward centre' }));
    expect(
      await screen.findByText(
        'This feature is not open for your account. Please contact customer service.',
      ),
    ).toBeInTheDocument();
    expect(nav.pathname()).toBe('/m/member/home');
  });
});

const BOARD: Leaderboard = {
  title: 'Weekly turnover mission',
  startTime: Date.UTC(2026, 10, 23),
  endTime: Date.UTC(2026, 10, 30),
  rows: [1, 2, 3].map((rank) => ({
    rank,
    player: `pl***0${rank}`,
    score: `${4000 - rank * 1000}.00`,
    prize: rank === 1 ? '8888.00' : null,
  })),
  me: { rank: 2, score: '2000.00' },
};

const mission = (enabled: boolean) => () => ({
  ...makeBootstrap().promotions,
  mission: { enabled },
});

describe('leaderboard', () => {
  it('shows the board and the member’s own place while MISSION runs', async () => {
    renderApp({
      path: '/m/leaderBoard',
      session: SESSION,
      handlers: { 'promotions.availability': mission(true), 'rewards.leaderboard': () => BOARD },
    });
    expect(await screen.findByText('Your rank: #2 · ₱2,000.00')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('pl***02');
  });

  it('says the promotion is off, never a blank page, while MISSION is off', async () => {
    const { callsTo } = renderApp({
      path: '/m/leaderBoard',
      session: SESSION,
      handlers: { 'promotions.availability': mission(false) },
    });
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
    expect(callsTo('rewards.leaderboard')).toHaveLength(0);
  });
});

const WHEEL: Turntable = {
  spins: 1,
  prizes: ['₱1', '₱5', '₱10', '₱20'].map((label, index) => ({
    id: index + 1,
    label,
    amount: `${label.slice(1)}.00`,
  })),
};

describe('receiving centre', () => {
  beforeEach(() => {
    // Reduced motion: the wheel stops at once, so the test needs no clock.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('spins, announces the prize the gateway drew and lists it as received', async () => {
    const result: SpinResult = {
      prizeIndex: 2,
      prize: { id: 3, label: '₱10', amount: '10.00' },
      spinsLeft: 0,
      received: {
        id: 77,
        title: '₱10',
        amount: '10.00',
        source: 'TURNTABLE',
        receivedAt: Date.now(),
      },
    };
    let spun = false;
    const { user, callsTo } = renderApp({
      path: '/m/receivingCenter',
      session: SESSION,
      handlers: {
        'rewards.turntable': () => ({ ...WHEEL, spins: spun ? 0 : 1 }),
        'rewards.received': () => ({ items: spun ? [result.received] : [] }),
        'rewards.spin': () => {
          spun = true;
          return result;
        },
      },
    });
    expect(await screen.findByText('You have 1 spin')).toBeInTheDocument();
    expect(screen.getByText(/Nothing received yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    expect(
      await screen.findByText('You won ₱10! ₱10.00 was added to your balance.'),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Received' });
    expect(within(list).getByRole('listitem', { name: '₱10' })).toHaveTextContent('+₱10.00');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled());
    expect(screen.getByText(/No spins left/)).toBeInTheDocument();
    expect(callsTo('rewards.spin')).toHaveLength(1);
  });

  it('refuses the trial player with free_reject and sends them home', async () => {
    const { nav } = renderApp({ path: '/m/receivingCenter', session: { ...SESSION, type: 4 } });
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
  });
});
