/**
 * Wallet, deposit, withdrawal and records (issue 13; spec section 7 "Wallet, withdraw, deposit";
 * shapes ours, see wallet.data.ts). Amounts arrive as decimal strings ("1250.50") or JSON numbers
 * with at most two decimals, and leave as JSON numbers like the gateway's balance; inside, every
 * amount is whole minor units and every change of the main wallet is a ledger entry.
 *
 * Money actions take a `requestKey`: the same key again gets the first answer back and moves no
 * money (a double tap, a retried request). Deposits and withdrawals wait in `pending` until a
 * `/__sandbox/` control (or, for a payment gateway, its page) settles them.
 */
import { formatAmount } from '@app/contracts';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { requireAccount } from '../../gateway/context.ts';
import { defineRelays } from '../../gateway/domain.ts';
import { relay } from '../../gateway/endpoint.ts';
import { GatewayError, parseInput } from '../../gateway/errors.ts';
import { AmountSchema, RequestKeySchema, pageOf, text } from '../../shared/input.ts';
import { manilaDayRange } from '../../shared/manila.ts';
import { hashPassword, verifyPassword } from '../../shared/passwords.ts';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { MerchantSlice } from '../system/merchant.state.ts';
import {
  BANK_NAMES,
  DEPOSIT_PROMOS,
  GAME_WALLETS,
  MAIN_WALLET,
  MERCHANT_ACCOUNTS,
  PAYMENT_GATEWAYS,
  TX_CODE_NAMES,
  WITHDRAW_LIMITS,
  bankName,
  isBank,
} from './wallet.data.ts';
import { WalletSlice, type Deposit, type Wallet, type Withdrawal } from './wallet.state.ts';

const MAX_CARDS = 3;

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
  requestKey: RequestKeySchema.optional(),
});
const ManualDepositSchema = z.object({
  bankCode: z.string().max(20),
  amount: AmountSchema,
  depositorName: z.string().trim().min(1).max(60),
  promoId: z.coerce.number().int().optional(),
  requestKey: RequestKeySchema.optional(),
});
const GatewayDepositSchema = z.object({
  vendor: z.string().max(20),
  amount: AmountSchema,
  returnUrl: z.string().max(500),
  promoId: z.coerce.number().int().optional(),
  requestKey: RequestKeySchema.optional(),
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
  requestKey: RequestKeySchema.optional(),
});
const TransactionsSchema = PageSchema.extend({ txCode: z.string().max(10).optional() });
const BalanceQuerySchema = z.object({ typeId: z.string().regex(/^\d+$/).optional() }).loose();
const MerchantWalletQuerySchema = z.object({ merchantCode: text(40), merchant: text(40) }).loose();

const refuse = (errorCode: string, message: string) => new GatewayError(400, errorCode, message);
const amount = (minor: number) => minor / 100;

/** A report's page of the rows in the query's Manila days. */
function report<T extends { createdAt: number }, V>(
  rows: readonly T[],
  q: { pageNo: number; pageSize: number; startDate?: string; endDate?: string },
  value: (row: T) => V,
  keep: (row: T) => boolean = () => true,
) {
  const { from, to } = manilaDayRange(q.startDate, q.endDate);
  const chosen = rows.filter((r) => r.createdAt >= from && r.createdAt < to && keep(r));
  const { page, totalCount, totalPages } = pageOf(chosen.map(value), q.pageNo, q.pageSize);
  return { list: page, pageNo: q.pageNo, pageSize: q.pageSize, totalCount, totalPages };
}

function orderNo(prefix: string): string {
  return `${prefix}${Date.now()}${randomBytes(2).toString('hex').toUpperCase()}`;
}

const maskAccountNo = (accountNo: string) =>
  `${'*'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`;

