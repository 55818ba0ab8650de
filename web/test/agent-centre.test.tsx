/**
 * Issue 26, items 4 and 7: the agent centre (team KPIs over a period, the team by level, the
 * agent's pages), the team list (a debounced search, the status filter, a member's own team,
 * paging from the answer, empty and error states), one downline's rebates (checked against the
 * limits before sending, the gateway's refusal shown in the player's language), and who may
 * open them (a member who is no agent: no_permission; the trial player: free_reject).
 */
import type { Downline, RebateSettings } from '@app/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLINE_SEARCH_DEBOUNCE_MS } from '../src/features/agent/agent-centre/downlines-screen.tsx';
import { FakeTrpcError, type Handlers } from './utils/fake-link.ts';
import { SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const AGENT = { ...SESSION, userName: 'agent01', type: 1 };
const NO_PERMISSION =
  'Sorry, this account does not have permission or the feature is temporarily unavailable.';
const OUT_OF_RANGE = 'The rebate is outside the allowed range for this product.';

const KPI = {
  members: { total: 9, direct: 4, active: 5, new: 2 },
  deposit: '1234.50',
  withdrawal: '200.00',
  validBet: '98765.43',
  winLoss: '-321.09',
  rebate: '64.00',
};
const SUBORDINATES = {
  levels: [
    { level: 1, count: 4, active: 2 },
    { level: 2, count: 3, active: 2 },
  ],
};

function downline(id: number, username: string, overrides: Partial<Downline> = {}): Downline {
  return {
    memberId: id,
    username,
    nickname: null,
    type: 0,
    isAgent: false,
    level: 1,
    parentUsername: 'agent01',
    active: true,
    registeredAt: Date.UTC(2024, 2, 2),
    lastLoginAt: null,
    balance: '150.00',
    downlines: 0,
    ...overrides,
  };
}

const PAGE = (page: number, totalPages = 3) => ({
  items: [downline(30000 + page, `member${page}`)],
  page,
  totalPages,
  total: totalPages,
});

const REBATES: RebateSettings = {
  products: [
    {
      productType: 'RNG',
      globalMin: '0.00',
      globalMax: '1.50',
      own: '1.20',
      min: '0.00',
      max: '1.20',
      current: '0.60',
    },
    {
      productType: 'LIVE',
      globalMin: '0.00',
      globalMax: '1.00',
      own: '0.80',
      min: '0.00',
      max: '0.80',
      current: '0.40',
    },
  ],
};
const DETAIL = {
  ...downline(30001, 'sub01', { isAgent: true, type: 2, nickname: 'Sub01', downlines: 2 }),
  rebates: [],
  deposit: '1623.45',
  withdrawal: '410.00',
  validBet: '8555.50',
  winLoss: '-55.50',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the agent centre', () => {
  it("shows the team's head counts, money in the player's format, and the team by level", async () => {
    renderApp({
      path: '/m/member/agent',
      session: AGENT,
      handlers: { 'agent.teamKpi': () => KPI, 'agent.subordinates': () => SUBORDINATES },
    });
    const team = await screen.findByRole('region', { name: 'Your team' });
    expect(await within(team).findByText('Team members')).toBeInTheDocument();
    expect(within(team).getByText('9')).toBeInTheDocument();
    expect(within(team).getByText('Direct downlines').nextSibling).toHaveTextContent('4');
    const figures = screen.getByRole('region', { name: 'Team figures' });
    expect(within(figures).getByText('Deposits').nextSibling).toHaveTextContent('₱1,234.50');
    expect(within(figures).getByText('Members’ win/loss').nextSibling).toHaveTextContent(
      '-₱321.09',
    );
    const levels = screen.getByRole('region', { name: 'Team by level' });
    expect(await within(levels).findByText('Level 1 (direct)')).toBeInTheDocument();
    expect(within(levels).getByText('3 members, 2 active')).toBeInTheDocument();
  });

  it('asks for the figures of the period chosen, and shows it as dates', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-15T04:00:00Z'), shouldAdvanceTime: true });
    const { user, callsTo } = renderApp({
      path: '/m/member/agent',
      session: AGENT,
      handlers: { 'agent.teamKpi': () => KPI, 'agent.subordinates': () => SUBORDINATES },
    });
    expect(await screen.findByTestId('team-period')).toHaveTextContent(
      'Mar 1, 2026 to Mar 15, 2026',
    );
    expect(callsTo('agent.teamKpi')[0]?.input).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-15',
    });
    await user.click(screen.getByRole('button', { name: 'Last month' }));
    expect(screen.getByTestId('team-period')).toHaveTextContent('Feb 1, 2026 to Feb 28, 2026');
    await waitFor(() =>
      expect(callsTo('agent.teamKpi').map((c) => c.input)).toContainEqual({
        startDate: '2026-02-01',
        endDate: '2026-02-28',
      }),
    );
  });

  it("links to every agent page by the route's own address", async () => {
    renderApp({
      path: '/m/member/agent',
      session: AGENT,
      handlers: { 'agent.teamKpi': () => KPI, 'agent.subordinates': () => SUBORDINATES },
    });
    const tools = await screen.findByRole('navigation', { name: 'Agent tools' });
    const links = within(tools)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My team', '/m/member/agent/downlines'],
      ['Transfer to team', '/m/member/agent/transfer'],
      ['Team profit and loss', '/m/member/agent/report'],
      ['Quota groups', '/m/member/agent/quota'],
      ['Agent registration', '/m/agentRegister'],
      ['Invite friends', '/m/inviteFriends'],
    ]);
  });

  it('is offered in the member centre to agents only', async () => {
    const agent = renderApp({ path: '/m/member/home', session: AGENT });
    expect(await screen.findByRole('link', { name: 'Agent centre' })).toHaveAttribute(
      'href',
      '/m/member/agent',
    );
    agent.unmount();
    renderApp({ path: '/m/member/home', session: SESSION });
    await screen.findByRole('link', { name: 'VIP club' });
    expect(screen.queryByRole('link', { name: 'Agent centre' })).not.toBeInTheDocument();
  });
});

