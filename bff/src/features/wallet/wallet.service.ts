/**
 * The wallet (issue 13): what the member centre, deposit, withdraw and records screens ask.
 * Amounts are minor units here (parsed once from the player's text, `parseAmount`) and amount
 * texts on the way out. Every refusal the page can foresee is made here before the gateway is
 * asked (an amount above the balance or outside the limits, the same wallet twice), and again by
 * the gateway; money actions run once per request key (once.ts).
 */
import {
  amountText,
  DepositSchema,
  GatewayDepositResultSchema,
  OkSchema,
  parseAmount,
  WithdrawalSchema,
  type Bet,
  type BindCardInput,
  type DateRange,
  type Deposit,
  type DepositOptions,
  type GatewayDepositInput,
  type ManualDepositInput,
  type PaymentPasswordInput,
  type Transaction,
  type TransferInput,
  type Wallets,
  type Withdrawal,
  type WithdrawInput,
  type WithdrawOptions,
} from '@app/contracts';
import { safeUrlFor } from '../../lib/safe-url.ts';
import { AppError } from '../../trpc/errors.ts';
import type { Context } from '../../trpc/context.ts';
import { memberOf, once } from './once.ts';
import { isWrongPaymentPassword, withdrawPasswordAttempts } from './withdraw-password.ts';
import {
  depositOf,
  fetchBankCards,
  fetchBets,
  fetchDepositChannels,
  fetchDepositLimits,
  fetchDepositPromos,
  fetchDeposits,
  fetchHasPaymentPassword,
  fetchTransactions,
  fetchTxCodes,
  fetchWallets,
  fetchWithdrawBanks,
  fetchWithdrawLimits,
  fetchWithdrawals,
  postGatewayDeposit,
  postManualDeposit,
  postTransfer,
  postWithdraw,
  putBankCard,
  putPaymentPassword,
  type Limits,
  type Page,
  type ReportQuery,
} from './wallet.upstream.ts';

type WalletContext = Pick<Context, 'gateway' | 'store' | 'session' | 'config' | 'origin' | 'log'>;