function depositValue(d: ReadonlyDeep<Deposit>) {
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

function withdrawalValue(w: ReadonlyDeep<Withdrawal>, wallet: ReadonlyDeep<Wallet>) {
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

/** The merchant's deposit limits, checked, and the promotion, if any, that the deposit takes. */
function checkDeposit(
  limits: { depositMinCents: number; depositMaxCents: number },
  minor: number,
  promoId: number | undefined,
): void {
  const { depositMinCents, depositMaxCents } = limits;
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

export const walletRelays = defineRelays(
  {
    walletBalance: {
      methods: ['GET'],
      path: '/wps/v2/wallets/balance',
      moduleIds: ['COMM3'],
      login: 'login',
      encryption: 'none',
      record: true,
    },
    merchantWallet: relay('GCS_merchantWallet', ['COMM3'], 'login'),
    gcsWallets: {
      methods: ['GET'],
      path: '/wps/wallets/gcs',
      moduleIds: ['COMM3'],
      login: 'login',
      encryption: 'none',
    },
    walletTransfer: relay('GCS_walletTransfer', ['FUNDTRANS3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    depositSettings: relay('MCSFE_getDepositSettings', ['DPSTBAS3', 'COMM3'], 'login'),
    withdrawSettings: relay('MCSFE_getWithdrawSettings', ['WITHDRAW3', 'COMM3'], 'login'),
    depositBanks: relay('MCS2_depositBanksByVendor', ['DPSTBAS3'], 'login'),
    depositPromos: relay('MCS2_depositPromoList', ['DPSTBAS3'], 'login'),
    depositManual: relay('MCS2_depositManualTransfer', ['DPSTBAS3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    depositGateway: relay('MCS2_depositPaymentGateway', ['DPSTBAS3'], 'login', {
      methods: ['POST'],
      record: true,
    }),
    depositReport: relay('MCS2_depositTransactioNReport', ['DPSTBAS3'], 'login'),
    bankCards: relay('MCS2_bankCards', ['BINDCARD3'], 'login'),
    withdrawBanks: relay('MCS2_withdrawBanks', ['WITHDRAW3'], 'login'),
    withdrawReport: relay('MCS2_WithdrawTransactionReport', ['WITHDRAW3'], 'login'),
    txCodes: relay('GLS2_TxCodeList', ['COMM3'], 'login'),
    memberTransactions: relay('ODS2_MemberTransaction', ['COMM3'], 'login'),
    memberBets: relay('ODS2_MemberBetReport', ['COMM3'], 'login'),
    bindBankCard: {
      methods: ['PUT'],
      path: '/wps/member/bankCard',
      moduleIds: ['BINDCARD3'],
      login: 'login',
      encryption: 'body',
    },
    hasWithdrawalPassword: {
      methods: ['GET'],
      path: '/wps/member/hasWithdrawalPassword',
      moduleIds: ['PAYMENTPASS3', 'COMM3'],
      login: 'login',
      encryption: 'none',
    },
    paymentPassword: {
      methods: ['PUT'],
      path: '/wps/member/paymentPassword',
      moduleIds: ['PAYMENTPASS3'],
      login: 'login',
      encryption: 'body',
    },
    withdraw: {
      methods: ['POST'],
      path: '/wps/transaction/withdraw',
      moduleIds: ['WITHDRAW3'],
      login: 'login',
      encryption: 'body',
    },
  },
  (deps) => {
    const money = deps.slice(WalletSlice);
    const merchant = deps.slice(MerchantSlice);
    const depositLimits = () => {
      const { depositMinCents, depositMaxCents } = merchant.settings();
      return { minimumAmount: amount(depositMinCents), maximumAmount: amount(depositMaxCents) };
    };

    return {
      walletBalance: (ctx) => {
        parseInput(BalanceQuerySchema, ctx.query);
        const { account } = requireAccount(ctx);
        // The gateway's JSON number: exact cents over 100 (the BFF reads it back in minor units).
        const balance = amount(money.balance(account.id));
        return {
          sumBalance: balance,
          currency: 'PHP',
          currencySymbol: '₱',
          balance: [{ accountTypeId: 2, availBalance: balance }],
        };
      },

      merchantWallet: (ctx) => {
        parseInput(MerchantWalletQuerySchema, ctx.query);
        const { account } = requireAccount(ctx);
        return { isSingle: true, sumBalance: amount(money.balance(account.id)), currency: 'PHP' };
      },

      gcsWallets: (ctx) => {
        const { account } = requireAccount(ctx);
        const wallet = money.wallet(account.id);
        return {
          wallets: [
            { walletCode: MAIN_WALLET, name: 'Main wallet', balance: amount(wallet.balanceCents) },
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
        const known = (code: string) =>
          code === MAIN_WALLET || GAME_WALLETS.some((w) => w.walletCode === code);
        if (!known(body.from) || !known(body.to) || body.from === body.to) {
          throw refuse('wallet.not.found', 'Choose two different wallets');
        }
        return money.once(account.id, body.requestKey && `transfer:${body.requestKey}`, () => {
          if (!money.transfer(account.id, body.from, body.to, body.amount)) {
            throw refuse('balance.insufficient', 'Insufficient balance');
          }
          return { success: true, amount: amount(body.amount) };
        });
      },

      depositSettings: (ctx) => {
        const { account } = requireAccount(ctx);
        const { deposits } = money.wallet(account.id);
        return {
          allowDeposit: 'Y',
          ...depositLimits(),
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
              ...depositLimits(),
            },
            ...PAYMENT_GATEWAYS.map((g) => ({
              vendor: g.vendor,
              name: g.name,
              gateway: true,
              banks: [],
              ...depositLimits(),
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
        if (!MERCHANT_ACCOUNTS.some((a) => a.bankCode === body.bankCode)) {
          throw refuse('bank.not.supported', 'This bank does not take deposits');
        }
        checkDeposit(merchant.settings(), body.amount, body.promoId);
        return money.once(account.id, body.requestKey && `deposit:${body.requestKey}`, () =>
          depositValue(
            money.openDeposit(account.id, {
              orderNo: orderNo('D'),
              channel: 'manual',
              via: body.bankCode,
              amountCents: body.amount,
              reference: `REF${money.nextId().toString().padStart(6, '0')}`,
              promoId: body.promoId ?? null,
            }),
          ),
        );
      },

      depositGateway: (ctx) => {
        const { account } = requireAccount(ctx);
        const body = parseInput(GatewayDepositSchema, ctx.payload);
        if (!PAYMENT_GATEWAYS.some((g) => g.vendor === body.vendor)) {
          throw refuse('bank.not.supported', 'This payment method is not available');
        }
        checkDeposit(merchant.settings(), body.amount, body.promoId);
        return money.once(account.id, body.requestKey && `deposit:${body.requestKey}`, () => {
          const deposit = money.openDeposit(account.id, {
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
        return report(money.wallet(account.id).deposits, q, depositValue);
      },

      bankCards: (ctx) => {
        const { account } = requireAccount(ctx);
        return {
          list: money.wallet(account.id).bankCards.map((c) => ({
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
        const wallet = money.wallet(account.id);
        if (!isBank(body.bankCode)) {
          throw refuse('bank.not.supported', 'This bank is not supported');
        }
        if (wallet.bankCards.some((c) => c.accountNo === body.accountNo)) {
          throw refuse('card.exists', 'This account is already bound');
        }
        if (wallet.bankCards.length >= MAX_CARDS) {
          throw refuse('card.limit', `At most ${MAX_CARDS} accounts can be bound`);
        }
        const card = money.bindCard(account.id, body);
        return { success: true, id: card.id };
      },

      withdrawBanks: (ctx) => {
        requireAccount(ctx);
        const list = Object.entries(BANK_NAMES).map(([bankCode, name]) => ({
          bankCode,
          bankName: name,
        }));
        return { list };
      },

      hasWithdrawalPassword: (ctx) => {
        const { account } = requireAccount(ctx);
        return { hasPassword: money.wallet(account.id).paymentPasswordHash !== null };
      },

      paymentPassword: (ctx) => {
        const { account } = requireAccount(ctx);
        const body = parseInput(PaymentPasswordSchema, ctx.payload);
        const current = money.wallet(account.id).paymentPasswordHash;
        if (body.paymentPassword !== body.confirmPaymentPassword) {
          throw refuse('payment.password.confirm', 'Confirmation password not matched');
        }
        if (current !== null && !verifyPassword(body.oldPaymentPassword ?? '', current)) {
          throw refuse('payment.password.incorrect', 'The withdrawal password is incorrect');
        }
        money.setPaymentPasswordHash(account.id, hashPassword(body.paymentPassword));
        return { success: true };
      },

      withdraw: (ctx) => {
        const { account } = requireAccount(ctx);
        const body = parseInput(WithdrawSchema, ctx.payload);
        return money.once(account.id, body.requestKey && `withdraw:${body.requestKey}`, () => {
          const wallet = money.wallet(account.id);
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
          const withdrawal = money.withdraw(account.id, {
            orderNo: orderNo('W'),
            bankCardId: body.bankCardId,
            amountCents: body.amount,
          });
          if (!withdrawal) throw refuse('balance.insufficient', 'Insufficient balance');
          return withdrawalValue(withdrawal, money.wallet(account.id));
        });
      },

      withdrawReport: (ctx) => {
        const { account } = requireAccount(ctx);
        const q = parseInput(PageSchema, ctx.query);
        const wallet = money.wallet(account.id);
        return report(wallet.withdrawals, q, (w) => withdrawalValue(w, wallet));
      },

      txCodes: () => ({
        list: Object.entries(TX_CODE_NAMES).map(([code, name]) => ({ code, name })),
      }),

      /** The member's bets (name ours): stake, payout (null while open), by Manila day. */
      memberBets: (ctx) => {
        const { account } = requireAccount(ctx);
        const q = parseInput(PageSchema, ctx.query);
        return report(money.wallet(account.id).bets, q, (b) => ({
          betId: b.betId,
          gameName: b.gameName,
          vendor: b.vendor,
          gameType: b.gameType,
          stake: amount(b.stakeCents),
          payout: b.payoutCents === null ? null : amount(b.payoutCents),
          status: b.payoutCents === null ? 'open' : 'settled',
          createdAt: b.createdAt,
        }));
      },

      memberTransactions: (ctx) => {
        const { account } = requireAccount(ctx);
        const q = parseInput(TransactionsSchema, ctx.query);
        return report(
          money.wallet(account.id).ledger,
          q,
          (e) => ({
            id: e.id,
            txCode: e.txCode,
            amount: amount(e.amountCents),
            balanceAfter: amount(e.balanceAfterCents),
            createdAt: e.createdAt,
            remark: e.remark,
          }),
          (e) => !q.txCode || e.txCode === q.txCode,
        );
      },
    };
  },
);