describe('the team list', () => {
  const open = (handlers: Handlers, path = '/m/member/agent/downlines') =>
    renderApp({ path, session: AGENT, handlers });

  it('searches once the agent stops typing', async () => {
    const { callsTo, nav } = open({ 'agent.downlines': () => PAGE(1, 1) });
    await screen.findByRole('link', { name: /member1/ });
    expect(callsTo('agent.downlines')).toHaveLength(1);
    // From here the clock is the test's. Key by key (fireEvent: user-event waits on a timer
    // testing-library only moves for jest's fake clock), each a little before the pause ends.
    vi.useFakeTimers();
    const input = screen.getByLabelText('Search by username');
    for (const text of ['p', 'pl', 'pla', 'play']) {
      fireEvent.change(input, { target: { value: text } });
      await act(() => vi.advanceTimersByTimeAsync(DOWNLINE_SEARCH_DEBOUNCE_MS - 1));
    }
    expect(callsTo('agent.downlines')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(callsTo('agent.downlines')).toHaveLength(2));
    expect(callsTo('agent.downlines')[1]?.input).toMatchObject({ search: 'play', page: 1 });
    expect(nav.search()).toBe('?search=play');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(callsTo('agent.downlines')).toHaveLength(2);
  });

  it('pages by what the answer says, and a filter starts again at page 1', async () => {
    const { user, callsTo } = open({
      'agent.downlines': (input) => PAGE((input as { page: number }).page),
    });
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /member2/ })).toHaveAttribute(
      'href',
      '/m/member/agent/downlines/30002',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() =>
      expect(callsTo('agent.downlines').at(-1)?.input).toMatchObject({
        status: 'inactive',
        page: 1,
      }),
    );
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it("opens a member's own team from its row, and names whose team it is", async () => {
    const { user, callsTo } = open({
      'agent.downlines': (input) =>
        (input as { parentId?: number }).parentId === 30001
          ? { items: [downline(30005, 'play11', { level: 2 })], page: 1, totalPages: 1, total: 1 }
          : {
              items: [downline(30001, 'sub01', { isAgent: true, downlines: 2 })],
              page: 1,
              totalPages: 1,
              total: 1,
            },
      'agent.downline': () => DETAIL,
    });
    await user.click(await screen.findByRole('link', { name: 'Team of sub01 (2)' }));
    expect(await screen.findByText('The team of sub01')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /play11/ })).toBeInTheDocument();
    expect(callsTo('agent.downlines').at(-1)?.input).toMatchObject({ parentId: 30001 });
  });

  it('keeps the search, status and page in the address, replacing the entry', async () => {
    const { user, callsTo, nav } = open(
      { 'agent.downlines': (input) => PAGE((input as { page: number }).page) },
      '/m/member/agent/downlines?search=mem&status=active&page=2',
    );
    expect(await screen.findByLabelText('Search by username')).toHaveValue('mem');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Active' })).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo('agent.downlines')[0]?.input).toMatchObject({
      search: 'mem',
      status: 'active',
      page: 2,
    });
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(nav.search()).toBe('?search=mem'));
    expect(nav.action()).toBe('REPLACE');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(nav.search()).toBe('?search=mem&page=2'));
  });

  it('says so when nobody matches, and shows an error with a retry', async () => {
    let fail = true;
    const { user } = open({
      'agent.downlines': () => {
        if (fail) throw new FakeTrpcError({ appCode: 'service_unavailable' }, 503);
        return { items: [], page: 1, totalPages: 0, total: 0 };
      },
    });
    const retry = await screen.findByRole('button', { name: /Loading failed, click to retry/ });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('No team member found.')).toBeInTheDocument();
  });
});

