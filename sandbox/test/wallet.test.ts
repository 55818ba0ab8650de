/**
 * The sandbox's money (issue 13): wallets and transfers, deposits (manual, payment gateway) and
 * their settling, bank cards, the withdrawal password, withdrawals and their settling, and the
 * reports. Every amount is checked to the centavo; a repeated request key moves money once.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Envelope,
  encryptRequest,
  gatewayHeaders,
  loginToken,
  modulusOf,
  testSandbox,
} from './helpers.ts';

let app: FastifyInstance;
let token: string;
beforeEach(async () => {
  app = await testSandbox();
  token = await loginToken(app, 'demo', 'Demo1234');
});
afterEach(async () => {
  await app.close();
});

async function call<T = unknown>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: Envelope & { value: T } }> {
  const res = await app.inject({
    method,
    url,
    headers: gatewayHeaders({
      authorization: token,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    }),
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: res.json() };
}

async function encrypted<T = unknown>(method: 'POST' | 'PUT', url: string, payload: unknown) {
  const enc = encryptRequest(payload, await modulusOf(app));
  const res = await app.inject({
    method,
    url,
    headers: gatewayHeaders({ authorization: token, ...enc.headers }),
    payload: JSON.stringify({ value: enc.ciphertext }),
  });
  return { status: res.statusCode, body: res.json<Envelope & { value: T }>() };
}

async function money() {
  const res = await app.inject({ method: 'GET', url: '/__sandbox/money?username=demo' });
  return res.json<{
    balanceCents: number;
    gameWalletsCents: Record<string, number>;
    deposits: { orderNo: string; status: string }[];
    withdrawals: { orderNo: string; status: string }[];
  }>();
}

const settle = (orderNo: string, status: 'approved' | 'rejected') =>
  app.inject({ method: 'POST', url: `/__sandbox/money/${orderNo}`, payload: { status } });

async function readyToWithdraw(): Promise<number> {
  await encrypted('PUT', '/wps/member/paymentPassword', {
    paymentPassword: '246810',
    confirmPaymentPassword: '246810',
  });
  const bound = await encrypted<{ id: number }>('PUT', '/wps/member/bankCard', {
    bankCode: 'BDO',
    accountName: 'Juan Dela Cruz',
    accountNo: '001234567890',
  });
  return bound.body.value.id;
}

describe('wallets', () => {
  it('lists the main wallet and the game wallets, and transfers between them to the centavo', async () => {
    const wallets = await call<{ wallets: { walletCode: string; balance: number }[] }>(
      'GET',
      '/wps/wallets/gcs',
    );
    expect(wallets.body.value.wallets).toEqual([
      { walletCode: 'MAIN', name: 'Main wallet', balance: 1250.5 },
      { walletCode: 'EG4', name: 'Evolution', balance: 0 },
      { walletCode: 'SA', name: 'SA Gaming', balance: 150 },
      { walletCode: 'SB', name: 'Saba Sports', balance: 0 },
    ]);
    const moved = await call('POST', '/wps/relay/GCS_walletTransfer', {
      from: 'MAIN',
      to: 'EG4',
      amount: '0.30',
      requestKey: 'transfer-0001',
    });
    expect(moved.body.success).toBe(true);
    // The same request again (a double tap): the same answer, the money moved once.
    await call('POST', '/wps/relay/GCS_walletTransfer', {
      from: 'MAIN',
      to: 'EG4',
      amount: '0.30',
      requestKey: 'transfer-0001',
    });
    await call('POST', '/wps/relay/GCS_walletTransfer', { from: 'SA', to: 'MAIN', amount: 0.1 });
    const after = await money();
    expect(after.balanceCents).toBe(125_050 - 30 + 10);
    expect(after.gameWalletsCents).toEqual({ EG4: 30, SA: 14_990, SB: 0 });

    const short = await call('POST', '/wps/relay/GCS_walletTransfer', {
      from: 'SB',
      to: 'MAIN',
      amount: '1',
    });
    expect(short.body.errorCode).toBe('balance.insufficient');
    const same = await call('POST', '/wps/relay/GCS_walletTransfer', {
      from: 'MAIN',
      to: 'MAIN',
      amount: '1',
    });
    expect(same.body.errorCode).toBe('wallet.not.found');
    const third = await call('POST', '/wps/relay/GCS_walletTransfer', {
      from: 'MAIN',
      to: 'SA',
      amount: '1.005',
    });
    expect(third.status).toBe(400);
  });
});

describe('deposits', () => {
  it('takes a manual transfer as pending and credits it, with its bonus, once approved', async () => {
    const deposit = await call<{
      orderNo: string;
      reference: string;
      status: string;
      amount: number;
    }>('POST', '/wps/relay/MCS2_depositManualTransfer', {
      bankCode: 'BDO',
      amount: '1000.10',
      depositorName: 'Juan',
      promoId: 502,
      requestKey: 'dep-00001',
    });
    expect(deposit.body.value).toMatchObject({ status: 'pending', amount: 1000.1 });
    expect(deposit.body.value.reference).toMatch(/^REF\d{6}$/);
    expect((await money()).balanceCents).toBe(125_050);

    await settle(deposit.body.value.orderNo, 'approved');
    // 1000.10 plus the 10% reload bonus (100.01).
    expect((await money()).balanceCents).toBe(125_050 + 100_010 + 10_001);
    const settledAgain = await settle(deposit.body.value.orderNo, 'rejected');
    expect(settledAgain.statusCode).toBe(200);
    expect((await money()).balanceCents).toBe(125_050 + 100_010 + 10_001);

    const report = await call<{ list: { orderNo: string; status: string }[]; totalCount: number }>(
      'GET',
      '/wps/relay/MCS2_depositTransactioNReport?pageNo=1&pageSize=10',
    );
    expect(report.body.value.list[0]).toMatchObject({ status: 'approved' });
  });

  it('refuses amounts outside the limits, unknown banks and promotions that do not apply', async () => {
    const low = await call('POST', '/wps/relay/MCS2_depositManualTransfer', {
      bankCode: 'BDO',
      amount: '99.99',
      depositorName: 'Juan',
    });
    expect(low.body.errorCode).toBe('amount.out.of.range');
    const bank = await call('POST', '/wps/relay/MCS2_depositManualTransfer', {
      bankCode: 'XYZ',
      amount: '100',
      depositorName: 'Juan',
    });
    expect(bank.body.errorCode).toBe('bank.not.supported');
    const promo = await call('POST', '/wps/relay/MCS2_depositManualTransfer', {
      bankCode: 'BDO',
      amount: '100',
      depositorName: 'Juan',
      promoId: 502,
    });
    expect(promo.body.errorCode).toBe('deposit.promo.invalid');
  });

  it('hands a gateway deposit to the payment page, which returns the player with the outcome', async () => {
    const deposit = await call<{ orderNo: string; payUrl: string }>(
      'POST',
      '/wps/relay/MCS2_depositPaymentGateway',
      { vendor: 'GCASHPAY', amount: 250, returnUrl: 'https://site.example/m/voucherCenter' },
    );
    const payUrl = new URL(deposit.body.value.payUrl);
    const page = await app.inject({ method: 'GET', url: payUrl.pathname });
    expect(page.body).toContain('Pay PHP 250.00');
    const paid = await app.inject({ method: 'GET', url: `${payUrl.pathname}?action=pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `https://site.example/m/voucherCenter?deposit=${deposit.body.value.orderNo}&status=approved`,
    );
    expect((await money()).balanceCents).toBe(125_050 + 25_000);
  });
});

describe('withdrawals', () => {
  it('needs a withdrawal password, set once, changed only with the old one', async () => {
    const has = await call<{ hasPassword: boolean }>('GET', '/wps/member/hasWithdrawalPassword');
    expect(has.body.value.hasPassword).toBe(false);
    const set = await encrypted('PUT', '/wps/member/paymentPassword', {
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(set.body.success).toBe(true);
    const again = await encrypted('PUT', '/wps/member/paymentPassword', {
      paymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    expect(again.body.errorCode).toBe('payment.password.incorrect');
    const changed = await encrypted('PUT', '/wps/member/paymentPassword', {
      oldPaymentPassword: '135790',
      paymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    expect(changed.body.success).toBe(true);
  });

  it('binds accounts, masked in the list, at most three', async () => {
    await readyToWithdraw();
    const cards = await call<{ list: { accountNo: string; bankName: string }[] }>(
      'GET',
      '/wps/relay/MCS2_bankCards',
    );
    expect(cards.body.value.list).toEqual([
      expect.objectContaining({ bankName: 'BDO Unibank', accountNo: '********7890' }),
    ]);
    const duplicate = await encrypted('PUT', '/wps/member/bankCard', {
      bankCode: 'BPI',
      accountName: 'Juan Dela Cruz',
      accountNo: '001234567890',
    });
    expect(duplicate.body.errorCode).toBe('card.exists');
  });

  it('takes the money at the request, once per key; a rejection gives it back', async () => {
    const cardId = await readyToWithdraw();
    const wrong = await encrypted('POST', '/wps/transaction/withdraw', {
      amount: '200.00',
      bankCardId: cardId,
      paymentPassword: '000000',
    });
    expect(wrong.body.errorCode).toBe('payment.password.incorrect');
    const tooMuch = await encrypted('POST', '/wps/transaction/withdraw', {
      amount: '1250.51',
      bankCardId: cardId,
      paymentPassword: '246810',
    });
    expect(tooMuch.body.errorCode).toBe('balance.insufficient');
    const request = {
      amount: '200.25',
      bankCardId: cardId,
      paymentPassword: '246810',
      requestKey: 'wd-000000001',
    };
    const first = await encrypted<{ orderNo: string; status: string }>(
      'POST',
      '/wps/transaction/withdraw',
      request,
    );
    const second = await encrypted<{ orderNo: string }>(
      'POST',
      '/wps/transaction/withdraw',
      request,
    );
    expect(first.body.value.status).toBe('pending');
    expect(second.body.value.orderNo).toBe(first.body.value.orderNo);
    const after = await money();
    expect(after.withdrawals).toHaveLength(1);
    expect(after.balanceCents).toBe(125_050 - 20_025);

    await settle(first.body.value.orderNo, 'rejected');
    expect((await money()).balanceCents).toBe(125_050);
    const report = await call<{ list: { status: string; accountNo: string }[] }>(
      'GET',
      '/wps/relay/MCS2_WithdrawTransactionReport',
    );
    expect(report.body.value.list[0]).toMatchObject({
      status: 'rejected',
      accountNo: '********7890',
    });
  });

  it('refuses an amount outside the limits', async () => {
    const cardId = await readyToWithdraw();
    const low = await encrypted('POST', '/wps/transaction/withdraw', {
      amount: '99.99',
      bankCardId: cardId,
      paymentPassword: '246810',
    });
    expect(low.body.errorCode).toBe('amount.out.of.range');
  });
});

describe('records', () => {
  it('pages the transactions, by date and by code, with the code list', async () => {
    const codes = await call<{ list: { code: string }[] }>('GET', '/wps/relay/GLS2_TxCodeList');
    expect(codes.body.value.list.map((c) => c.code)).toContain('BET');
    const all = await call<{
      list: { balanceAfter: number }[];
      totalCount: number;
      totalPages: number;
    }>('GET', '/wps/relay/ODS2_MemberTransaction?pageNo=1&pageSize=20');
    expect(all.body.value.totalCount).toBe(45);
    expect(all.body.value.totalPages).toBe(3);
    expect(all.body.value.list[0]?.balanceAfter).toBe(1250.5);
    const bets = await call<{ list: { txCode: string }[] }>(
      'GET',
      '/wps/relay/ODS2_MemberTransaction?txCode=BET&pageSize=100',
    );
    expect(bets.body.value.list.every((e) => e.txCode === 'BET')).toBe(true);
    const manilaDay = (daysAgo: number) =>
      new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const lastMonths = await call<{ totalCount: number }>(
      'GET',
      `/wps/relay/ODS2_MemberTransaction?startDate=${manilaDay(41)}&endDate=${manilaDay(0)}`,
    );
    expect(lastMonths.body.value.totalCount).toBe(45);
    const tomorrow = manilaDay(-1);
    const none = await call<{ totalCount: number }>(
      'GET',
      `/wps/relay/ODS2_MemberTransaction?startDate=${tomorrow}&endDate=${tomorrow}`,
    );
    expect(none.body.value.totalCount).toBe(0);
  });
});

describe('bets', () => {
  it('pages the bets with stake and payout, the newest still open', async () => {
    const page = await call<{
      list: { stake: number; payout: number | null; status: string }[];
      totalCount: number;
    }>('GET', '/wps/relay/ODS2_MemberBetReport?pageNo=1&pageSize=10');
    expect(page.body.value.totalCount).toBe(36);
    expect(page.body.value.list[0]).toMatchObject({ stake: 50, payout: null, status: 'open' });
    expect(page.body.value.list[1]).toMatchObject({ status: 'settled' });
  });
});
