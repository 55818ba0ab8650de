/**
 * The sandbox's money (issue 13): wallets and transfers, deposits (manual, payment gateway) and
 * their settling, bank cards, the withdrawal password, withdrawals and their settling, and the
 * reports. Every amount is checked to the centavo; a repeated request key moves money once.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../src/index.ts';
import { useSandbox } from './helpers/gateway.ts';

const gw = useSandbox({ as: DEMO_MEMBER });
const START = 125_050;

async function money() {
  const { body } = await gw.control<{
    balanceCents: number;
    gameWalletsCents: Record<string, number>;
    deposits: { orderNo: string; status: string }[];
    withdrawals: { orderNo: string; status: string }[];
  }>('GET', '/money?username=demo');
  return body;
}

const settle = (orderNo: string, status: 'approved' | 'rejected') =>
  gw.control('POST', `/money/${orderNo}`, { status });

const transfer = (from: string, to: string, amount: string | number, requestKey?: string) =>
  gw.call('POST', '/wps/relay/GCS_walletTransfer', { from, to, amount, requestKey });

const manualDeposit = (fields: Record<string, unknown>) =>
  gw.call<{ orderNo: string; reference: string; status: string; amount: number }>(
    'POST',
    '/wps/relay/MCS2_depositManualTransfer',
    { bankCode: 'BDO', depositorName: 'Juan', ...fields },
  );

const withdraw = (fields: Record<string, unknown>) =>
  gw.encrypted<{ orderNo: string; status: string }>('POST', '/wps/transaction/withdraw', {
    paymentPassword: '246810',
    ...fields,
  });

const setPaymentPassword = (fields: Record<string, string>) =>
  gw.encrypted('PUT', '/wps/member/paymentPassword', fields);

/** Sets the withdrawal password 246810 and binds a BDO account; the card's id. */
async function readyToWithdraw(): Promise<number> {
  await setPaymentPassword({ paymentPassword: '246810', confirmPaymentPassword: '246810' });
  const bound = await gw.encrypted<{ id: number }>('PUT', '/wps/member/bankCard', {
    bankCode: 'BDO',
    accountName: 'Juan Dela Cruz',
    accountNo: '001234567890',
  });
  return bound.body.value.id;
}

describe('wallets', () => {
  it('answers the balance and GCS_merchantWallet with the main wallet', async () => {
    expect(await gw.value('GET', '/wps/relay/GCS_merchantWallet')).toEqual({
      isSingle: true,
      sumBalance: 1250.5,
      currency: 'PHP',
    });
    expect(await gw.value('GET', '/wps/v2/wallets/balance?typeId=0')).toMatchObject({
      sumBalance: 1250.5,
      balance: [{ accountTypeId: 2, availBalance: 1250.5 }],
    });
  });

  it('lists the main wallet and the game wallets, and transfers between them to the centavo', async () => {
    expect(await gw.value('GET', '/wps/wallets/gcs')).toEqual({
      wallets: [
        { walletCode: 'MAIN', name: 'Main wallet', balance: 1250.5 },
        { walletCode: 'EG4', name: 'Evolution', balance: 0 },
        { walletCode: 'SA', name: 'SA Gaming', balance: 150 },
        { walletCode: 'SB', name: 'Saba Sports', balance: 0 },
      ],
    });
    expect((await transfer('MAIN', 'EG4', '0.30', 'transfer-0001')).body.success).toBe(true);
    // The same request again (a double tap): the same answer, the money moved once.
    await transfer('MAIN', 'EG4', '0.30', 'transfer-0001');
    await transfer('SA', 'MAIN', 0.1);
    const after = await money();
    expect(after.balanceCents).toBe(START - 30 + 10);
    expect(after.gameWalletsCents).toEqual({ EG4: 30, SA: 14_990, SB: 0 });
  });

  it.each([
    ['an empty game wallet', 'SB', 'MAIN', '1', 'balance.insufficient'],
    ['the same wallet twice', 'MAIN', 'MAIN', '1', 'wallet.not.found'],
    ['three decimals', 'MAIN', 'SA', '1.005', 'request_param_err'],
  ])('refuses a transfer from %s', async (_case, from, to, amount, errorCode) => {
    const { status, body } = await transfer(from, to, amount);
    expect(status).toBe(400);
    expect(body.errorCode).toBe(errorCode);
    expect((await money()).balanceCents).toBe(START);
  });
});

