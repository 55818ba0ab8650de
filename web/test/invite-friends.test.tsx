/**
 * Issue 26, items 1 and 2: the referral action's four branches (spec section 4), and invite
 * friends: a member's link, code and QR, copy with the 1 s affiliate toast, share only where the
 * phone has it; a visitor's programme with log in and register.
 */
import type { VipClub } from '@app/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStatus, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const availability = (enabled: boolean) => () => ({
  appDownload: { enabled: false, bonusAmount: null, currency: null },
  mission: { enabled: false },
  login: { enabled: false },
  referral: { enabled },
});

const CLUB: VipClub = {
  currency: 'PHP',
  tiers: [],
  levelBanners: [],
  hostBanners: [],
};

const REFERRAL = {
  code: 'AF1001',
  url: 'https://m.example.test/m/register?affiliateCode=AF1001',
  vipLevel: 5,
  percent: 5,
};
const RATES = {
  rates: [
    { minVip: 4, maxVip: 9, percent: 5, period: 'weekly' as const },
    { minVip: 10, maxVip: 20, percent: 10, period: 'weekly' as const },
  ],
};

/** The VIP club's referral card offers the action whatever the promotion: its link's target. */
async function referralTarget(session: typeof SESSION | undefined, referralOn: boolean) {
  renderApp({
    path: '/m/vip',
    session,
    handlers: {
      'vip.club': () => CLUB,
      'vip.progress': () => ({
        level: 5,
        tier: 'SILVER',
        nextLevel: 6,
        monthlyTurnover: { actual: '745.50', expected: '1000.00' },
        totalTurnover: null,
        percent: 74,
        referralPercent: 5,
        hostUnlocked: false,
      }),
      'promotions.availability': availability(referralOn),
    },
  });
  const card = await screen.findByRole('region', { name: 'VIP referral system' });
  return within(card).findByRole('link', { name: 'Invite friends' });
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'share');
});

describe('the referral action (spec section 4)', () => {
  it('sends a visitor to invite friends', async () => {
    expect(await referralTarget(undefined, false)).toHaveAttribute('href', '/m/inviteFriends');
  });

  it('sends a member of type above 0 to agent registration', async () => {
    expect(await referralTarget({ ...SESSION, type: 1 }, true)).toHaveAttribute(
      'href',
      '/m/agentRegister',
    );
  });

  it('sends a player (type 0) to invite friends while REFERRAL runs', async () => {
    expect(await referralTarget(SESSION, true)).toHaveAttribute('href', '/m/inviteFriends');
  });

  it('opens customer service for a player while REFERRAL is off', async () => {
    const link = await referralTarget(SESSION, false);
    expect(link).toHaveAttribute('href', 'https://support.example.test/chat');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers the member centre entry only while REFERRAL runs', async () => {
    renderApp({
      path: '/m/member/home',
      session: SESSION,
      handlers: { 'promotions.availability': availability(true) },
    });
    expect(await screen.findByRole('link', { name: 'Invite friends' })).toHaveAttribute(
      'href',
      '/m/inviteFriends',
    );
    cleanup();
    const off = renderApp({
      path: '/m/member/home',
      session: SESSION,
      handlers: { 'promotions.availability': availability(false) },
    });
    await screen.findByRole('link', { name: 'VIP club' });
    await waitFor(() => expect(off.callsTo('promotions.availability').length).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Invite friends' })).not.toBeInTheDocument();
  });
});

describe('invite friends', () => {
  const member = () =>
    renderApp({
      path: '/m/inviteFriends',
      session: SESSION,
      handlers: {
        'system.status': () => makeStatus(),
        'agent.referral': () => REFERRAL,
        'agent.referralRates': () => RATES,
      },
    });

  it("shows a member's link, code, QR code, share and the rates", async () => {
    member();
    expect(await screen.findByTestId('referral-url')).toHaveTextContent(REFERRAL.url);
    expect(screen.getByTestId('referral-code')).toHaveTextContent('AF1001');
    expect(screen.getByRole('img', { name: 'QR code of your referral link' })).toBeInTheDocument();
    expect(screen.getByText(/At VIP 5 you earn 5%/)).toBeInTheDocument();
    expect(await screen.findByText(/VIP 10–20: 10% of your friends/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('copies the link and confirms it for 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = member();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(REFERRAL.url);
    const toaster = document.querySelector('.toaster');
    await waitFor(() => expect(toaster).toHaveTextContent('Copied'));
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(toaster).toHaveTextContent('Copied');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(toaster).not.toHaveTextContent('Copied');
  });

  it('shares through the Web Share API where the phone has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = member();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: REFERRAL.url }));
  });

  it('offers no Share where the phone has no Web Share API', async () => {
    member();
    await screen.findByRole('button', { name: 'Copy link' });
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('shows a visitor the programme and the ways to log in or register', async () => {
    const { callsTo } = renderApp({
      path: '/m/inviteFriends',
      handlers: { 'agent.referralRates': () => RATES },
    });
    expect(await screen.findByText(/VIP 4–9: 5% of your friends/)).toBeInTheDocument();
    // The screen's own, beside the header's.
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    expect(within(main).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    expect(callsTo('agent.referral')).toHaveLength(0);
  });
});
