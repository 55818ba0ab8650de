/**
 * The wallet domain (issue 13; spec section 7 "Wallet, withdraw, deposit"): game wallets and
 * transfers, deposits, withdrawals, and the records. Amounts leave the BFF as decimal strings
 * with two decimals ("1250.50", money.ts) and come in as decimal strings the player typed; a
 * gateway's JSON number is turned into minor units once, where it is parsed (`GatewayAmount`).
 *
 * Every money action carries a `requestKey`, made once per submission by the page: the BFF runs
 * one action per key, so a double tap or a retried request moves money once.
 */
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { formatAmount, minorFromGatewayNumber, parseAmount } from './money.ts';

/* ------------------------------------------------------------------------------- amounts */

/** A gateway amount (a JSON number, or a numeric string), as minor units. */
export const GatewayAmountSchema = z.coerce
  .number()
  .refine(Number.isFinite)
  .transform(minorFromGatewayNumber);

/** An amount the BFF sends the page: two decimals, never a float. */
export const AmountTextSchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** An amount a player typed: 0.01 to 9,999,999.99, at most two decimals. */
export const AmountInputSchema = z
  .string({ message: 'validation.amount' })
  .trim()
  .refine((text) => (parseAmount(text) ?? 0) > 0, 'validation.amount');

/** One per submission, made by the page (crypto.randomUUID). */
export const RequestKeySchema = z
  .string({ message: 'validation.invalid' })
  .regex(/^[\w-]{16,64}$/, 'validation.invalid');

export const amountText = (minor: number): string => formatAmount(minor);

/* --------------------------------------------------------------------------- gateway shapes */

export const GatewayWalletsSchema = z.object({
  wallets: z.array(
    z.object({ walletCode: z.string(), name: z.string(), balance: GatewayAmountSchema }),
  ),
});

export const GatewayLimitsSchema = z.object({
  allowDeposit: z.string().optional(),
  allowWithdraw: z.string().optional(),
  minimumAmount: GatewayAmountSchema,
  maximumAmount: GatewayAmountSchema,
});

/** A merchant account a manual deposit is transferred into (the gateway's and the page's). */
const MerchantBankAccountSchema = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
});

export const GatewayDepositChannelsSchema = z.object({
  vendors: z.array(
    z.object({
      vendor: z.string(),
      name: z.string(),
      gateway: z.boolean(),
      banks: z.array(MerchantBankAccountSchema),
      minimumAmount: GatewayAmountSchema,
      maximumAmount: GatewayAmountSchema,
    }),
  ),
});

export const GatewayDepositPromosSchema = z.object({
  list: z.array(
    z.object({
      promoId: z.number().int(),
      title: z.string(),
      bonusPercent: z.number(),
      maxBonus: GatewayAmountSchema,
      minDeposit: GatewayAmountSchema,
    }),
  ),
});

const MoneyStatus = z.enum(['pending', 'approved', 'rejected']);

export const GatewayDepositSchema = z.object({
  orderNo: z.string(),
  channel: z.enum(['manual', 'gateway']),
  via: z.string(),
  amount: GatewayAmountSchema,
  reference: z.string(),
  promoId: z.number().int().nullable(),
  status: MoneyStatus,
  createdAt: z.number(),
  settledAt: z.number().nullable(),
  payUrl: z.string().optional(),
});

export const GatewayWithdrawalSchema = z.object({
  orderNo: z.string(),
  amount: GatewayAmountSchema,
  bankName: z.string().nullable(),
  accountNo: z.string().nullable(),
  status: MoneyStatus,
  createdAt: z.number(),
  settledAt: z.number().nullable(),
});

/** A page of a gateway report. */
export function gatewayPage<T extends z.ZodType>(row: T) {
  return z.object({
    list: z.array(row),
    pageNo: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  });
}

export const GatewayBankCardsSchema = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      bankCode: z.string(),
      bankName: z.string(),
      accountName: z.string(),
      accountNo: z.string(),
    }),
  ),
  maxCards: z.number().int().optional(),
});

