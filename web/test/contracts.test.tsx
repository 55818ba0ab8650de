/**
 * Issue 26, items 5 and 6: the contract-request check (spec section 6) and the salary, dividend
 * and hourly contract screens. The check asks only while AGENTPOLICY3 is on and the member's type
 * is not 4, 40, 41 or 42, on entering the member centre and after signing in; a pending request's
 * alert goes to its screen or stays. The screens show the pending request with accept and
 * decline, the contract and its terms, income, records and history, and pay a dividend out once
 * per submission key.
 */
import type { ContractKind, SessionInfo } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestOverlay } from '../src/lib/overlay-requests.ts';
import type { RouterOutputs } from '../src/lib/trpc.ts';
import { FakeTrpcError, type Handlers } from './utils/fake-link.ts';
import { makeStatus, SESSION } from './utils/fixtures.ts';
import { renderApp } from './utils/render-app.tsx';

const policy = (on: boolean) => () => makeStatus({ whitelabel: { CBS3: true, AGENTPOLICY3: on } });
const checkAnswer = (pending: ContractKind[]) => () => ({ checked: true, pending });

type Contract = RouterOutputs['contracts']['current']['contract'];
type Request = RouterOutputs['contracts']['pending']['request'];

const DAY = 86_400_000;
// Midnight of the test machine's zone (UTC): a salary day is one date.
const START = Date.UTC(2026, 10, 1);
const TIERS: NonNullable<Contract>['tiers'] = [
  { level: 1, minTurnover: '10000.00', minActiveMembers: 3, payAmount: '200.00', payRate: null },
  { level: 2, minTurnover: '50000.00', minActiveMembers: 5, payAmount: '800.00', payRate: null },
];
const CONTRACT: NonNullable<Contract> = {
  id: 1,
  kind: 'salary',
  upline: 'boss01',
  period: null,
  startedAt: START,
  tiers: TIERS,
};
const REQUEST: NonNullable<Request> = {
  id: 7,
  kind: 'salary',
  upline: 'boss01',
  period: null,
  createdAt: START,
  tiers: TIERS,
};
const INCOME = {
  previous: { start: START - DAY, end: START, amount: '200.00' },
  current: { start: START, end: START + DAY, amount: '1234.50' },
  running: {
    start: START,
    end: START + DAY,
    turnover: '12000.00',
    activeMembers: 4,
    level: 1,
    amount: '200.00',
  },
};
const RECORDS = {
  items: [
    {
      start: START - DAY,
      end: START,
      turnover: '15000.00',
      activeMembers: 4,
      amount: '200.00',
      status: 'paid' as const,
    },
  ],
  page: 1,
  totalPages: 1,
};
const EMPTY_PAGE = { items: [], page: 1, totalPages: 0 };

/** The contract procedures of a member holding `contract` with `request` waiting. */
function contractHandlers({
  contract = CONTRACT,
  request = null,
}: { contract?: Contract; request?: Request } = {}): Handlers {
  return {
    'contracts.current': () => ({ contract }),
    'contracts.pending': () => ({ request }),
    'contracts.income': () => INCOME,
    'contracts.records': () => RECORDS,
    'contracts.history': () => EMPTY_PAGE,
  };
}

