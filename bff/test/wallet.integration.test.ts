/**
 * The wallet procedures (issue 13) through the BFF against the real sandbox over HTTP: wallets
 * and transfers, deposits, the withdrawal password, bank cards, withdrawals, records. Money moves
 * once per request key even when a submission arrives twice at the same moment, and no amount is
 * rounded wrongly on its way from the page to the gateway and back (a seeded fuzz over 0.01 to
 * 9,999,999.99). Bad input gets a readable 400 and never reaches the gateway.
 */
import { describe, expect, it } from 'vitest';
import { formatAmount, MAX_AMOUNT_MINOR } from '@app/contracts';
import { body, data, freshBffPerTest, requestKey, type TrpcClient } from './helpers/stack.ts';

const stack = freshBffPerTest();

interface Money {
  balanceCents: number;
  gameWalletsCents: Record<string, number>;
  deposits: { orderNo: string; status: string; amountCents: number }[];
  withdrawals: { orderNo: string; status: string; amountCents: number }[];
}

const money = () => stack.sandbox.control<Money>('GET', '/money?username=demo');
const settle = (orderNo: string, status: 'approved' | 'rejected') =>
  stack.sandbox.control('POST', `/money/${orderNo}`, { status });

/** How many requests the gateway received on a path (recorded rows only). */
const gatewayRequests = async (path: string) => (await stack.sandbox.received(path)).length;

async function readyToWithdraw(client: TrpcClient): Promise<number> {
  data(
    await client.mutate('wallet.setPaymentPassword', {
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    }),
  );
  data(
    await client.mutate('wallet.bindCard', {
      bankCode: 'BDO',
      accountName: 'Juan Dela Cruz',
      accountNo: '001234567890',
    }),
  );
  const options = data<{ cards: { id: number }[] }>(await client.query('wallet.withdrawOptions'));
  return options.cards[0]?.id ?? -1;
}

describe('wallets and transfers', () => {
  it('lists the wallets as amount texts and their total', async () => {
    const client = await stack.signedIn();
    const wallets = data<{ wallets: { code: string; balance: string }[]; total: string }>(
      await client.query('wallet.wallets'),
    );
    expect(wallets.wallets.map((w) => [w.code, w.balance])).toEqual([
      ['MAIN', '1250.50'],
      ['EG4', '0.00'],
      ['SA', '150.00'],
      ['SB', '0.00'],
    ]);
    expect(wallets.total).toBe('1400.50');
  });

  it('moves money once when the same transfer arrives twice at once', async () => {
    const client = await stack.signedIn();
    const transfer = { from: 'MAIN', to: 'EG4', amount: '0.30', requestKey: requestKey() };
    const [first, second] = await Promise.all([
      client.mutate('wallet.transfer', transfer),
      client.mutate('wallet.transfer', transfer),
    ]);
    // The second waits for the first and gets its answer, or is told it is in progress.
    expect(first.statusCode).toBe(200);
    expect([200, 409]).toContain(second.statusCode);
    const after = await money();
    expect(after.balanceCents).toBe(125_050 - 30);
    expect(after.gameWalletsCents['EG4']).toBe(30);
    // The BFF itself sent it once: the gateway's own request-key check was never needed.
    expect(await gatewayRequests('/wps/relay/GCS_walletTransfer')).toBe(1);
    // Later, the same key again: the first answer, nothing sent, nothing moved.
    data(await client.mutate('wallet.transfer', transfer));
    expect((await money()).balanceCents).toBe(125_050 - 30);
    expect(await gatewayRequests('/wps/relay/GCS_walletTransfer')).toBe(1);
  });
});

