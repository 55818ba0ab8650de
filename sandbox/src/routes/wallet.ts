/**
 * Wallet, deposit, withdrawal and records (issue 13; spec section 7 "Wallet, withdraw, deposit";
 * shapes ours, see data/money.ts). Amounts arrive as decimal strings ("1250.50") or JSON numbers
 * with at most two decimals, and leave as JSON numbers like the gateway's balance; inside, every
 * amount is whole minor units and every change of the main wallet is a ledger entry.
 *
 * Money actions take a `requestKey`: the same key again gets the first answer back and moves no
 * money (a double tap, a retried request). Deposits and withdrawals wait in `pending` until a
 * `/__sandbox/` control (or, for a payment gateway, its page) settles them.
 */
import { formatAmount, minorFromGatewayNumber, parseAmount } from '@app/contracts';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  BANKS,
  DEPOSIT_PROMOS,
  GAME_WALLETS,
  MERCHANT_ACCOUNTS,
  PAYMENT_GATEWAYS,
  TX_CODES,
  WITHDRAW_LIMITS,
  bankName,
} from '../data/money.ts';
import type { HandlerMap, SandboxDeps } from '../gateway/context.ts';
import { requireAccount } from '../gateway/context.ts';
import { GatewayError, parseInput } from '../gateway/errors.ts';
import { hashPassword, verifyPassword } from '../state/passwords.ts';
import type { SandboxStore } from '../state/store.ts';
import type { Deposit, MoneyStatus, WalletState, Withdrawal } from '../state/types.ts';

const MAX_CARDS = 3;
const MAIN = 'MAIN';
/** Manila: the day of a date filter starts at midnight UTC+8. */
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** A decimal string or a JSON number with at most two decimals, in minor units. */
const AmountSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const minor =
    typeof value === 'string'
      ? parseAmount(value)
      : Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
        ? minorFromGatewayNumber(value)
        : null;
  if (minor === null || minor <= 0) {
    ctx.addIssue({ code: 'custom', message: 'amount' });
    return z.NEVER;
  }
  return minor;
});
const RequestKeySchema = z
  .string()
  .regex(/^[\w-]{8,64}$/)
  .optional();
const PageSchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    startDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    endDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  })
  .loose();

const TransferSchema = z.object({
  from: z.string().max(20),
  to: z.string().max(20),
  amount: AmountSchema,
  requestKey: RequestKeySchema,
});
const ManualDepositSchema = z.object({
  bankCode: z.string().max(20),
  amount: AmountSchema,
  depositorName: z.string().trim().min(1).max(60),
  promoId: z.coerce.number().int().optional(),
  requestKey: RequestKeySchema,
});
const GatewayDepositSchema = z.object({
  vendor: z.string().max(20),
  amount: AmountSchema,
  returnUrl: z.string().max(500),
  promoId: z.coerce.number().int().optional(),
  requestKey: RequestKeySchema,
});
const BindCardSchema = z.object({
  bankCode: z.string().max(20),
  accountName: z.string().trim().min(2).max(60),
  accountNo: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/),
});
const PaymentPasswordSchema = z.object({
  oldPaymentPassword: z.string().max(64).optional(),
  paymentPassword: z.string().regex(/^\d{6}$/),
  confirmPaymentPassword: z.string().max(64),
});
const WithdrawSchema = z.object({
  amount: AmountSchema,
  bankCardId: z.coerce.number().int(),
  paymentPassword: z.string().max(64),
  requestKey: RequestKeySchema,
});
const TransactionsSchema = PageSchema.extend({ txCode: z.string().max(10).optional() });

const refuse = (errorCode: string, message: string) => new GatewayError(400, errorCode, message);
const amount = (minor: number) => minor / 100;

function dayRange(start?: string, end?: string): { from: number; to: number } {
  const day = (text: string) => Date.parse(`${text}T00:00:00Z`) - MANILA_OFFSET_MS;
  return {
    from: start ? day(start) : 0,
    to: end ? day(end) + 86_400_000 : Number.MAX_SAFE_INTEGER,
  };
}

