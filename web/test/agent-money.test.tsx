/**
 * Issue 26, item 4 (the money part): the transfer to team checks each amount by the contracts'
 * schema and the total against the balance, sends nothing before the confirmation, sends one
 * submission key for a double tap and a retry (a new one after a success), goes to several
 * members as one `agent.transferMany` and to at most 20; the team P&L asks this month by default
 * and pages; the quota groups show per product type.
 */
import type { Downline } from '@app/contracts';
import { manilaDate } from '@app/contracts/values';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../src/i18n/index.ts';
import { FakeTrpcError } from './utils/fake-link.ts';
import { makeMember, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const AGENT = { ...SESSION, userName: 'agent01', type: 1 };
const BALANCE = { sumBalance: '100.00', currency: 'PHP', currencySymbol: '₱' };

function downline(n: number, username = `play${String(n).padStart(2, '0')}`): Downline {
  return {
    memberId: 30_000 + n,
    username,
    nickname: null,
    type: 0,
    isAgent: false,
    level: 1,
    parentUsername: 'agent01',
    active: true,
    registeredAt: 0,
    lastLoginAt: null,
    balance: '0.00',
    downlines: 0,
  };
}
const TEAM = [downline(1), downline(2)];
const page = (items: Downline[]) => ({ items, page: 1, totalPages: 1, total: items.length });

function transferResult(transfers: { memberId: number; amount: string }[], balance: string) {
  const cents = transfers.reduce((sum, t) => sum + Math.round(Number(t.amount) * 100), 0);
  return { total: (cents / 100).toFixed(2), balance, transfers };
}

function renderTransfer(handlers: Record<string, (input: unknown) => unknown> = {}, team = TEAM) {
  return renderApp({
    path: '/m/member/agent/transfer',
    session: AGENT,
    handlers: {
      'member.info': () => makeMember({ account: 'agent01', type: 1 }),
      'member.balance': () => BALANCE,
      'agent.downlines': () => page(team),
      ...handlers,
    },
  });
}

/** A team member's tick in the list (named by its account, then its level and balance). */
function tick(username: string) {
  return screen.findByRole('checkbox', { name: new RegExp(`^${username} `) });
}

interface TransferInput {
  memberId: number;
  amount: string;
  requestKey: string;
}

describe('transfer to team', () => {
  it('checks the amounts by the contracts’ schema and the balance, sending nothing', async () => {
    const app = renderTransfer();
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    await app.user.click(continueButton);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one team member.');

    await app.user.click(await tick('play01'));
    const amount = screen.getByLabelText('Amount for play01');
    await app.user.click(continueButton);
    expect(amount).toHaveAccessibleDescription('Please enter an amount, with at most two decimals');

    await app.user.type(amount, '1.234');
    await app.user.click(continueButton);
    expect(amount).toHaveAttribute('aria-invalid', 'true');

    await app.user.clear(amount);
    await app.user.type(amount, '100.01');
    expect(screen.getByTestId('balance-after')).toHaveTextContent('-₱0.01');
    await app.user.click(continueButton);
    expect(screen.getByRole('alert')).toHaveTextContent('The amount is more than your balance');
    expect(screen.queryByRole('region', { name: 'Confirm the transfer' })).toBeNull();
    expect(app.callsTo('agent.transfer')).toHaveLength(0);
  });

  it('shows the balance before and after and sends only from the confirmation', async () => {
    const app = renderTransfer({
      'agent.transfer': (input) => {
        const { memberId, amount } = input as TransferInput;
        return transferResult([{ memberId, amount }], '89.50');
      },
    });
    await app.user.click(await tick('play01'));
    await app.user.type(screen.getByLabelText('Amount for play01'), '10.5');
    expect(screen.getByTestId('balance-before')).toHaveTextContent('₱100.00');
    expect(screen.getByTestId('transfer-total')).toHaveTextContent('₱10.50');
    expect(screen.getByTestId('balance-after')).toHaveTextContent('₱89.50');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));

    const confirm = screen.getByRole('region', { name: 'Confirm the transfer' });
    expect(within(confirm).getByText('play01')).toBeInTheDocument();
    expect(app.callsTo('agent.transfer')).toHaveLength(0);
    // Change goes back with the amount kept.
    await app.user.click(within(confirm).getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText('Amount for play01')).toHaveValue('10.5');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.user.click(screen.getByRole('button', { name: 'Send ₱10.50' }));

    const done = await screen.findByRole('region', { name: 'Transfer done' });
    expect(within(done).getByText('play01')).toBeInTheDocument();
    expect(within(done).getByTestId('balance-now')).toHaveTextContent('₱89.50');
    expect(app.callsTo('agent.transfer').map((c) => c.input)).toEqual([
      { memberId: 30_001, amount: '10.5', requestKey: expect.any(String) as string },
    ]);
    // The balance is asked again after the transfer.
    await waitFor(() => expect(app.callsTo('member.balance').length).toBeGreaterThan(1));
  });

  it('sends one request key for a double tap and a retry, a new one for the next transfer', async () => {
    let fail = true;
    let release = () => {};
    const app = renderTransfer({
      'agent.transfer': async (input) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        if (fail) throw new FakeTrpcError({ appCode: 'balance_insufficient' });
        const { memberId, amount } = input as TransferInput;
        return transferResult([{ memberId, amount }], '99.00');
      },
    });
    await app.user.click(await tick('play01'));
    await app.user.type(screen.getByLabelText('Amount for play01'), '1');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    const send = screen.getByRole('button', { name: 'Send ₱1.00' });
    await app.user.dblClick(send);
    await app.user.click(send);
    expect(app.callsTo('agent.transfer')).toHaveLength(1);
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient balance');

    fail = false;
    await app.user.click(send);
    release();
    await screen.findByRole('region', { name: 'Transfer done' });
    const [first, retry] = app.callsTo('agent.transfer').map((c) => c.input as TransferInput);
    expect(retry?.requestKey).toBe(first?.requestKey);

    await app.user.click(screen.getByRole('button', { name: 'New transfer' }));
    await app.user.click(await tick('play02'));
    await app.user.type(screen.getByLabelText('Amount for play02'), '2');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.user.click(screen.getByRole('button', { name: 'Send ₱2.00' }));
    release();
    await screen.findByRole('region', { name: 'Transfer done' });
    const next = app.callsTo('agent.transfer').at(-1)?.input as TransferInput;
    expect(next.requestKey).not.toBe(first?.requestKey);
  });

  it('sends several members as one transferMany, each amount exact', async () => {
    const app = renderTransfer({
      'agent.transferMany': (input) =>
        transferResult((input as { transfers: TransferInput[] }).transfers, '96.75'),
    });
    await app.user.click(await tick('play01'));
    await app.user.click(await tick('play02'));
    await app.user.type(screen.getByLabelText('Amount for play01'), '1.25');
    await app.user.type(screen.getByLabelText('Amount for play02'), '2');
    expect(screen.getByTestId('transfer-total')).toHaveTextContent('₱3.25');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.user.click(screen.getByRole('button', { name: 'Send ₱3.25' }));
    const done = await screen.findByRole('region', { name: 'Transfer done' });
    expect(within(done).getByText('Sent to 2 team members:')).toBeInTheDocument();
    expect(app.callsTo('agent.transfer')).toHaveLength(0);
    expect(app.callsTo('agent.transferMany').map((c) => c.input)).toEqual([
      {
        transfers: [
          { memberId: 30_001, amount: '1.25' },
          { memberId: 30_002, amount: '2' },
        ],
        requestKey: expect.any(String) as string,
      },
    ]);
  });

  describe('in Filipino and Portuguese', () => {
    afterEach(() => setLanguage('EN'));

    it.each([
      [
        'TY',
        'not_downline',
        'Magpatuloy',
        'Ipadala ang ₱1.00',
        'Wala sa iyong team ang miyembrong ito.',
      ],
      ['PT', 'balance_insufficient', 'Continuar', 'Enviar ₱1,00', 'Saldo insuficiente'],
    ] as const)(
      '%s: the gateway’s %s reads in the language',
      async (language, appCode, next, send, text) => {
        await setLanguage(language);
        const app = renderTransfer({
          'agent.transfer': () => {
            throw new FakeTrpcError({ appCode });
          },
        });
        await app.user.click(await tick('play01'));
        await app.user.type(screen.getByRole('textbox', { name: /play01$/ }), '1');
        await app.user.click(screen.getByRole('button', { name: next }));
        await app.user.click(
          screen.getByRole('button', { name: new RegExp(`^${send.slice(0, 6)}`) }),
        );
        expect(await screen.findByRole('alert')).toHaveTextContent(text);
      },
    );
  });

  it('searches the whole team by account and pages the list, keeping what was ticked', async () => {
    const app = renderTransfer({
      'agent.downlines': (input) => {
        const { search, page: pageNo } = input as { search?: string; page: number };
        if (search) return page([{ ...downline(11, 'play11'), level: 2 }]);
        return { ...page([downline(pageNo)]), page: pageNo, totalPages: 2 };
      },
    });
    await app.user.click(await tick('play01'));
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    await app.user.click(await tick('play02'));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Search by account'), 'play1');
    const found = await tick('play11');
    expect(found).toHaveAccessibleName(/Level 2/);
    expect(app.callsTo('agent.downlines').at(-1)?.input).toMatchObject({
      search: 'play1',
      page: 1,
    });
    await app.user.click(found);
    expect(screen.getByText('3 of 20 chosen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount for play11' })).toBeInTheDocument();
  });

  it('takes at most 20 members at once', async () => {
    const team = Array.from({ length: 21 }, (_, i) => downline(i + 1));
    const app = renderTransfer({}, team);
    for (const member of team.slice(0, 20)) await app.user.click(await tick(member.username));
    expect(
      screen.getByText('You can send to at most 20 team members at once.'),
    ).toBeInTheDocument();
    expect(await tick('play21')).toBeDisabled();
    expect(await tick('play20')).toBeEnabled();
    await app.user.click(await tick('play20'));
    expect(await tick('play21')).toBeEnabled();
    expect(screen.getByText('19 of 20 chosen')).toBeInTheDocument();
  });
});