describe('deposits', () => {
  it('takes a manual transfer as pending; approved, the balance and the record change', async () => {
    const client = await stack.signedIn();
    const options = data<{ channels: { vendor: string; banks: { bankCode: string }[] }[] }>(
      await client.query('wallet.depositOptions'),
    );
    const bank = options.channels.find((c) => c.vendor === 'MANUAL')?.banks[0]?.bankCode;
    const deposit = data<{ orderNo: string; reference: string; status: string; amount: string }>(
      await client.mutate('wallet.depositManual', {
        bankCode: bank,
        amount: '500',
        depositorName: 'Juan Dela Cruz',
        promoId: 502,
        requestKey: requestKey(),
      }),
    );
    expect(deposit).toMatchObject({ status: 'pending', amount: '500.00' });
    await settle(deposit.orderNo, 'approved');
    const wallets = data<{ wallets: { code: string; balance: string }[] }>(
      await client.query('wallet.wallets'),
    );
    // 500.00 and the 10% reload bonus.
    expect(wallets.wallets[0]?.balance).toBe('1800.50');
    const history = data<{ items: { orderNo: string; status: string }[] }>(
      await client.query('wallet.deposits', { range: 'today' }),
    );
    expect(history.items[0]).toMatchObject({ orderNo: deposit.orderNo, status: 'approved' });
  });

  it('hands a gateway deposit the payment page, with the way back to the deposit screen', async () => {
    const client = await stack.signedIn();
    const order = data<{ payUrl: string; status: string }>(
      await client.mutate('wallet.depositGateway', {
        vendor: 'GCASHPAY',
        amount: '250.00',
        requestKey: requestKey(),
      }),
    );
    expect(order.status).toBe('pending');
    expect(order.payUrl).toMatch(new RegExp(`^${stack.sandbox.url}/pay/P[0-9A-F]+$`));
    const deposits = (await money()).deposits;
    expect(deposits[0]).toMatchObject({ amountCents: 25_000, status: 'pending' });
    // The way back is this site's deposit screen at its configured origin (PUBLIC_ORIGIN unset: the
    // process's own loopback address), never the request's Host.
    const [sent] = await stack.sandbox.received('/wps/relay/MCS2_depositPaymentGateway');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      returnUrl: 'http://127.0.0.1:8080/m/voucherCenter',
    });
  });

  it('carries every amount from 0.01 to 9,999,999.99 exactly to the gateway and back', async () => {
    await stack.sandbox.control('POST', '/settings', {
      depositMinCents: 1,
      depositMaxCents: MAX_AMOUNT_MINOR,
    });
    const client = await stack.signedIn();
    // A seeded draw over the whole range, and the edges.
    let seed = 20_261_125;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const amounts = [1, 10, 29, 30, 99, 100_005, MAX_AMOUNT_MINOR];
    while (amounts.length < 60) amounts.push(1 + Math.floor(next() * MAX_AMOUNT_MINOR));
    for (const minor of amounts) {
      const text = formatAmount(minor);
      // As a player types it: trailing zeros left out where they can be.
      const typed = text.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
      const deposit = data<{ amount: string; orderNo: string }>(
        await client.mutate('wallet.depositManual', {
          bankCode: 'BDO',
          amount: typed,
          depositorName: 'Fuzz',
          requestKey: requestKey(),
        }),
      );
      expect(deposit.amount, typed).toBe(text);
    }
    const stored = (await money()).deposits.map((d) => d.amountCents).reverse();
    expect(stored).toEqual(amounts);
  });
});

describe('refusals before the gateway', () => {
  it.each([
    [
      'a transfer above the source wallet',
      'wallet.transfer',
      { from: 'SA', to: 'MAIN', amount: '150.01' },
      'balance_insufficient',
      '/wps/relay/GCS_walletTransfer',
    ],
    [
      'a deposit outside the limits',
      'wallet.depositManual',
      { bankCode: 'BDO', amount: '99.99', depositorName: 'Juan' },
      'amount_out_of_range',
      '/wps/relay/MCS2_depositManualTransfer',
    ],
  ])('refuses %s with a readable 400', async (_name, procedure, input, appCode, relay) => {
    const client = await stack.signedIn();
    const response = await client.mutate(procedure, { ...input, requestKey: requestKey() });
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.data.appCode).toBe(appCode);
    expect(await stack.sandbox.calls(relay)).toBe(0);
    const after = await money();
    expect(after.balanceCents).toBe(125_050);
    expect(after.deposits).toHaveLength(0);
  });
});