describe('deposits', () => {
  it('takes a manual transfer as pending and credits it, with its bonus, once approved', async () => {
    const deposit = await manualDeposit({
      amount: '1000.10',
      promoId: 502,
      requestKey: 'dep-00001',
    });
    expect(deposit.body.value).toMatchObject({ status: 'pending', amount: 1000.1 });
    expect(deposit.body.value.reference).toMatch(/^REF\d{6}$/);
    expect((await money()).balanceCents).toBe(START);

    await settle(deposit.body.value.orderNo, 'approved');
    // 1000.10 plus the 10% reload bonus (100.01).
    expect((await money()).balanceCents).toBe(START + 100_010 + 10_001);
    const settledAgain = await settle(deposit.body.value.orderNo, 'rejected');
    expect(settledAgain.status).toBe(200);
    expect((await money()).balanceCents).toBe(START + 100_010 + 10_001);

    const report = await gw.value<{ list: { status: string }[] }>(
      'GET',
      '/wps/relay/MCS2_depositTransactioNReport?pageNo=1&pageSize=10',
    );
    expect(report.list[0]).toMatchObject({ status: 'approved' });
  });

  it.each([
    ['an amount under the minimum', { amount: '99.99' }, 'amount.out.of.range'],
    ['a bank that takes no deposits', { bankCode: 'XYZ', amount: '100' }, 'bank.not.supported'],
    ['a promotion the amount misses', { amount: '100', promoId: 502 }, 'deposit.promo.invalid'],
  ])('refuses %s', async (_case, fields, errorCode) => {
    expect((await manualDeposit(fields)).body.errorCode).toBe(errorCode);
  });

  it('hands a gateway deposit to the payment page, which returns the player with the outcome', async () => {
    const deposit = await gw.call<{ orderNo: string; payUrl: string }>(
      'POST',
      '/wps/relay/MCS2_depositPaymentGateway',
      { vendor: 'GCASHPAY', amount: 250, returnUrl: 'https://site.example/m/voucherCenter' },
    );
    const payUrl = new URL(deposit.body.value.payUrl);
    const page = await gw.app.inject({ method: 'GET', url: payUrl.pathname });
    expect(page.body).toContain('Pay PHP 250.00');
    const paid = await gw.app.inject({ method: 'GET', url: `${payUrl.pathname}?action=pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `https://site.example/m/voucherCenter?deposit=${deposit.body.value.orderNo}&status=approved`,
    );
    expect((await money()).balanceCents).toBe(START + 25_000);
  });
});

describe('withdrawals', () => {
  it('needs a withdrawal password, set once, changed only with the old one', async () => {
    const has = await gw.value<{ hasPassword: boolean }>(
      'GET',
      '/wps/member/hasWithdrawalPassword',
    );
    expect(has.hasPassword).toBe(false);
    const set = await setPaymentPassword({
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(set.body.success).toBe(true);
    const again = await setPaymentPassword({
      paymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    expect(again.body.errorCode).toBe('payment.password.incorrect');
    const changed = await setPaymentPassword({
      oldPaymentPassword: '135790',
      paymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    expect(changed.body.success).toBe(true);
  });

  it('binds accounts, masked in the list, at most three', async () => {
    await readyToWithdraw();
    const cards = await gw.value<{ list: unknown[] }>('GET', '/wps/relay/MCS2_bankCards');
    expect(cards.list).toEqual([
      expect.objectContaining({ bankName: 'BDO Unibank', accountNo: '********7890' }),
    ]);
    const duplicate = await gw.encrypted('PUT', '/wps/member/bankCard', {
      bankCode: 'BPI',
      accountName: 'Juan Dela Cruz',
      accountNo: '001234567890',
    });
    expect(duplicate.body.errorCode).toBe('card.exists');
  });

  it.each([
    [
      'a wrong withdrawal password',
      { amount: '200.00', paymentPassword: '000000' },
      'payment.password.incorrect',
    ],
    ['more than the balance', { amount: '1250.51' }, 'balance.insufficient'],
    ['an amount under the minimum', { amount: '99.99' }, 'amount.out.of.range'],
  ])('refuses %s and moves nothing', async (_case, fields, errorCode) => {
    const bankCardId = await readyToWithdraw();
    const refused = await withdraw({ bankCardId, ...fields });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe(errorCode);
    expect(await money()).toMatchObject({ balanceCents: START, withdrawals: [] });
  });

  it('takes the money at the request, once per key; a rejection gives it back', async () => {
    const bankCardId = await readyToWithdraw();
    const request = { amount: '200.25', bankCardId, requestKey: 'wd-000000001' };
    const first = await withdraw(request);
    const second = await withdraw(request);
    expect(first.body.value.status).toBe('pending');
    expect(second.body.value.orderNo).toBe(first.body.value.orderNo);
    const after = await money();
    expect(after.withdrawals).toHaveLength(1);
    expect(after.balanceCents).toBe(START - 20_025);

    await settle(first.body.value.orderNo, 'rejected');
    expect((await money()).balanceCents).toBe(START);
    const report = await gw.value<{ list: unknown[] }>(
      'GET',
      '/wps/relay/MCS2_WithdrawTransactionReport',
    );
    expect(report.list[0]).toMatchObject({ status: 'rejected', accountNo: '********7890' });
  });
});

describe('records', () => {
  /** The Manila date `daysAgo` days back (negative: ahead). */
  const manilaDay = (daysAgo: number) =>
    new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const transactions = (query: string) =>
    gw.value<{
      list: { txCode: string; balanceAfter: number }[];
      totalCount: number;
      totalPages: number;
    }>('GET', `/wps/relay/ODS2_MemberTransaction?${query}`);

  it('pages the transactions, by date and by code, with the code list', async () => {
    const codes = await gw.value<{ list: { code: string }[] }>('GET', '/wps/relay/GLS2_TxCodeList');
    expect(codes.list.map((c) => c.code)).toContain('BET');
    const all = await transactions('pageNo=1&pageSize=20');
    expect(all).toMatchObject({ totalCount: 45, totalPages: 3 });
    expect(all.list[0]?.balanceAfter).toBe(1250.5);
    const bets = await transactions('txCode=BET&pageSize=100');
    expect(bets.list.every((e) => e.txCode === 'BET')).toBe(true);
    const lastMonths = await transactions(`startDate=${manilaDay(41)}&endDate=${manilaDay(0)}`);
    expect(lastMonths.totalCount).toBe(45);
    const tomorrow = manilaDay(-1);
    expect((await transactions(`startDate=${tomorrow}&endDate=${tomorrow}`)).totalCount).toBe(0);
  });

  it('pages the bets with stake and payout, the newest still open', async () => {
    const page = await gw.value<{ list: unknown[]; totalCount: number }>(
      'GET',
      '/wps/relay/ODS2_MemberBetReport?pageNo=1&pageSize=10',
    );
    expect(page.totalCount).toBe(36);
    expect(page.list[0]).toMatchObject({ stake: 50, payout: null, status: 'open' });
    expect(page.list[1]).toMatchObject({ status: 'settled' });
  });
});
