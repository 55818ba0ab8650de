/**
 * The wallet's gateway calls (issue 13; shapes ours, the sandbox README): the only code that knows
 * their paths and shapes. Every response is parsed with its contract schema, which turns the
 * gateway's JSON numbers into minor units; what leaves here is minor units or amount texts.
 */
import {
  amountText,
  type Bet,
  type BindCardInput,
  type Deposit,
  type PaymentPasswordInput,
  type Transaction,
  type Withdrawal,
} from '@app/contracts';
import type {
  GatewayDepositSchema,
  GatewayTransactionSchema,
  GatewayWithdrawalSchema,
} from '@app/contracts';
import type { z } from 'zod';
import { ENDPOINTS } from './wallet.endpoints.ts';
import type { Gateway } from '../../upstream/gateway.ts';

export interface Limits {
  allowed: boolean;
  minMinor: number;
  maxMinor: number;
}

export interface ReportQuery {
  startDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
}

export async function fetchWallets(gateway: Gateway) {
  return (await gateway.call(ENDPOINTS.gcsWallets)).wallets;
}

export async function postTransfer(
  gateway: Gateway,
  transfer: { from: string; to: string; amountMinor: number; requestKey: string },
): Promise<void> {
  await gateway.call(ENDPOINTS.walletTransfer, {
    body: {
      from: transfer.from,
      to: transfer.to,
      amount: amountText(transfer.amountMinor),
      requestKey: transfer.requestKey,
    },
  });
}

export async function fetchDepositLimits(gateway: Gateway): Promise<Limits> {
  const value = await gateway.call(ENDPOINTS.depositSettings);
  return {
    allowed: value.allowDeposit !== 'N',
    minMinor: value.minimumAmount,
    maxMinor: value.maximumAmount,
  };
}

export async function fetchWithdrawLimits(gateway: Gateway): Promise<Limits> {
  const value = await gateway.call(ENDPOINTS.withdrawSettings, { query: { groupId: 0 } });
  return {
    allowed: value.allowWithdraw !== 'N',
    minMinor: value.minimumAmount,
    maxMinor: value.maximumAmount,
  };
}

export async function fetchDepositChannels(gateway: Gateway) {
  return (await gateway.call(ENDPOINTS.depositChannels)).vendors;
}

export async function fetchDepositPromos(gateway: Gateway) {
  return (await gateway.call(ENDPOINTS.depositPromos)).list;
}

export function depositOf(value: z.infer<typeof GatewayDepositSchema>): Deposit {
  return {
    orderNo: value.orderNo,
    channel: value.channel,
    via: value.via,
    amount: amountText(value.amount),
    reference: value.reference,
    status: value.status,
    createdAt: value.createdAt,
  };
}

export async function postManualDeposit(
  gateway: Gateway,
  deposit: {
    bankCode: string;
    amountMinor: number;
    depositorName: string;
    promoId?: number;
    requestKey: string;
  },
) {
  return gateway.call(ENDPOINTS.depositManual, {
    body: {
      bankCode: deposit.bankCode,
      amount: amountText(deposit.amountMinor),
      depositorName: deposit.depositorName,
      ...(deposit.promoId !== undefined ? { promoId: deposit.promoId } : {}),
      requestKey: deposit.requestKey,
    },
  });
}

export async function postGatewayDeposit(
  gateway: Gateway,
  deposit: {
    vendor: string;
    amountMinor: number;
    returnUrl: string;
    promoId?: number;
    requestKey: string;
  },
) {
  return gateway.call(ENDPOINTS.depositGateway, {
    body: {
      vendor: deposit.vendor,
      amount: amountText(deposit.amountMinor),
      returnUrl: deposit.returnUrl,
      ...(deposit.promoId !== undefined ? { promoId: deposit.promoId } : {}),
      requestKey: deposit.requestKey,
    },
  });
}