export const GatewayBanksSchema = z.object({
  list: z.array(z.object({ bankCode: z.string(), bankName: z.string() })),
});

export const GatewayHasPasswordSchema = z.object({ hasPassword: z.boolean() });

export const GatewayTxCodesSchema = z.object({
  list: z.array(z.object({ code: z.string(), name: z.string() })),
});

export const GatewayTransactionSchema = z.object({
  id: z.number().int(),
  txCode: z.string(),
  amount: GatewayAmountSchema,
  balanceAfter: GatewayAmountSchema,
  createdAt: z.number(),
  remark: z.string(),
});

export const GatewayBetSchema = z.object({
  betId: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  stake: GatewayAmountSchema,
  payout: GatewayAmountSchema.nullable(),
  status: z.enum(['open', 'settled']),
  createdAt: z.number(),
});

/* ---------------------------------------------------------------------- procedure outputs */

export const WalletSchema = z.object({
  code: z.string(),
  name: z.string(),
  balance: AmountTextSchema,
});
export const WalletsSchema = z.object({
  wallets: z.array(WalletSchema),
  /** The sum of every wallet. */
  total: AmountTextSchema,
});
export type Wallets = z.infer<typeof WalletsSchema>;

export const LimitsSchema = z.object({ min: AmountTextSchema, max: AmountTextSchema });
export type Limits = z.infer<typeof LimitsSchema>;

export const DepositOptionsSchema = z.object({
  allowed: z.boolean(),
  limits: LimitsSchema,
  channels: z.array(
    z.object({
      vendor: z.string(),
      name: z.string(),
      /** True: the player pays on the gateway's page; false: a manual bank transfer. */
      gateway: z.boolean(),
      banks: z.array(MerchantBankAccountSchema),
    }),
  ),
  promotions: z.array(
    z.object({
      promoId: z.number().int(),
      title: z.string(),
      bonusPercent: z.number(),
      maxBonus: AmountTextSchema,
      minDeposit: AmountTextSchema,
    }),
  ),
});
export type DepositOptions = z.infer<typeof DepositOptionsSchema>;

export const DepositSchema = z.object({
  orderNo: z.string(),
  channel: z.enum(['manual', 'gateway']),
  via: z.string(),
  amount: AmountTextSchema,
  reference: z.string(),
  status: MoneyStatus,
  createdAt: z.number(),
});
export type Deposit = z.infer<typeof DepositSchema>;

export const WithdrawalSchema = z.object({
  orderNo: z.string(),
  amount: AmountTextSchema,
  bankName: z.string().nullable(),
  accountNo: z.string().nullable(),
  status: MoneyStatus,
  createdAt: z.number(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const BankCardSchema = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked by the gateway: only the last four digits. */
  accountNo: z.string(),
});

export const WithdrawOptionsSchema = z.object({
  allowed: z.boolean(),
  limits: LimitsSchema,
  /** What the main wallet holds now: the most a withdrawal can be. */
  balance: AmountTextSchema,
  cards: z.array(BankCardSchema),
  maxCards: z.number().int(),
  banks: z.array(z.object({ bankCode: z.string(), bankName: z.string() })),
  hasPaymentPassword: z.boolean(),
});
export type WithdrawOptions = z.infer<typeof WithdrawOptionsSchema>;

export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({ items: z.array(row), page: z.number().int(), totalPages: z.number().int() });
}

export const TransactionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  amount: AmountTextSchema,
  balanceAfter: AmountTextSchema,
  createdAt: z.number(),
  remark: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const BetSchema = z.object({
  id: z.string(),
  game: z.string(),
  vendor: z.string(),
  stake: AmountTextSchema,
  /** Null while the bet is open. */
  payout: AmountTextSchema.nullable(),
  /** Payout minus stake; null while open. */
  net: AmountTextSchema.nullable(),
  createdAt: z.number(),
});
export type Bet = z.infer<typeof BetSchema>;

/* ------------------------------------------------------------------------ procedure inputs */