function paged<T>(items: readonly T[], pageNo: number, pageSize: number) {
  const totalCount = items.length;
  return {
    list: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
  };
}

/** The answer given to this key before, or the new one, remembered. */
export function once<T>(wallet: WalletState, key: string | undefined, act: () => T): T {
  if (!key) return act();
  if (Object.hasOwn(wallet.answered, key)) return wallet.answered[key] as T;
  const answer = act();
  wallet.answered[key] = answer;
  return answer;
}

function orderNo(prefix: string): string {
  return `${prefix}${Date.now()}${randomBytes(2).toString('hex').toUpperCase()}`;
}

const maskAccountNo = (accountNo: string) =>
  `${'*'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`;

function depositValue(d: Deposit) {
  return {
    orderNo: d.orderNo,
    channel: d.channel,
    via: d.via,
    amount: amount(d.amountCents),
    reference: d.reference,
    promoId: d.promoId,
    status: d.status,
    createdAt: d.createdAt,
    settledAt: d.settledAt,
  };
}

function withdrawalValue(w: Withdrawal, wallet: WalletState) {
  const card = wallet.bankCards.find((c) => c.id === w.bankCardId);
  return {
    orderNo: w.orderNo,
    amount: amount(w.amountCents),
    bankName: card ? bankName(card.bankCode) : null,
    accountNo: card ? maskAccountNo(card.accountNo) : null,
    status: w.status,
    createdAt: w.createdAt,
    settledAt: w.settledAt,
  };
}

/** Settles a pending deposit: approved credits it (and its promotion's bonus). */
export function settleDeposit(
  store: SandboxStore,
  accountId: number,
  deposit: Deposit,
  status: Exclude<MoneyStatus, 'pending'>,
): void {
  if (deposit.status !== 'pending') return;
  deposit.status = status;
  deposit.settledAt = Date.now();
  if (status === 'approved') {
    store.post(accountId, 'DEP', deposit.amountCents, `Deposit ${deposit.orderNo}`);
    const promo = DEPOSIT_PROMOS.find((p) => p.promoId === deposit.promoId);
    if (promo) {
      const bonus = Math.min(
        promo.maxBonusCents,
        Math.floor((deposit.amountCents * promo.bonusPercent) / 100),
      );
      if (bonus > 0) store.post(accountId, 'BON', bonus, promo.title);
    }
  }
  store.changed();
}

/** Settles a pending withdrawal: the money left at the request; a rejection gives it back. */
export function settleWithdrawal(
  store: SandboxStore,
  accountId: number,
  withdrawal: Withdrawal,
  status: Exclude<MoneyStatus, 'pending'>,
): void {
  if (withdrawal.status !== 'pending') return;
  withdrawal.status = status;
  withdrawal.settledAt = Date.now();
  if (status === 'rejected') {
    store.post(
      accountId,
      'WDR',
      withdrawal.amountCents,
      `Withdrawal ${withdrawal.orderNo} returned`,
    );
  }
  store.changed();
}