export async function fetchDeposits(gateway: Gateway, query: ReportQuery): Promise<Page<Deposit>> {
  const value = await gateway.call(ENDPOINTS.depositReport, { query });
  return { items: value.list.map(depositOf), page: value.pageNo, totalPages: value.totalPages };
}

export async function fetchBankCards(gateway: Gateway) {
  return gateway.call(ENDPOINTS.bankCards);
}

export async function fetchWithdrawBanks(gateway: Gateway) {
  return (await gateway.call(ENDPOINTS.withdrawBanks)).list;
}

export async function putBankCard(gateway: Gateway, card: BindCardInput): Promise<void> {
  await gateway.call(ENDPOINTS.bindBankCard, { body: card });
}

export async function fetchHasPaymentPassword(gateway: Gateway): Promise<boolean> {
  return (await gateway.call(ENDPOINTS.hasWithdrawalPassword)).hasPassword;
}

export async function putPaymentPassword(
  gateway: Gateway,
  input: PaymentPasswordInput,
): Promise<void> {
  await gateway.call(ENDPOINTS.paymentPassword, {
    body: {
      ...(input.oldPaymentPassword ? { oldPaymentPassword: input.oldPaymentPassword } : {}),
      paymentPassword: input.paymentPassword,
      confirmPaymentPassword: input.confirmPaymentPassword,
    },
  });
}

export function withdrawalOf(value: z.infer<typeof GatewayWithdrawalSchema>): Withdrawal {
  return {
    orderNo: value.orderNo,
    amount: amountText(value.amount),
    bankName: value.bankName,
    accountNo: value.accountNo,
    status: value.status,
    createdAt: value.createdAt,
  };
}

export async function postWithdraw(
  gateway: Gateway,
  withdrawal: { amountMinor: number; cardId: number; paymentPassword: string; requestKey: string },
): Promise<Withdrawal> {
  const value = await gateway.call(ENDPOINTS.withdraw, {
    body: {
      amount: amountText(withdrawal.amountMinor),
      bankCardId: withdrawal.cardId,
      paymentPassword: withdrawal.paymentPassword,
      requestKey: withdrawal.requestKey,
    },
  });
  return withdrawalOf(value);
}

export async function fetchWithdrawals(
  gateway: Gateway,
  query: ReportQuery,
): Promise<Page<Withdrawal>> {
  const value = await gateway.call(ENDPOINTS.withdrawReport, { query });
  return { items: value.list.map(withdrawalOf), page: value.pageNo, totalPages: value.totalPages };
}

export async function fetchTxCodes(gateway: Gateway): Promise<{ code: string; name: string }[]> {
  return (await gateway.call(ENDPOINTS.txCodes)).list;
}

export async function fetchTransactions(
  gateway: Gateway,
  query: ReportQuery & { txCode?: string },
  names: ReadonlyMap<string, string>,
): Promise<Page<Transaction>> {
  const value = await gateway.call(ENDPOINTS.memberTransactions, { query });
  const row = (entry: z.infer<typeof GatewayTransactionSchema>): Transaction => ({
    id: entry.id,
    code: entry.txCode,
    name: names.get(entry.txCode) ?? entry.txCode,
    amount: amountText(entry.amount),
    balanceAfter: amountText(entry.balanceAfter),
    createdAt: entry.createdAt,
    remark: entry.remark,
  });
  return { items: value.list.map(row), page: value.pageNo, totalPages: value.totalPages };
}

export async function fetchBets(gateway: Gateway, query: ReportQuery): Promise<Page<Bet>> {
  const value = await gateway.call(ENDPOINTS.memberBets, { query });
  return {
    items: value.list.map((bet) => ({
      id: bet.betId,
      game: bet.gameName,
      vendor: bet.vendor,
      stake: amountText(bet.stake),
      payout: bet.payout === null ? null : amountText(bet.payout),
      net: bet.payout === null ? null : amountText(bet.payout - bet.stake),
      createdAt: bet.createdAt,
    })),
    page: value.pageNo,
    totalPages: value.totalPages,
  };
}