describe('the contract-request check (spec section 6)', () => {
  const TARGETS = [
    ['salary', '/m/member/agent/getSalaryContract', 'salary contract'],
    ['dividend', '/m/member/agent/getDevidendContract', 'dividend contract'],
    ['hourly', '/m/member/agent/getHourContract', 'hourly salary contract'],
  ] as const;

  it.each(TARGETS)(
    "a pending %s request opens the alert on entering the member centre; 'go' opens %s",
    async (kind, path, words) => {
      const { user, nav, callsTo } = renderApp({
        path: '/m/member/home',
        session: SESSION,
        handlers: {
          'system.status': policy(true),
          'agent.contractRequests': checkAnswer([kind]),
          ...contractHandlers(),
        },
      });
      const alert = await screen.findByRole('alertdialog', { name: 'Contract offer' });
      expect(alert).toHaveAccessibleDescription(
        `Your upline offers you a ${words}. Open it to accept or decline.`,
      );
      expect(callsTo('agent.contractRequests')).toHaveLength(1);
      await user.click(within(alert).getByRole('button', { name: 'Go' }));
      await waitFor(() => expect(nav.pathname()).toBe(path));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    },
  );

  it('cancel closes the alert and stays on the member centre', async () => {
    const { user, nav } = renderApp({
      path: '/m/member/home',
      session: SESSION,
      handlers: {
        'system.status': policy(true),
        'agent.contractRequests': checkAnswer(['dividend', 'hourly']),
      },
    });
    const alert = await screen.findByRole('alertdialog', { name: 'Contract offer' });
    expect(alert).toHaveTextContent('dividend contract');
    await user.click(within(alert).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(nav.pathname()).toBe('/m/member/home');
  });

  it('shows nothing when no request waits', async () => {
    const { callsTo } = renderApp({
      path: '/m/member/home',
      session: { ...SESSION, type: 1 },
      handlers: { 'system.status': policy(true), 'agent.contractRequests': checkAnswer([]) },
    });
    await waitFor(() => expect(callsTo('agent.contractRequests')).toHaveLength(1));
    await screen.findByRole('link', { name: 'VIP club' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks after signing in, and the alert shows over the home', async () => {
    const { user, nav } = renderApp({
      path: '/m/login',
      handlers: {
        'system.status': policy(true),
        'session.login': () => ({ session: { ...SESSION, type: 2 } }),
        'agent.contractRequests': checkAnswer(['salary']),
      },
    });
    await user.type(await screen.findByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(
      screen.getByLabelText('I am over 21 years old and agree to the Terms and Conditions'),
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alertdialog', { name: 'Contract offer' })).toHaveTextContent(
      'salary contract',
    );
    await waitFor(() => expect(nav.pathname()).toBe('/m/home'));
  });

  it('sends nothing while AGENTPOLICY3 is off', async () => {
    const { callsTo } = renderApp({
      path: '/m/member/home',
      session: SESSION,
      handlers: {
        'system.status': policy(false),
        'agent.contractRequests': checkAnswer(['salary']),
      },
    });
    await screen.findByRole('link', { name: 'VIP club' });
    await act(async () => requestOverlay('contractRequests'));
    await screen.findByRole('link', { name: 'VIP club' });
    expect(callsTo('agent.contractRequests')).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it.each([4, 40, 41, 42])('sends nothing for member type %i, even when asked', async (type) => {
    const session: SessionInfo = { ...SESSION, type };
    const { callsTo } = renderApp({
      path: '/m/home',
      session,
      handlers: {
        'system.status': policy(true),
        'agent.contractRequests': checkAnswer(['salary']),
      },
    });
    await screen.findByRole('navigation', { name: 'Main menu' });
    // What entering the member centre and signing in do.
    await act(async () => requestOverlay('contractRequests'));
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(callsTo('agent.contractRequests')).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks for a real member type once per ask (the control case of the test above)', async () => {
    const { callsTo } = renderApp({
      path: '/m/home',
      session: SESSION,
      handlers: { 'system.status': policy(true), 'agent.contractRequests': checkAnswer([]) },
    });
    await screen.findByRole('navigation', { name: 'Main menu' });
    await act(async () => requestOverlay('contractRequests'));
    await waitFor(() => expect(callsTo('agent.contractRequests')).toHaveLength(1));
  });
});

describe('the contract screens', () => {
  it('shows the contract, its terms, income and records in the player’s money and dates', async () => {
    renderApp({
      path: '/m/member/agent/getSalaryContract',
      session: SESSION,
      handlers: contractHandlers(),
    });
    expect(await screen.findByRole('heading', { name: 'Salary contract', level: 1 })).toBeVisible();
    // The card is there from the start (a skeleton inside while the contract loads).
    const contract = await screen.findByRole('region', { name: 'Your contract' });
    expect(await within(contract).findByText('boss01')).toBeInTheDocument();
    const terms = within(contract).getByRole('list', { name: 'Terms' });
    expect(within(terms).getAllByRole('listitem')).toHaveLength(2);
    expect(terms).toHaveTextContent('Team turnover from ₱10,000.00, 3 active members');
    expect(terms).toHaveTextContent('₱800.00 a day');
    const income = await screen.findByRole('region', { name: 'Income' });
    expect(await within(income).findByText('₱1,234.50')).toBeInTheDocument();
    expect(income).toHaveTextContent('Previous periodOct 31, 2026₱200.00');
    expect(income).toHaveTextContent('Current periodNov 1, 2026₱1,234.50');
    const records = screen.getByRole('region', { name: 'Records' });
    expect(await within(records).findByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('No decisions yet.')).toBeInTheDocument();
    // Salary pays nothing out by hand: only the dividend offers a payout.
    expect(screen.queryByRole('button', { name: 'Pay out to my wallet' })).not.toBeInTheDocument();
  });

  it('asks the records between the chosen dates', async () => {
    const { user, callsTo } = renderApp({
      path: '/m/member/agent/getSalaryContract',
      session: SESSION,
      handlers: contractHandlers(),
    });
    const from = await screen.findByLabelText('From');
    await user.type(from, '2026-11-01');
    await waitFor(() =>
      expect(callsTo('contracts.records').at(-1)?.input).toMatchObject({
        kind: 'salary',
        startDate: '2026-11-01',
        cursor: 1,
      }),
    );
  });

  it('says "no contract yet" without one, and shows an error it could not load', async () => {
    renderApp({
      path: '/m/member/agent/getHourContract',
      session: SESSION,
      handlers: {
        ...contractHandlers({ contract: null }),
        'contracts.history': () => {
          throw new FakeTrpcError({ appCode: 'service_unavailable' }, 502);
        },
      },
    });
    expect(
      await screen.findByText('No contract yet. When your upline offers you one, it shows here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Income' })).not.toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByRole('button', { name: /Loading failed/ })).toBeVisible();
  });

  it('accepts the pending request: the request goes, the contract is there', async () => {
    let pending: Request = REQUEST;
    let contract: Contract = null;
    const { user, callsTo } = renderApp({
      path: '/m/member/agent/getSalaryContract',
      session: SESSION,
      handlers: {
        ...contractHandlers(),
        'contracts.current': () => ({ contract }),
        'contracts.pending': () => ({ request: pending }),
        'contracts.accept': () => {
          contract = CONTRACT;
          pending = null;
          return { decision: 'accepted', contract };
        },
      },
    });
    const request = await screen.findByRole('region', { name: 'Waiting for your answer' });
    expect(request).toHaveTextContent('Offered by boss01 on Nov 1, 2026');
    await user.click(within(request).getByRole('button', { name: 'Accept' }));
    expect(callsTo('contracts.accept')[0]?.input).toEqual({ kind: 'salary', requestId: 7 });
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Waiting for your answer' }),
      ).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Contract accepted')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Terms' })).toBeInTheDocument();
    expect(callsTo('contracts.decline')).toHaveLength(0);
  });

  it('declines the pending request, and shows the refusal of one no longer waiting', async () => {
    const { user, callsTo } = renderApp({
      path: '/m/member/agent/getSalaryContract',
      session: SESSION,
      handlers: {
        ...contractHandlers({ request: REQUEST }),
        'contracts.decline': () => {
          throw new FakeTrpcError({ appCode: 'contract_request_gone' });
        },
      },
    });
    const request = await screen.findByRole('region', { name: 'Waiting for your answer' });
    await user.click(within(request).getByRole('button', { name: 'Decline' }));
    expect(await within(request).findByRole('alert')).toHaveTextContent(
      'This contract request is no longer waiting for your answer.',
    );
    expect(callsTo('contracts.decline')[0]?.input).toEqual({ kind: 'salary', requestId: 7 });
    expect(callsTo('contracts.accept')).toHaveLength(0);
  });

  it('pays a dividend out once per key: a retry after a failure keeps it, a success renews it', async () => {
    let attempt = 0;
    const { user, callsTo } = renderApp({
      path: '/m/member/agent/getDevidendContract',
      session: SESSION,
      handlers: {
        ...contractHandlers({
          contract: {
            ...CONTRACT,
            kind: 'dividend',
            period: 'HALF_MONTH',
            tiers: [
              {
                level: 1,
                minTurnover: '0.00',
                minActiveMembers: 3,
                payAmount: null,
                payRate: '10.00',
              },
            ],
          },
        }),
        'member.balance': () => ({ balance: '100.00', currency: 'PHP' }),
        'contracts.payout': () => {
          attempt += 1;
          if (attempt === 1) throw new FakeTrpcError({ appCode: 'service_unavailable' }, 502);
          return { amount: '3456.79', periods: 1, balance: '3556.79' };
        },
      },
    });
    expect(await screen.findByText('10% of the net loss')).toBeInTheDocument();
    expect(screen.getByText('half month')).toBeInTheDocument();
    const payout = await screen.findByRole('button', { name: 'Pay out to my wallet' });
    await user.click(payout);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(payout);
    expect(await screen.findByText('₱3,456.79 paid into your wallet')).toBeInTheDocument();
    await user.click(payout);
    await waitFor(() => expect(callsTo('contracts.payout')).toHaveLength(3));
    const keys = callsTo('contracts.payout').map(
      (call) => (call.input as { requestKey: string }).requestKey,
    );
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