const MAIN_WALLET = 'MAIN';
const RECORDS_PAGE_SIZE = 24;
/** Manila is UTC+8 all year: a record's day is the player's day. */
const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The first and last Manila day of a preset, as the gateway's `YYYY-MM-DD`. */
export function rangeDays(
  range: DateRange,
  now = Date.now(),
): { startDate: string; endDate: string } {
  const day = (daysAgo: number) =>
    new Date(now + MANILA_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
  switch (range) {
    case 'today':
      return { startDate: day(0), endDate: day(0) };
    case 'yesterday':
      return { startDate: day(1), endDate: day(1) };
    case '7days':
      return { startDate: day(6), endDate: day(0) };
    case '30days':
      return { startDate: day(29), endDate: day(0) };
  }
}

function report(range: DateRange, cursor: number): ReportQuery {
  return { ...rangeDays(range), pageNo: cursor, pageSize: RECORDS_PAGE_SIZE };
}

/** The player's amount text in minor units (the contract has already checked it). */
function minorOf(amount: string): number {
  const minor = parseAmount(amount);
  if (minor === null || minor <= 0) {
    throw new AppError('BAD_REQUEST', 'invalid_input', {
      fieldErrors: { amount: ['validation.amount'] },
    });
  }
  return minor;
}

function assertWithin(minor: number, limits: Limits): void {
  if (minor < limits.minMinor || minor > limits.maxMinor) {
    throw new AppError('BAD_REQUEST', 'amount_out_of_range', {
      fieldErrors: { amount: ['validation.amountRange'] },
    });
  }
}

const limitsText = (limits: Limits) => ({
  min: amountText(limits.minMinor),
  max: amountText(limits.maxMinor),
});

/* ---------------------------------------------------------------------------- wallets */

export async function getWallets(ctx: WalletContext): Promise<Wallets> {
  const wallets = await fetchWallets(ctx.gateway);
  return {
    wallets: wallets.map((w) => ({
      code: w.walletCode,
      name: w.name,
      balance: amountText(w.balance),
    })),
    total: amountText(wallets.reduce((sum, w) => sum + w.balance, 0)),
  };
}

export async function transfer(ctx: WalletContext, input: TransferInput): Promise<{ ok: true }> {
  const member = await memberOf(ctx);
  const amountMinor = minorOf(input.amount);
  const wallets = await fetchWallets(ctx.gateway);
  const from = wallets.find((w) => w.walletCode === input.from);
  if (!from || !wallets.some((w) => w.walletCode === input.to)) {
    throw new AppError('BAD_REQUEST', 'invalid_input', {
      fieldErrors: { to: ['validation.invalid'] },
    });
  }
  if (amountMinor > from.balance) throw new AppError('BAD_REQUEST', 'balance_insufficient');
  return once(ctx.store, `transfer:${member}`, input.requestKey, OkSchema, async () => {
    await postTransfer(ctx.gateway, { ...input, amountMinor });
    return { ok: true as const };
  });
}

/* ---------------------------------------------------------------------------- deposits */

export async function getDepositOptions(ctx: WalletContext): Promise<DepositOptions> {
  const [limits, channels, promos] = await Promise.all([
    fetchDepositLimits(ctx.gateway),
    fetchDepositChannels(ctx.gateway),
    fetchDepositPromos(ctx.gateway),
  ]);
  return {
    allowed: limits.allowed,
    limits: limitsText(limits),
    channels: channels.map((c) => ({
      vendor: c.vendor,
      name: c.name,
      gateway: c.gateway,
      banks: c.banks,
    })),
    promotions: promos.map((p) => ({
      promoId: p.promoId,
      title: p.title,
      bonusPercent: p.bonusPercent,
      maxBonus: amountText(p.maxBonus),
      minDeposit: amountText(p.minDeposit),
    })),
  };
}

async function depositLimits(ctx: WalletContext, amountMinor: number): Promise<void> {
  const limits = await fetchDepositLimits(ctx.gateway);
  if (!limits.allowed) throw new AppError('FORBIDDEN', 'deposit_not_allowed');
  assertWithin(amountMinor, limits);
}

export async function depositManual(
  ctx: WalletContext,
  input: ManualDepositInput,
): Promise<Deposit> {
  const member = await memberOf(ctx);
  const amountMinor = minorOf(input.amount);
  await depositLimits(ctx, amountMinor);
  return once(ctx.store, `deposit:${member}`, input.requestKey, DepositSchema, async () =>
    depositOf(await postManualDeposit(ctx.gateway, { ...input, amountMinor })),
  );
}

export async function depositGateway(
  ctx: WalletContext,
  input: GatewayDepositInput,
): Promise<{ orderNo: string; status: 'pending' | 'approved' | 'rejected'; payUrl: string }> {
  const member = await memberOf(ctx);
  const amountMinor = minorOf(input.amount);
  await depositLimits(ctx, amountMinor);
  // The gateway's page sends the player back here, to the deposit screen's pending state.
  const returnUrl = `${ctx.origin}/m/voucherCenter`;
  return once(
    ctx.store,
    `deposit:${member}`,
    input.requestKey,
    GatewayDepositResultSchema,
    async () => {
      const order = await postGatewayDeposit(ctx.gateway, { ...input, amountMinor, returnUrl });
      const payUrl = order.payUrl ? safeUrlFor(ctx.log)(order.payUrl, 'payUrl') : null;
      if (!payUrl) throw new AppError('BAD_GATEWAY', 'service_unavailable');
      return { orderNo: order.orderNo, status: order.status, payUrl };
    },
  );
}

export function getDeposits(
  ctx: WalletContext,
  input: { range: DateRange; cursor: number },
): Promise<Page<Deposit>> {
  return fetchDeposits(ctx.gateway, report(input.range, input.cursor));
}

/* ------------------------------------------------------------------------- withdrawals */

export async function getWithdrawOptions(ctx: WalletContext): Promise<WithdrawOptions> {
  const [limits, cards, banks, hasPassword, wallets] = await Promise.all([
    fetchWithdrawLimits(ctx.gateway),
    fetchBankCards(ctx.gateway),
    fetchWithdrawBanks(ctx.gateway),
    fetchHasPaymentPassword(ctx.gateway),
    fetchWallets(ctx.gateway),
  ]);
  const main = wallets.find((w) => w.walletCode === MAIN_WALLET);
  return {
    allowed: limits.allowed,
    limits: limitsText(limits),
    balance: amountText(main?.balance ?? 0),
    cards: cards.list.map((c) => ({
      id: c.id,
      bankName: c.bankName,
      accountName: c.accountName,
      accountNo: c.accountNo,
    })),
    maxCards: cards.maxCards ?? 3,
    banks,
    hasPaymentPassword: hasPassword,
  };
}

export async function bindCard(ctx: WalletContext, input: BindCardInput): Promise<{ ok: true }> {
  await putBankCard(ctx.gateway, input);
  return { ok: true };
}

export async function setPaymentPassword(
  ctx: WalletContext,
  input: PaymentPasswordInput,
): Promise<{ ok: true }> {
  await putPaymentPassword(ctx.gateway, input);
  return { ok: true };
}

export async function withdraw(ctx: WalletContext, input: WithdrawInput): Promise<Withdrawal> {
  const member = await memberOf(ctx);
  // A paused member (too many wrong PINs) is refused before any gateway call.
  const passwordAttempts = withdrawPasswordAttempts(ctx);
  await passwordAttempts.assertOpen(member);
  const amountMinor = minorOf(input.amount);
  const [limits, wallets] = await Promise.all([
    fetchWithdrawLimits(ctx.gateway),
    fetchWallets(ctx.gateway),
  ]);
  if (!limits.allowed) throw new AppError('FORBIDDEN', 'withdraw_not_allowed');
  const balance = wallets.find((w) => w.walletCode === MAIN_WALLET)?.balance ?? 0;
  if (amountMinor > balance) {
    throw new AppError('BAD_REQUEST', 'balance_insufficient', {
      fieldErrors: { amount: ['validation.amountBalance'] },
    });
  }
  assertWithin(amountMinor, limits);
  // Inside `once`: a double tap (same request key) waits for the first answer, never a 2nd try.
  return once(ctx.store, `withdraw:${member}`, input.requestKey, WithdrawalSchema, () =>
    passwordAttempts.attempt(
      member,
      () => postWithdraw(ctx.gateway, { ...input, amountMinor }),
      isWrongPaymentPassword,
    ),
  );
}

export function getWithdrawals(
  ctx: WalletContext,
  input: { range: DateRange; cursor: number },
): Promise<Page<Withdrawal>> {
  return fetchWithdrawals(ctx.gateway, report(input.range, input.cursor));
}

/* ----------------------------------------------------------------------------- records */

export function getTxCodes(ctx: WalletContext): Promise<{ code: string; name: string }[]> {
  return fetchTxCodes(ctx.gateway);
}

export async function getTransactions(
  ctx: WalletContext,
  input: { range: DateRange; cursor: number; code?: string | undefined },
): Promise<Page<Transaction>> {
  const codes = await fetchTxCodes(ctx.gateway);
  return fetchTransactions(
    ctx.gateway,
    { ...report(input.range, input.cursor), ...(input.code ? { txCode: input.code } : {}) },
    new Map(codes.map((c) => [c.code, c.name])),
  );
}

export function getBets(
  ctx: WalletContext,
  input: { range: DateRange; cursor: number },
): Promise<Page<Bet>> {
  return fetchBets(ctx.gateway, report(input.range, input.cursor));
}
