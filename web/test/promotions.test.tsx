/**
 * The promotions screen and the daily sign-in (issue 14) through the real app: a member's
 * statuses in the spec's words, a claim sent once per submission key, the trial player's
 * free_reject, a visitor sent to log in, the application's 140-character and picture rules, and
 * the sign-in's LOGIN gate.
 */
import type { Promotion } from '@app/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION, makeBootstrap } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

function promotion(overrides: Partial<Promotion>): Promotion {
  return {
    id: 7004,
    title: 'Slots Turnover Challenge',
    content: '<p>Reach the target.</p>',
    imageUrl: null,
    category: 'SLOTS',
    kind: 'TARGET',
    status: 'JOIN',
    startTime: Date.UTC(2026, 10, 1),
    endTime: Date.UTC(2027, 0, 1),
    bonus: '300.00',
    target: '10000.00',
    progress: null,
    rejectReason: null,
    ...overrides,
  };
}

const LIST = {
  source: 'personal' as const,
  promotions: [
    promotion({
      id: 7005,
      title: 'Live Casino Weekend',
      status: 'CLAIM',
      bonus: '150.00',
      progress: '5000.00',
      target: '5000.00',
    }),
    promotion({ id: 7004, status: 'PROCESS', progress: '2500.00' }),
    promotion({
      id: 7006,
      title: 'Parlay Insurance',
      kind: 'APPLY',
      status: 'REJECTED',
      target: null,
      rejectReason: 'Odds too low.',
    }),
    promotion({
      id: 7001,
      title: 'Welcome Bonus',
      kind: 'APPLY',
      status: 'JOIN',
      target: null,
      category: 'WELCOME',
    }),
  ],
};

const card = (title: string) => screen.findByRole('article', { name: title });

