import type { VipClub, VipProgress } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeTrpcError } from './utils/fake-link.ts';
import { makeStatus, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const banner = (id: string, groupName: string, title: string) => ({
  id,
  groupName,
  imageUrl: `https://img.example.test/${id}.png`,
  title,
  linkUrl: null,
});

const CLUB: VipClub = {
  currency: 'PHP',
  tiers: [
    ['BRONZE', 0, 3, '0.00', '0.00', 0, false],
    ['SILVER', 4, 9, '10.00', '388.00', 5, false],
    ['GOLD', 10, 14, '50.00', '1888.00', 10, true],
    ['PLATINUM', 15, 17, '188.00', '6888.00', 10, true],
    ['DIAMOND', 18, 20, '588.00', '18888.00', 10, true],
  ].map(([tier, minLevel, maxLevel, daily, monthly, referralPercent, host]) => ({
    tier: tier as VipClub['tiers'][number]['tier'],
    minLevel: minLevel as number,
    maxLevel: maxLevel as number,
    dailySalary: daily as string,
    monthlySalary: monthly as string,
    weeklyFund: '200.00',
    referralPercent: referralPercent as number,
    host: host as boolean,
  })),
  levelBanners: [banner('501', 'm_viplevels', 'VIP Levels 1-20')],
  hostBanners: [banner('601', 'm_viphost', 'Your Personal VIP Host')],
};

const progress = (level: number, tier: VipProgress['tier'], host: boolean): VipProgress => ({
  level,
  tier,
  nextLevel: level + 1,
  monthlyTurnover: { actual: '745.50', expected: '1000.00' },
  totalTurnover: null,
  percent: 74,
  referralPercent: level >= 10 ? 10 : level >= 4 ? 5 : 0,
  hostUnlocked: host,
});

const withRewardCentre = (on: boolean) => () =>
  makeStatus({ whitelabel: { CBS3: true, REWCEN3: on } });

describe('VIP club', () => {
  it('shows a visitor the salary by tier, the referral rule and a way to log in', async () => {
    const { callsTo } = renderApp({ path: '/m/vip', handlers: { 'vip.club': () => CLUB } });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[3]).toHaveTextContent(/GoldVIP 10–14₱50\.00₱1,888\.00/);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('weekly at VIP 4 to 9')).toBeInTheDocument();
    // The screen's own, beside the header's.
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }),
    ).toBeInTheDocument();
    expect(callsTo('vip.progress')).toHaveLength(0);
  });

  it('keeps the tab in the address and shows each tab’s banners', async () => {
    const { user, nav } = renderApp({ path: '/m/vip', handlers: { 'vip.club': () => CLUB } });
    await user.click(await screen.findByRole('tab', { name: 'VIP Levels' }));
    expect(nav.search()).toBe('?tab=levels');
    expect(screen.getByRole('img', { name: 'VIP Levels 1-20' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'VIP Host' }));
    expect(nav.search()).toBe('?tab=host');
    expect(screen.getByRole('img', { name: 'Your Personal VIP Host' })).toBeInTheDocument();
  });

  it('opens on the tab of the address', async () => {
    renderApp({ path: '/m/vip?tab=host', handlers: { 'vip.club': () => CLUB } });
    expect(await screen.findByRole('tab', { name: 'VIP Host' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await screen.findByRole('heading', { name: 'Your personal VIP host' }),
    ).toBeInTheDocument();
  });

  it("shows a member's level and progress; the host unlocks at Gold", async () => {
    renderApp({
      path: '/m/vip',
      session: SESSION,
      handlers: { 'vip.club': () => CLUB, 'vip.progress': () => progress(3, 'BRONZE', false) },
    });
    expect(await screen.findByText('VIP 3 · Bronze')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to VIP 4' })).toHaveAttribute(
      'aria-valuenow',
      '74',
    );
    expect(screen.getByText('Personal VIP host unlocks at Gold')).toBeInTheDocument();
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('Bronze');
  });

  it('says the host is unlocked for a Gold member', async () => {
    renderApp({
      path: '/m/vip?tab=host',
      session: SESSION,
      handlers: { 'vip.club': () => CLUB, 'vip.progress': () => progress(10, 'GOLD', true) },
    });
    expect(await screen.findByText('Your personal VIP host is unlocked')).toBeInTheDocument();
  });

  it("offers a retry when the member's level cannot be read", async () => {
    let fail = true;
    const { user } = renderApp({
      path: '/m/vip',
      session: SESSION,
      handlers: {
        'vip.club': () => CLUB,
        'vip.progress': () => {
          if (fail) throw new FakeTrpcError({ appCode: 'service_unavailable' }, 503);
          return progress(3, 'BRONZE', false);
        },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('VIP 3 · Bronze')).toBeInTheDocument();
  });

  it('asks the trial player to register, without asking for a level', async () => {
    const { callsTo } = renderApp({
      path: '/m/vip',
      session: { ...SESSION, type: 4 },
      handlers: { 'vip.club': () => CLUB },
    });
    expect(
      await screen.findByText('Register a real account to join the VIP club.'),
    ).toBeInTheDocument();
    expect(callsTo('vip.progress')).toHaveLength(0);
  });

  it('the wheel without REWCEN3 says contact_service and stays on the VIP club', async () => {
    const { user, nav } = renderApp({
      path: '/m/vip',
      handlers: { 'vip.club': () => CLUB, 'system.status': withRewardCentre(false) },
    });
    await user.click(await screen.findByRole('link', { name: 'Go to reward centre' }));
    expect(
      await screen.findByText(
        'This feature is not open for your account. Please contact customer service.',
      ),
    ).toBeInTheDocument();
    expect(nav.pathname()).toBe('/m/vip');
  });

  it('the wheel with REWCEN3 opens the reward centre', async () => {
    const { user, nav } = renderApp({
      path: '/m/vip',
      session: SESSION,
      handlers: {
        'vip.club': () => CLUB,
        'vip.progress': () => progress(3, 'BRONZE', false),
        'system.status': withRewardCentre(true),
        'rewards.list': () => ({ rewards: [] }),
      },
    });
    await screen.findByText('VIP 3 · Bronze');
    await user.click(screen.getByRole('link', { name: 'Go to reward centre' }));
    await waitFor(() => expect(nav.pathname()).toBe('/m/rewardCenter'));
  });
});