const FIGURES = {
  deposit: '1500.00',
  withdrawal: '400.00',
  validBet: '8000.00',
  payout: '7600.00',
  winLoss: '-400.00',
  rebate: '64.00',
};

describe('team P&L', () => {
  it('asks this month by default, pages, searches, and says when nothing matches', async () => {
    const app = renderApp({
      path: '/m/member/agent/report',
      session: AGENT,
      handlers: {
        'member.info': () => makeMember({ account: 'agent01', type: 1 }),
        'agent.memberPnl': (input) => {
          const { page, search } = input as { page: number; search?: string };
          const items = search
            ? []
            : [{ memberId: 30_000 + page, username: `member-page-${page}`, ...FIGURES }];
          return {
            items,
            page,
            totalPages: search ? 0 : 2,
            total: search ? 0 : 2,
            summary: FIGURES,
          };
        },
      },
    });
    const totals = await screen.findByRole('region', { name: 'Team totals' });
    expect(within(totals).getByText('2 members')).toBeInTheDocument();
    expect(within(totals).getByText('Win/loss').nextElementSibling).toHaveTextContent('-₱400.00');
    expect(screen.getByRole('heading', { name: 'member-page-1' })).toBeInTheDocument();
    const today = manilaDate();
    expect(app.callsTo('agent.memberPnl')[0]?.input).toMatchObject({
      startDate: `${today.slice(0, 8)}01`,
      endDate: today,
      page: 1,
    });

    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'member-page-2' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await app.user.type(screen.getByLabelText('Search by account'), 'nobody');
    expect(
      await screen.findByText('No team member matches this period or search.'),
    ).toBeInTheDocument();
    expect(app.callsTo('agent.memberPnl').at(-1)?.input).toMatchObject({
      search: 'nobody',
      page: 1,
    });
  });

  it('refuses an end before the start without asking', async () => {
    const app = renderApp({
      path: '/m/member/agent/report',
      session: AGENT,
      handlers: {
        'member.info': () => makeMember({ account: 'agent01', type: 1 }),
        'agent.memberPnl': () => ({
          items: [],
          page: 1,
          totalPages: 0,
          total: 0,
          summary: FIGURES,
        }),
      },
    });
    await screen.findByRole('region', { name: 'Team totals' });
    const asked = app.callsTo('agent.memberPnl').length;
    const from = screen.getByLabelText('From');
    await app.user.clear(from);
    await app.user.type(from, '2099-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the information you entered.',
    );
    expect(app.callsTo('agent.memberPnl')).toHaveLength(asked);
  });
});

describe('quota groups', () => {
  it('shows the groups per product type with their places', async () => {
    renderApp({
      path: '/m/member/agent/quota',
      session: AGENT,
      handlers: {
        'member.info': () => makeMember({ account: 'agent01', type: 1 }),
        'agent.quotaGroups': () => ({
          groups: [
            { productType: 'LIVE', name: 'Live 0.80%', rate: '0.80', quota: 10, used: 3, left: 7 },
            { productType: 'RNG', name: 'RNG 1.20%', rate: '1.20', quota: 10, used: 0, left: 10 },
          ],
        }),
      },
    });
    const slots = await screen.findByRole('region', { name: 'Slots (RNG)' });
    expect(within(slots).getByText('RNG 1.20%')).toBeInTheDocument();
    const live = screen.getByRole('region', { name: 'Live casino' });
    expect(within(live).getByText('Taken').nextElementSibling).toHaveTextContent('3');
    expect(within(live).getByText('Free').nextElementSibling).toHaveTextContent('7');
    expect(screen.queryByRole('region', { name: 'Sports' })).toBeNull();
  });
});
