/**
 * The wallet slice (issue 13): each member's money in minor units (centavos), so no float ever
 * drifts: the main balance, the vendors' transfer wallets, bank cards, the withdrawal password,
 * deposits and withdrawals, and the ledger, where every change of the main balance is an entry.
 * Also the answers already given to a request key, so a repeated money action moves nothing twice.
 */
import { z } from 'zod';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { Slice, answerOnce, ofMember } from '../../state/slice.ts';
import {
  DEPOSIT_PROMOS,
  MAIN_WALLET,
  emptyWallet,
  walletSeed,
  type TxCode,
} from './wallet.data.ts';

const MAX_LEDGER = 1_000;

const MoneyStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type MoneyStatus = z.infer<typeof MoneyStatusSchema>;

const BankCardSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  createdAt: z.number(),
});
export type BankCard = z.infer<typeof BankCardSchema>;

const DepositSchema = z.object({
  orderNo: z.string(),
  channel: z.enum(['manual', 'gateway']),
  /** The bank (manual transfer) or the payment vendor. */
  via: z.string(),
  amountCents: z.number().int(),
  /** What the player writes on the transfer so the operator can match it. */
  reference: z.string(),
  promoId: z.number().int().nullable(),
  status: MoneyStatusSchema,
  createdAt: z.number(),
  settledAt: z.number().nullable(),
});
export type Deposit = z.infer<typeof DepositSchema>;