/** The date-range presets of the records (spec issue 13: today, yesterday, 7 days, 30 days). */
export const DATE_RANGES = ['today', 'yesterday', '7days', '30days'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

const PageInput = z.number().int().min(1).max(10_000).default(1);

export const HistoryInputSchema = z.object({
  range: z.enum(DATE_RANGES).default('7days'),
  cursor: PageInput,
});

export const TransactionsInputSchema = HistoryInputSchema.extend({
  code: z
    .string()
    .regex(/^[A-Z]{2,10}$/)
    .optional(),
});

export const TransferInputSchema = z
  .object({
    from: z.string().regex(/^[A-Z0-9_]{1,20}$/, 'validation.invalid'),
    to: z.string().regex(/^[A-Z0-9_]{1,20}$/, 'validation.invalid'),
    amount: AmountInputSchema,
    requestKey: RequestKeySchema,
  })
  .refine((input) => input.from !== input.to, {
    message: 'validation.sameWallet',
    path: ['to'],
  });
export type TransferInput = z.infer<typeof TransferInputSchema>;

export const ManualDepositInputSchema = z.object({
  bankCode: z.string().regex(/^[A-Z0-9_]{1,20}$/, 'validation.required'),
  amount: AmountInputSchema,
  depositorName: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(60, 'validation.tooLong'),
  promoId: z.number().int().optional(),
  requestKey: RequestKeySchema,
});
export type ManualDepositInput = z.infer<typeof ManualDepositInputSchema>;

export const GatewayDepositInputSchema = z.object({
  vendor: z.string().regex(/^[A-Z0-9_]{1,20}$/, 'validation.required'),
  amount: AmountInputSchema,
  promoId: z.number().int().optional(),
  requestKey: RequestKeySchema,
});
export type GatewayDepositInput = z.infer<typeof GatewayDepositInputSchema>;

export const BindCardInputSchema = z.object({
  bankCode: z.string().regex(/^[A-Z0-9_]{1,20}$/, 'validation.required'),
  accountName: z
    .string({ message: 'validation.required' })
    .trim()
    .min(2, 'validation.required')
    .max(60, 'validation.tooLong'),
  accountNo: z
    .string({ message: 'validation.accountNo' })
    .trim()
    .regex(/^\d{6,20}$/, 'validation.accountNo'),
});
export type BindCardInput = z.infer<typeof BindCardInputSchema>;

/** The withdrawal (payment) password: six digits. */
const PaymentPassword = z
  .string({ message: 'validation.paymentPassword' })
  .regex(/^\d{6}$/, 'validation.paymentPassword');

export const PaymentPasswordInputSchema = z
  .object({
    oldPaymentPassword: PaymentPassword.optional(),
    paymentPassword: PaymentPassword,
    confirmPaymentPassword: z.string({ message: 'validation.required' }),
  })
  .refine((input) => input.paymentPassword === input.confirmPaymentPassword, {
    message: 'validation.confirmPassword',
    path: ['confirmPaymentPassword'],
  });
export type PaymentPasswordInput = z.infer<typeof PaymentPasswordInputSchema>;

export const WithdrawInputSchema = z.object({
  amount: AmountInputSchema,
  cardId: z.number({ message: 'validation.required' }).int(),
  paymentPassword: PaymentPassword,
  requestKey: RequestKeySchema,
});
export type WithdrawInput = z.infer<typeof WithdrawInputSchema>;

export const MoneyOrderResultSchema = z.object({ orderNo: z.string(), status: MoneyStatus });

export const GatewayDepositResultSchema = MoneyOrderResultSchema.extend({
  /** The payment gateway's page the player goes to. */
  payUrl: z.string(),
});

export const OkSchema = z.object({ ok: z.literal(true) });

/** The most characters a deposit's depositor name has. */
export const DEPOSITOR_NAME_MAX = 60;
/** Used by the records screen's page size (24, as every list). */
export const RECORDS_PAGE_SIZE = LIMITS.pageSizeList;