describe("a downline's rebates", () => {
  const open = (updateRebates: Handlers[string] = () => ({ ok: true })) =>
    renderApp({
      path: '/m/member/agent/downlines/30001',
      session: AGENT,
      handlers: {
        'agent.downline': () => DETAIL,
        'agent.rebates': () => REBATES,
        'agent.updateRebates': updateRebates,
      },
    });

  it("shows the downline, each product's limits and the range allowed", async () => {
    open();
    expect(await screen.findByRole('region', { name: 'sub01 Active' })).toBeInTheDocument();
    const rng = await screen.findByLabelText('Slots rebate (%)');
    expect(rng).toHaveValue('0.60');
    expect(screen.getByText('Allowed: 0.00% to 1.20%')).toBeInTheDocument();
    expect(screen.getByText('Site limit 0.00% to 1.50% · your own rate 1.20%')).toBeInTheDocument();
  });

  it('refuses a rate outside the limits or not a rate, sending nothing', async () => {
    const { user, callsTo } = open();
    const rng = await screen.findByLabelText('Slots rebate (%)');
    await user.clear(rng);
    await user.type(rng, '1.21');
    await user.click(screen.getByRole('button', { name: 'Save rebates' }));
    expect(await screen.findByText(OUT_OF_RANGE)).toBeInTheDocument();
    expect(rng).toHaveAttribute('aria-invalid', 'true');
    await user.clear(rng);
    await user.type(rng, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save rebates' }));
    expect(
      await screen.findByText('Please check the information you entered.'),
    ).toBeInTheDocument();
    expect(callsTo('agent.updateRebates')).toEqual([]);
  });

  it('sends only the rates changed, at the limit itself too', async () => {
    const { user, callsTo } = open();
    const live = await screen.findByLabelText('Live casino rebate (%)');
    await user.clear(live);
    await user.type(live, '0.80');
    await user.click(screen.getByRole('button', { name: 'Save rebates' }));
    expect(await screen.findByText('Rebates saved')).toBeInTheDocument();
    expect(callsTo('agent.updateRebates')[0]?.input).toEqual({
      memberId: 30001,
      rebates: [{ productType: 'LIVE', rate: '0.80' }],
    });
  });

  it("shows the gateway's refusal in the player's language", async () => {
    const { user } = open(() => {
      throw new FakeTrpcError({ appCode: 'rebate_out_of_range' });
    });
    const rng = await screen.findByLabelText('Slots rebate (%)');
    await user.clear(rng);
    await user.type(rng, '1.00');
    await user.click(screen.getByRole('button', { name: 'Save rebates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OUT_OF_RANGE);
  });
});

describe('who may open the agent centre (item 7)', () => {
  it('sends a member who is no agent home, without permission', async () => {
    const { nav, callsTo } = renderApp({
      path: '/m/member/agent/downlines/30001',
      session: SESSION,
    });
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(callsTo('agent.downline')).toEqual([]);
  });

  it('sends the trial player home with the free-trial guard’s text', async () => {
    const { nav } = renderApp({ path: '/m/member/agent', session: { ...SESSION, type: 4 } });
    expect(
      await screen.findByText('Please login an actual account to use this function'),
    ).toBeInTheDocument();
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
    expect(screen.queryByText(NO_PERMISSION)).not.toBeInTheDocument();
  });
});