const WithdrawalSchema = z.object({
  orderNo: z.string(),
  bankCardId: z.number().int(),
  amountCents: z.number().int(),
  status: MoneyStatusSchema,
  createdAt: z.number(),
  settledAt: z.number().nullable(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

const LedgerEntrySchema = z.object({
  id: z.number().int(),
  /** GLS2_TxCodeList's code: DEP, WDR, BET, WIN, TRF, BON, ADJ. */
  txCode: z.string(),
  /** Signed: money in is positive. */
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  createdAt: z.number(),
  remark: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** A settled or open bet (ODS2_MemberBetReport, ours). */
const BetSchema = z.object({
  betId: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  stakeCents: z.number().int(),
  /** What the bet paid back; null while it is open. */
  payoutCents: z.number().int().nullable(),
  createdAt: z.number(),
});
export type Bet = z.infer<typeof BetSchema>;

const WalletSchema = z.object({
  /** The main wallet. */
  balanceCents: z.number().int(),
  /** Transfer wallets of the vendors that keep their own (walletCode → minor units). */
  gameWalletsCents: z.record(z.string(), z.number().int()),
  bankCards: z.array(BankCardSchema),
  paymentPasswordHash: z.string().nullable(),
  deposits: z.array(DepositSchema),
  withdrawals: z.array(WithdrawalSchema),
  /** Newest first. */
  ledger: z.array(LedgerEntrySchema),
  /** Bets, newest first; seeded for the demo member. */
  bets: z.array(BetSchema).default([]),
  /** Answers already given to a request key: a repeated submission moves no money twice. */
  answered: z.record(z.string(), z.unknown()),
});
export type Wallet = z.infer<typeof WalletSchema>;

const WalletRecordsSchema = z.object({
  /** Keyed by the account id as a string; a member without one has an empty wallet. */
  wallets: z.record(z.string(), WalletSchema),
  /** Ids of orders, cards, ledger entries and reward records. */
  nextMoneyId: z.number().int(),
});
export type WalletRecords = z.infer<typeof WalletRecordsSchema>;

const EMPTY_WALLET: ReadonlyDeep<Wallet> = emptyWallet();

/** The member's wallet in the records, created empty on first change. */
function walletIn(records: WalletRecords, accountId: number): Wallet {
  return (records.wallets[String(accountId)] ??= emptyWallet());
}

/** A deposit or withdrawal and the member it belongs to. */
export interface MoneyOrder {
  accountId: number;
  deposit?: ReadonlyDeep<Deposit>;
  withdrawal?: ReadonlyDeep<Withdrawal>;
}

export class WalletSlice extends Slice<WalletRecords> {
  static readonly key = 'wallet';
  static readonly schema = WalletRecordsSchema;
  static readonly seed = walletSeed;

  wallet(accountId: number): ReadonlyDeep<Wallet> {
    return ofMember(this.records.wallets, accountId, EMPTY_WALLET);
  }

  balance(accountId: number): number {
    return this.wallet(accountId).balanceCents;
  }

  /** A new member's wallet with what the member starts with (free play, test members). */
  open(accountId: number, balanceCents: number): void {
    this.write((records) => {
      records.wallets[String(accountId)] = emptyWallet(balanceCents);
    });
  }

  /** A new id for an order, card, ledger entry or reward record. */
  nextId(): number {
    return this.write((records) => {
      const id = records.nextMoneyId;
      records.nextMoneyId += 1;
      return id;
    });
  }

  /** The answer given to this key before, or `act()`'s, remembered. */
  once<T>(accountId: number, key: string | undefined, act: () => T): T {
    return answerOnce(this.wallet(accountId).answered, key, act, (k, answer) =>
      this.write((records) => {
        walletIn(records, accountId).answered[k] = answer;
      }),
    );
  }

  /**
   * Takes a stake from the main balance without a ledger entry (the lottery's bets); false, and
   * nothing taken, when the balance is short.
   */
  debit(accountId: number, cents: number): boolean {
    if (!Number.isSafeInteger(cents) || cents <= 0 || cents > this.balance(accountId)) return false;
    this.write((records) => {
      walletIn(records, accountId).balanceCents -= cents;
    });
    return true;
  }

  /**
   * A bet played and settled at once (a sandbox game page's bet): the stake out and the payout
   * in, each a ledger entry (BET, WIN), and the bet in the member's records. Null, and nothing
   * moved, when the balance is short of the stake.
   */
  settleBet(
    accountId: number,
    game: { gameName: string; vendor: string; gameType: string },
    stakeCents: number,
    payoutCents: number,
  ): ReadonlyDeep<Bet> | null {
    if (!Number.isSafeInteger(stakeCents) || stakeCents <= 0 || payoutCents < 0) return null;
    const bet: Bet = {
      betId: `B${this.nextId()}`,
      ...game,
      stakeCents,
      payoutCents,
      createdAt: Date.now(),
    };
    if (!this.post(accountId, 'BET', -stakeCents, `${game.gameName} ${bet.betId}`)) return null;
    if (payoutCents > 0) this.post(accountId, 'WIN', payoutCents, `${game.gameName} ${bet.betId}`);
    this.write((records) => {
      const wallet = walletIn(records, accountId);
      wallet.bets = [bet, ...wallet.bets].slice(0, MAX_LEDGER);
    });
    return bet;
  }

  /**
   * Moves money in (positive) or out (negative) of the main wallet and writes the ledger entry;
   * null, and nothing moved, when the balance would go below zero.
   */
  post(
    accountId: number,
    txCode: TxCode,
    amountCents: number,
    remark: string,
  ): ReadonlyDeep<LedgerEntry> | null {
    if (!Number.isSafeInteger(amountCents)) return null;
    const after = this.balance(accountId) + amountCents;
    if (after < 0) return null;
    const entry: LedgerEntry = {
      id: this.nextId(),
      txCode,
      amountCents,
      balanceAfterCents: after,
      createdAt: Date.now(),
      remark,
    };
    this.write((records) => {
      const wallet = walletIn(records, accountId);
      wallet.balanceCents = after;
      wallet.ledger = [entry, ...wallet.ledger].slice(0, MAX_LEDGER);
    });
    return entry;
  }

  /** Moves money between the main wallet and a game wallet; false when `from` is short. */
  transfer(accountId: number, from: string, to: string, cents: number): boolean {
    const wallet = this.wallet(accountId);
    const fromGame = from !== MAIN_WALLET;
    const available = fromGame ? (wallet.gameWalletsCents[from] ?? 0) : wallet.balanceCents;
    if (cents > available) return false;
    const label = `${from} to ${to}`;
    if (fromGame) {
      this.write((records) => {
        walletIn(records, accountId).gameWalletsCents[from] = available - cents;
      });
      this.post(accountId, 'TRF', cents, label);
    } else {
      this.post(accountId, 'TRF', -cents, label);
      this.write((records) => {
        const games = walletIn(records, accountId).gameWalletsCents;
        games[to] = (games[to] ?? 0) + cents;
      });
    }
    return true;
  }

  bindCard(accountId: number, card: Omit<BankCard, 'id' | 'createdAt'>): ReadonlyDeep<BankCard> {
    const bound: BankCard = { id: this.nextId(), ...card, createdAt: Date.now() };
    this.write((records) => {
      walletIn(records, accountId).bankCards.push(bound);
    });
    return bound;
  }

  setPaymentPasswordHash(accountId: number, hash: string): void {
    this.write((records) => {
      walletIn(records, accountId).paymentPasswordHash = hash;
    });
  }

  /** A new deposit, pending until the operator (or the payment page) settles it; newest first. */
  openDeposit(
    accountId: number,
    order: Omit<Deposit, 'status' | 'createdAt' | 'settledAt'>,
  ): ReadonlyDeep<Deposit> {
    const deposit: Deposit = {
      ...order,
      status: 'pending',
      createdAt: Date.now(),
      settledAt: null,
    };
    this.write((records) => {
      walletIn(records, accountId).deposits.unshift(deposit);
    });
    return deposit;
  }

  /**
   * A pending withdrawal: the money leaves the main wallet now (a rejection gives it back).
   * Null, and nothing moved, when the balance is short.
   */
  withdraw(
    accountId: number,
    order: Pick<Withdrawal, 'orderNo' | 'bankCardId' | 'amountCents'>,
  ): ReadonlyDeep<Withdrawal> | null {
    const withdrawal: Withdrawal = {
      ...order,
      status: 'pending',
      createdAt: Date.now(),
      settledAt: null,
    };
    if (!this.post(accountId, 'WDR', -order.amountCents, `Withdrawal ${order.orderNo}`)) {
      return null;
    }
    this.write((records) => {
      walletIn(records, accountId).withdrawals.unshift(withdrawal);
    });
    return withdrawal;
  }

  /** The member and the deposit or withdrawal with this order number, if any. */
  order(orderNo: string): MoneyOrder | null {
    for (const [key, wallet] of Object.entries(this.records.wallets)) {
      const deposit = wallet.deposits.find((d) => d.orderNo === orderNo);
      const withdrawal = wallet.withdrawals.find((w) => w.orderNo === orderNo);
      if (deposit || withdrawal) {
        return {
          accountId: Number(key),
          ...(deposit ? { deposit } : {}),
          ...(withdrawal ? { withdrawal } : {}),
        };
      }
    }
    return null;
  }

  /**
   * Settles a pending order: an approved deposit is credited (with its promotion's bonus); a
   * withdrawal's money left at the request, so a rejection gives it back. A settled order stays
   * as it is. The order as it is now, or null when there is none.
   */
  settle(orderNo: string, status: Exclude<MoneyStatus, 'pending'>): MoneyOrder | null {
    const found = this.order(orderNo);
    if (!found) return null;
    const { accountId, deposit, withdrawal } = found;
    const settled = { status, settledAt: Date.now() };
    if (deposit?.status === 'pending') {
      this.changeOrder(accountId, orderNo, settled);
      if (status === 'approved') this.creditDeposit(accountId, deposit);
    }
    if (withdrawal?.status === 'pending') {
      this.changeOrder(accountId, orderNo, settled);
      if (status === 'rejected') {
        const remark = `Withdrawal ${withdrawal.orderNo} returned`;
        this.post(accountId, 'WDR', withdrawal.amountCents, remark);
      }
    }
    return this.order(orderNo);
  }

  private changeOrder(
    accountId: number,
    orderNo: string,
    change: Pick<Deposit, 'status' | 'settledAt'>,
  ): void {
    this.write((records) => {
      const wallet = walletIn(records, accountId);
      const order =
        wallet.deposits.find((d) => d.orderNo === orderNo) ??
        wallet.withdrawals.find((w) => w.orderNo === orderNo);
      if (order) Object.assign(order, change);
    });
  }

  private creditDeposit(accountId: number, deposit: ReadonlyDeep<Deposit>): void {
    this.post(accountId, 'DEP', deposit.amountCents, `Deposit ${deposit.orderNo}`);
    const promo = DEPOSIT_PROMOS.find((p) => p.promoId === deposit.promoId);
    if (!promo) return;
    const bonus = Math.min(
      promo.maxBonusCents,
      Math.floor((deposit.amountCents * promo.bonusPercent) / 100),
    );
    if (bonus > 0) this.post(accountId, 'BON', bonus, promo.title);
  }
}