describe('withdrawals', () => {
  it('sets the password, binds a card, and withdraws once for a double submission', async () => {
    const client = await stack.signedIn();
    const before = data<{ hasPaymentPassword: boolean; cards: unknown[]; balance: string }>(
      await client.query('wallet.withdrawOptions'),
    );
    expect(before).toMatchObject({ hasPaymentPassword: false, cards: [], balance: '1250.50' });
    const cardId = await readyToWithdraw(client);
    const request = {
      amount: '200.25',
      cardId,
      paymentPassword: '246810',
      requestKey: requestKey(),
    };
    const [first, second] = await Promise.all([
      client.mutate('wallet.withdraw', request),
      client.mutate('wallet.withdraw', request),
    ]);
    expect(first.statusCode).toBe(200);
    expect([200, 409]).toContain(second.statusCode);
    const after = await money();
    expect(after.withdrawals).toHaveLength(1);
    expect(await gatewayRequests('/wps/transaction/withdraw')).toBe(1);
    expect(after.balanceCents).toBe(125_050 - 20_025);
    const order = data<{ orderNo: string; status: string; accountNo: string }>(first);
    expect(order).toMatchObject({ status: 'pending', accountNo: '********7890' });

    await settle(order.orderNo, 'approved');
    const history = data<{ items: { status: string }[] }>(
      await client.query('wallet.withdrawals', { range: '7days' }),
    );
    expect(history.items[0]?.status).toBe('approved');
    const records = data<{ items: { code: string; amount: string }[] }>(
      await client.query('wallet.transactions', { range: 'today', code: 'WDR' }),
    );
    expect(records.items[0]).toMatchObject({ code: 'WDR', amount: '-200.25' });
  });

  it('refuses above the balance, outside the limits, and with a wrong password', async () => {
    const client = await stack.signedIn();
    const cardId = await readyToWithdraw(client);
    const above = await client.mutate('wallet.withdraw', {
      amount: '1250.51',
      cardId,
      paymentPassword: '246810',
      requestKey: requestKey(),
    });
    expect(above.statusCode).toBe(400);
    expect(body(above).error?.data).toMatchObject({
      appCode: 'balance_insufficient',
      fieldErrors: { amount: ['validation.amountBalance'] },
    });
    const low = await client.mutate('wallet.withdraw', {
      amount: '99.99',
      cardId,
      paymentPassword: '246810',
      requestKey: requestKey(),
    });
    expect(body(low).error?.data.appCode).toBe('amount_out_of_range');
    const wrong = await client.mutate('wallet.withdraw', {
      amount: '100.00',
      cardId,
      paymentPassword: '000000',
      requestKey: requestKey(),
    });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).error?.data.appCode).toBe('payment_password_incorrect');
    expect((await money()).withdrawals).toHaveLength(0);
  });
});

describe('records', () => {
  it('pages the transactions of a date range, with the code names', async () => {
    const client = await stack.signedIn();
    const month = data<{ items: { code: string; name: string }[]; totalPages: number }>(
      await client.query('wallet.transactions', { range: '30days' }),
    );
    expect(month.items).toHaveLength(24);
    expect(month.items.find((i) => i.code === 'BET')?.name).toBe('Bet');
    const codes = data<{ code: string }[]>(await client.query('wallet.txCodes'));
    expect(codes.map((c) => c.code)).toContain('DEP');
  });
});

describe('bets', () => {
  it('pages the bets with their stake, payout and net; an open bet has neither', async () => {
    const client = await stack.signedIn();
    const month = data<{
      items: { stake: string; payout: string | null; net: string | null }[];
      totalPages: number;
    }>(await client.query('wallet.bets', { range: '30days' }));
    expect(month.items).toHaveLength(24);
    expect(month.items[0]).toMatchObject({ stake: '50.00', payout: null, net: null });
    expect(month.items[1]).toMatchObject({ stake: '20.00', payout: '0.00', net: '-20.00' });
  });
});

describe('access and bad input', () => {
  it('refuses a visitor', async () => {
    const response = await stack.client().query('wallet.wallets');
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['wallet.transfer', { from: 'MAIN', to: 'MAIN', amount: '1', requestKey: 'k'.repeat(20) }],
    ['wallet.transfer', { from: 'MAIN', to: 'SA', amount: '1.005', requestKey: 'k'.repeat(20) }],
    ['wallet.transfer', { from: 'MAIN', to: 'SA', amount: '-1', requestKey: 'k'.repeat(20) }],
    ['wallet.transfer', { from: 'MAIN', to: 'SA', amount: '1', requestKey: 'short' }],
    [
      'wallet.depositManual',
      { bankCode: 'BDO', amount: '1e3', depositorName: 'J', requestKey: 'k'.repeat(20) },
    ],
    [
      'wallet.withdraw',
      { amount: '100', cardId: 1, paymentPassword: '12ab56', requestKey: 'k'.repeat(20) },
    ],
    ['wallet.bindCard', { bankCode: 'BDO', accountName: 'Juan', accountNo: '12-34' }],
    ['wallet.setPaymentPassword', { paymentPassword: '123456', confirmPaymentPassword: '654321' }],
  ])('%s refuses %j with a readable 400', async (procedure, input) => {
    const client = await stack.signedIn();
    const response = await client.mutate(procedure, input);
    expect(response.statusCode).toBe(400);
    expect(body(response).error?.message).toBeTruthy();
    expect((await money()).balanceCents).toBe(125_050);
  });
});