export function walletHandlers(deps: SandboxDeps): HandlerMap {
  const { store } = deps;

  return {
    gcsWallets: (ctx) => {
      const { account } = requireAccount(ctx);
      const wallet = store.wallet(account.id);
      return {
        wallets: [
          { walletCode: MAIN, name: 'Main wallet', balance: amount(account.balanceCents) },
          ...GAME_WALLETS.map((w) => ({
            walletCode: w.walletCode,
            name: w.name,
            balance: amount(wallet.gameWalletsCents[w.walletCode] ?? 0),
          })),
        ],
      };
    },

    walletTransfer: (ctx) => {
      const { account } = requireAccount(ctx);
      const body = parseInput(TransferSchema, ctx.payload);
      const wallet = store.wallet(account.id);
      const known = (code: string) =>
        code === MAIN || GAME_WALLETS.some((w) => w.walletCode === code);
      if (!known(body.from) || !known(body.to) || body.from === body.to) {
        throw refuse('wallet.not.found', 'Choose two different wallets');
      }
      return once(wallet, body.requestKey && `transfer:${body.requestKey}`, () => {
        const fromGame = body.from !== MAIN;
        const available = fromGame
          ? (wallet.gameWalletsCents[body.from] ?? 0)
          : account.balanceCents;
        if (body.amount > available) throw refuse('balance.insufficient', 'Insufficient balance');
        const label = `${body.from} to ${body.to}`;
        if (fromGame) {
          wallet.gameWalletsCents[body.from] = available - body.amount;
          store.post(account.id, 'TRF', body.amount, label);
        } else {
          store.post(account.id, 'TRF', -body.amount, label);
          wallet.gameWalletsCents[body.to] = (wallet.gameWalletsCents[body.to] ?? 0) + body.amount;
        }
        store.changed();
        return { success: true, amount: amount(body.amount) };
      });
    },

    depositSettings: (ctx) => {
      const { account } = requireAccount(ctx);
      const deposits = store.wallet(account.id).deposits;
      return {
        allowDeposit: 'Y',
        minimumAmount: amount(store.state.settings.depositMinCents),
        maximumAmount: amount(store.state.settings.depositMaxCents),
        totalDepositSuccessCount: deposits.filter((d) => d.status === 'approved').length,
      };
    },

    withdrawSettings: (ctx) => {
      requireAccount(ctx);
      return {
        allowWithdraw: 'Y',
        normalBankWithdrawalSwitch: 'Y',
        eWalletWithdrawalSwitch: 'Y',
        minimumAmount: amount(WITHDRAW_LIMITS.minCents),
        maximumAmount: amount(WITHDRAW_LIMITS.maxCents),
      };
    },

    depositBanks: (ctx) => {
      requireAccount(ctx);
      return {
        vendors: [
          {
            vendor: 'MANUAL',
            name: 'Bank transfer',
            gateway: false,
            banks: MERCHANT_ACCOUNTS.map((a) => ({ ...a, bankName: bankName(a.bankCode) })),
            minimumAmount: amount(store.state.settings.depositMinCents),
            maximumAmount: amount(store.state.settings.depositMaxCents),
          },
          ...PAYMENT_GATEWAYS.map((g) => ({
            vendor: g.vendor,
            name: g.name,
            gateway: true,
            banks: [],
            minimumAmount: amount(store.state.settings.depositMinCents),
            maximumAmount: amount(store.state.settings.depositMaxCents),
          })),
        ],
      };
    },

    depositPromos: (ctx) => {
      requireAccount(ctx);
      return {
        list: DEPOSIT_PROMOS.map((p) => ({
          promoId: p.promoId,
          title: p.title,
          bonusPercent: p.bonusPercent,
          maxBonus: amount(p.maxBonusCents),
          minDeposit: amount(p.minDepositCents),
        })),
      };
    },

    depositManual: (ctx) => {
      const { account } = requireAccount(ctx);
      const body = parseInput(ManualDepositSchema, ctx.payload);
      const wallet = store.wallet(account.id);
      if (!MERCHANT_ACCOUNTS.some((a) => a.bankCode === body.bankCode)) {
        throw refuse('bank.not.supported', 'This bank does not take deposits');
      }
      checkDeposit(store, body.amount, body.promoId);
      return once(wallet, body.requestKey && `deposit:${body.requestKey}`, () =>
        depositValue(
          openDeposit(store, wallet, {
            orderNo: orderNo('D'),
            channel: 'manual',
            via: body.bankCode,
            amountCents: body.amount,
            reference: `REF${store.nextMoneyId().toString().padStart(6, '0')}`,
            promoId: body.promoId ?? null,
          }),
        ),
      );
    },

    depositGateway: (ctx) => {
      const { account } = requireAccount(ctx);
      const body = parseInput(GatewayDepositSchema, ctx.payload);
      const wallet = store.wallet(account.id);
      if (!PAYMENT_GATEWAYS.some((g) => g.vendor === body.vendor)) {
        throw refuse('bank.not.supported', 'This payment method is not available');
      }
      checkDeposit(store, body.amount, body.promoId);
      return once(wallet, body.requestKey && `deposit:${body.requestKey}`, () => {
        const deposit = openDeposit(store, wallet, {
          orderNo: orderNo('P'),
          channel: 'gateway',
          via: body.vendor,
          amountCents: body.amount,
          reference: body.returnUrl,
          promoId: body.promoId ?? null,
        });
        return { ...depositValue(deposit), payUrl: `${deps.publicUrl}/pay/${deposit.orderNo}` };
      });
    },

    depositReport: (ctx) => {
      const { account } = requireAccount(ctx);
      const q = parseInput(PageSchema, ctx.query);
      const { from, to } = dayRange(q.startDate, q.endDate);
      const rows = store
        .wallet(account.id)
        .deposits.filter((d) => d.createdAt >= from && d.createdAt < to)
        .map(depositValue);
      return paged(rows, q.pageNo, q.pageSize);
    },

    bankCards: (ctx) => {
      const { account } = requireAccount(ctx);
      return {
        list: store.wallet(account.id).bankCards.map((c) => ({
          id: c.id,
          bankCode: c.bankCode,
          bankName: bankName(c.bankCode),
          accountName: c.accountName,
          accountNo: maskAccountNo(c.accountNo),
        })),
        maxCards: MAX_CARDS,
      };
    },

    bindBankCard: (ctx) => {
      const { account } = requireAccount(ctx);
      const body = parseInput(BindCardSchema, ctx.payload);
      const wallet = store.wallet(account.id);
      if (!BANKS.some((b) => b.bankCode === body.bankCode)) {
        throw refuse('bank.not.supported', 'This bank is not supported');
      }
      if (wallet.bankCards.some((c) => c.accountNo === body.accountNo)) {
        throw refuse('card.exists', 'This account is already bound');
      }
      if (wallet.bankCards.length >= MAX_CARDS) {
        throw refuse('card.limit', `At most ${MAX_CARDS} accounts can be bound`);
      }
      const card = { id: store.nextMoneyId(), ...body, createdAt: Date.now() };
      wallet.bankCards.push(card);
      store.changed();
      return { success: true, id: card.id };
    },

    withdrawBanks: (ctx) => {
      requireAccount(ctx);
      return { list: BANKS.map((b) => ({ ...b })) };
    },

    hasWithdrawalPassword: (ctx) => {
      const { account } = requireAccount(ctx);
      return { hasPassword: store.wallet(account.id).paymentPasswordHash !== null };
    },

    paymentPassword: (ctx) => {
      const { account } = requireAccount(ctx);
      const body = parseInput(PaymentPasswordSchema, ctx.payload);
      const wallet = store.wallet(account.id);
      if (body.paymentPassword !== body.confirmPaymentPassword) {
        throw refuse('payment.password.confirm', 'Confirmation password not matched');
      }
      if (wallet.paymentPasswordHash !== null) {
        const old = body.oldPaymentPassword ?? '';
        if (!verifyPassword(old, wallet.paymentPasswordHash)) {
          throw refuse('payment.password.incorrect', 'The withdrawal password is incorrect');
        }
      }
      wallet.paymentPasswordHash = hashPassword(body.paymentPassword);
      store.changed();
      return { success: true };
    },

    withdraw: (ctx) => {
      const { account } = requireAccount(ctx);
      const body = parseInput(WithdrawSchema, ctx.payload);
      const wallet = store.wallet(account.id);
      return once(wallet, body.requestKey && `withdraw:${body.requestKey}`, () => {
        if (wallet.paymentPasswordHash === null) {
          throw refuse('payment.password.required', 'Set a withdrawal password first');
        }
        if (!verifyPassword(body.paymentPassword, wallet.paymentPasswordHash)) {
          throw refuse('payment.password.incorrect', 'The withdrawal password is incorrect');
        }
        if (!wallet.bankCards.some((c) => c.id === body.bankCardId)) {
          throw refuse('card.not.found', 'Choose a bound account');
        }
        if (body.amount < WITHDRAW_LIMITS.minCents || body.amount > WITHDRAW_LIMITS.maxCents) {
          throw refuse(
            'amount.out.of.range',
            `Withdraw between ${formatAmount(WITHDRAW_LIMITS.minCents)} and ${formatAmount(WITHDRAW_LIMITS.maxCents)}`,
          );
        }
        const withdrawal: Withdrawal = {
          orderNo: orderNo('W'),
          bankCardId: body.bankCardId,
          amountCents: body.amount,
          status: 'pending',
          createdAt: Date.now(),
          settledAt: null,
        };
        // The money leaves the main wallet now; a rejection gives it back.
        if (!store.post(account.id, 'WDR', -body.amount, `Withdrawal ${withdrawal.orderNo}`)) {
          throw refuse('balance.insufficient', 'Insufficient balance');
        }
        wallet.withdrawals.unshift(withdrawal);
        store.changed();
        return withdrawalValue(withdrawal, wallet);
      });
    },

    withdrawReport: (ctx) => {
      const { account } = requireAccount(ctx);
      const q = parseInput(PageSchema, ctx.query);
      const { from, to } = dayRange(q.startDate, q.endDate);
      const wallet = store.wallet(account.id);
      const rows = wallet.withdrawals
        .filter((w) => w.createdAt >= from && w.createdAt < to)
        .map((w) => withdrawalValue(w, wallet));
      return paged(rows, q.pageNo, q.pageSize);
    },

    txCodes: () => ({ list: TX_CODES.map((c) => ({ ...c })) }),

    /** The member's bets (name ours): stake, payout (null while open), by Manila day. */
    memberBets: (ctx) => {
      const { account } = requireAccount(ctx);
      const q = parseInput(PageSchema, ctx.query);
      const { from, to } = dayRange(q.startDate, q.endDate);
      const rows = store
        .wallet(account.id)
        .bets.filter((b) => b.createdAt >= from && b.createdAt < to)
        .map((b) => ({
          betId: b.betId,
          gameName: b.gameName,
          vendor: b.vendor,
          gameType: b.gameType,
          stake: amount(b.stakeCents),
          payout: b.payoutCents === null ? null : amount(b.payoutCents),
          status: b.payoutCents === null ? 'open' : 'settled',
          createdAt: b.createdAt,
        }));
      return paged(rows, q.pageNo, q.pageSize);
    },

    memberTransactions: (ctx) => {
      const { account } = requireAccount(ctx);
      const q = parseInput(TransactionsSchema, ctx.query);
      const { from, to } = dayRange(q.startDate, q.endDate);
      const rows = store
        .wallet(account.id)
        .ledger.filter(
          (e) => e.createdAt >= from && e.createdAt < to && (!q.txCode || e.txCode === q.txCode),
        )
        .map((e) => ({
          id: e.id,
          txCode: e.txCode,
          amount: amount(e.amountCents),
          balanceAfter: amount(e.balanceAfterCents),
          createdAt: e.createdAt,
          remark: e.remark,
        }));
      return paged(rows, q.pageNo, q.pageSize);
    },
  };
}

/** A new deposit, pending until the operator (or the payment page) settles it; newest first. */
function openDeposit(
  store: SandboxStore,
  wallet: WalletState,
  order: Omit<Deposit, 'status' | 'createdAt' | 'settledAt'>,
): Deposit {
  const deposit: Deposit = { ...order, status: 'pending', createdAt: Date.now(), settledAt: null };
  wallet.deposits.unshift(deposit);
  store.changed();
  return deposit;
}

function checkDeposit(store: SandboxStore, minor: number, promoId: number | undefined): void {
  const { depositMinCents, depositMaxCents } = store.state.settings;
  if (minor < depositMinCents || minor > depositMaxCents) {
    throw refuse(
      'amount.out.of.range',
      `Deposit between ${formatAmount(depositMinCents)} and ${formatAmount(depositMaxCents)}`,
    );
  }
  if (promoId === undefined) return;
  const promo = DEPOSIT_PROMOS.find((p) => p.promoId === promoId);
  if (!promo || minor < promo.minDepositCents) {
    throw refuse('deposit.promo.invalid', 'This promotion does not apply to this deposit');
  }
}