describe('promotions', () => {
  it("shows a member's statuses, progress and reasons, and claims once per submission", async () => {
    // The gateway's side: a claim turns the promotion to Claimed.
    let promotions = LIST.promotions;
    const { user, callsTo } = renderApp({
      path: '/m/activity',
      session: SESSION,
      handlers: {
        'promotions.list': () => ({ ...LIST, promotions }),
        'promotions.claim': (input) => {
          const { id } = input as { id: number };
          promotions = promotions.map((p) => (p.id === id ? { ...p, status: 'CLAIMED' } : p));
          return { promotion: promotions.find((p) => p.id === id) };
        },
      },
    });
    const challenge = await card('Slots Turnover Challenge');
    expect(within(challenge).getByText('Process')).toBeInTheDocument();
    expect(within(challenge).getByText('Turnover ₱2,500.00 of ₱10,000.00')).toBeInTheDocument();
    expect(within(challenge).getByRole('progressbar')).toHaveAttribute('value', '25');
    expect(
      within(await card('Parlay Insurance')).getByText('Reason: Odds too low.'),
    ).toBeInTheDocument();

    const live = await card('Live Casino Weekend');
    await user.dblClick(within(live).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(callsTo('promotions.claim').length).toBeGreaterThan(0));
    const keys = new Set(
      callsTo('promotions.claim').map((c) => (c.input as { requestKey: string }).requestKey),
    );
    expect(keys.size).toBe(1);
    expect(await screen.findByText('₱150.00 was added to your balance.')).toBeInTheDocument();
    // The answer shows at once: Claimed, and no button left for a second tap.
    expect(within(live).getByText('Claimed')).toBeInTheDocument();
    expect(within(live).queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('refuses the trial player with free_reject and sends nothing', async () => {
    const { user, callsTo } = renderApp({
      path: '/m/activity',
      session: { ...SESSION, userName: 'trial01', type: 4 },
      handlers: { 'promotions.list': () => ({ ...LIST, source: 'common' }) },
    });
    const welcome = await card('Welcome Bonus');
    await user.click(within(welcome).getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('promotions.join')).toHaveLength(0);
  });

  it('sends a visitor to log in', async () => {
    const { user, nav } = renderApp({
      path: '/m/activity',
      handlers: { 'promotions.list': () => ({ ...LIST, source: 'common' }) },
    });
    expect(
      await screen.findByText('Log in to join promotions and see your progress.'),
    ).toBeInTheDocument();
    await user.click(within(await card('Welcome Bonus')).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/login'));
  });

  it('refuses an over-long comment and pictures that are not PNG or JPG, losing nothing', async () => {
    const { user } = renderApp({
      path: '/m/activity',
      session: SESSION,
      handlers: { 'promotions.list': () => LIST },
    });
    await user.click(within(await card('Welcome Bonus')).getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Welcome Bonus' });
    const comment = within(dialog).getByRole('textbox', { name: /Comment/ });
    await user.click(comment);
    await user.paste('z'.repeat(141));
    expect(within(dialog).getByText('141 / 140')).toHaveClass('application-form__count--over');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(
      await within(dialog).findByText('Please write at most 140 characters'),
    ).toBeInTheDocument();
    expect(comment).toHaveValue('z'.repeat(141));

    const input = within(dialog).getByLabelText('Add a picture');
    // The file picker offers PNG and JPG only; a browser may still hand over another file.
    fireEvent.change(input, {
      target: { files: [new File(['GIF89a'], 'slip.gif', { type: 'image/gif' })] },
    });
    expect(
      await within(dialog).findByText('Please choose a PNG or JPG picture'),
    ).toBeInTheDocument();
  });
});

describe('the daily sign-in', () => {
  it('says it is not available while the LOGIN promotion is off, with the way home', async () => {
    renderApp({
      path: '/m/activity/signIn',
      session: SESSION,
      handlers: { 'home.bootstrap': () => makeBootstrap() },
    });
    expect(
      await screen.findByText(/This promotion or feature is not available right now/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
  });

  it('signs in with one key for the day, and shows the day signed', async () => {
    const today = '2026-11-26';
    const days = [
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      today,
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ];
    let signed = false;
    const calendar = () => ({
      days: days.map((date, i) => ({
        day: i + 1,
        date,
        reward: `${(i + 1) * 5}.00`,
        state: date === today ? (signed ? 'signed' : 'today') : date < today ? 'missed' : 'later',
      })),
      today,
      streak: signed ? 1 : 0,
      signedToday: signed,
    });
    const { user, callsTo } = renderApp({
      path: '/m/activity/signIn',
      session: SESSION,
      handlers: {
        'home.bootstrap': () =>
          makeBootstrap({
            promotions: { ...makeBootstrap().promotions, login: { enabled: true } },
          }),
        'promotions.signInCalendar': calendar,
        'promotions.signIn': () => {
          signed = true;
          return calendar();
        },
      },
    });
    await user.dblClick(await screen.findByRole('button', { name: 'Sign in for ₱20.00' }));
    expect(
      await screen.findByText('Signed in: ₱20.00 was added to your balance.'),
    ).toBeInTheDocument();
    const keys = new Set(
      callsTo('promotions.signIn').map((c) => (c.input as { requestKey: string }).requestKey),
    );
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/-2026-11-26$/);
    expect(screen.getByText('You have signed in today. Come back tomorrow!')).toBeInTheDocument();
    expect(screen.getByText('1 day in a row')).toBeInTheDocument();
  });
});

describe('a promotion banner (issue 27 item 10)', () => {
  const banner = {
    id: '102',
    groupName: 'm_home',
    imageUrl: '/cdn/banners/102.svg',
    title: 'Welcome Bonus banner',
    linkUrl: '/m/activity?id=7001',
  };

  it('opens the promotion it shows, its details open, whatever the chosen category', async () => {
    const { user, nav } = renderApp({
      session: SESSION,
      handlers: {
        'home.bootstrap': () => makeBootstrap({ banners: { m_home: [banner], m_live: [] } }),
        'promotions.list': () => LIST,
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Welcome Bonus banner' }));
    await waitFor(() => expect(nav.pathname() + nav.search()).toBe('/m/activity?id=7001'));
    const welcome = await card('Welcome Bonus');
    expect(within(welcome).getByRole('button', { expanded: true })).toBeInTheDocument();
    // Only the promotion the banner shows opens.
    const other = await card('Slots Turnover Challenge');
    expect(within(other).getByRole('button', { expanded: false })).toBeInTheDocument();
  });

  it('shows the promotion even when the address keeps another category', async () => {
    renderApp({
      path: '/m/activity?category=SLOTS&id=7001',
      session: SESSION,
      handlers: { 'promotions.list': () => LIST },
    });
    const welcome = await card('Welcome Bonus');
    expect(within(welcome).getByRole('button', { expanded: true })).toBeInTheDocument();
  });
});
