/**
 * The wallet procedures (issue 13). Real members only: the trial account (type 4) is told
 * 'Please login an actual account to use this function' (spec section 6). Reads are counted per
 * session by the member procedure, like every member query; money actions are idempotent by
 * request key (once.ts).
 */
import {
  BetSchema,
  BindCardInputSchema,
  DepositOptionsSchema,
  DepositSchema,
  GatewayDepositInputSchema,
  GatewayDepositResultSchema,
  HistoryInputSchema,
  ManualDepositInputSchema,
  OkSchema,
  PaymentPasswordInputSchema,
  TransactionSchema,
  TransactionsInputSchema,
  TransferInputSchema,
  WalletsSchema,
  WithdrawalSchema,
  WithdrawInputSchema,
  WithdrawOptionsSchema,
  pageOf,
} from '@app/contracts';
import { z } from 'zod';
import { closedDuringBreak, realMemberProcedure, router } from '../../trpc/init.ts';
import {
  bindCard,
  depositGateway,
  depositManual,
  getBets,
  getDepositOptions,
  getDeposits,
  getTransactions,
  getTxCodes,
  getWallets,
  getWithdrawOptions,
  getWithdrawals,
  setPaymentPassword,
  transfer,
  withdraw,
} from './wallet.service.ts';

export const walletRouter = router({
  wallets: realMemberProcedure.output(WalletsSchema).query(({ ctx }) => getWallets(ctx)),
  transfer: realMemberProcedure
    .input(TransferInputSchema)
    .output(OkSchema)
    .mutation(({ ctx, input }) => transfer(ctx, input)),

  depositOptions: realMemberProcedure
    .output(DepositOptionsSchema)
    .query(({ ctx }) => getDepositOptions(ctx)),
  depositManual: realMemberProcedure
    .use(closedDuringBreak)
    .input(ManualDepositInputSchema)
    .output(DepositSchema)
    .mutation(({ ctx, input }) => depositManual(ctx, input)),
  depositGateway: realMemberProcedure
    .use(closedDuringBreak)
    .input(GatewayDepositInputSchema)
    .output(GatewayDepositResultSchema)
    .mutation(({ ctx, input }) => depositGateway(ctx, input)),
  deposits: realMemberProcedure
    .input(HistoryInputSchema)
    .output(pageOf(DepositSchema))
    .query(({ ctx, input }) => getDeposits(ctx, input)),

  withdrawOptions: realMemberProcedure
    .output(WithdrawOptionsSchema)
    .query(({ ctx }) => getWithdrawOptions(ctx)),
  bindCard: realMemberProcedure
    .input(BindCardInputSchema)
    .output(OkSchema)
    .mutation(({ ctx, input }) => bindCard(ctx, input)),
  setPaymentPassword: realMemberProcedure
    .input(PaymentPasswordInputSchema)
    .output(OkSchema)
    .mutation(({ ctx, input }) => setPaymentPassword(ctx, input)),
  withdraw: realMemberProcedure
    .input(WithdrawInputSchema)
    .output(WithdrawalSchema)
    .mutation(({ ctx, input }) => withdraw(ctx, input)),
  withdrawals: realMemberProcedure
    .input(HistoryInputSchema)
    .output(pageOf(WithdrawalSchema))
    .query(({ ctx, input }) => getWithdrawals(ctx, input)),

  txCodes: realMemberProcedure
    .output(z.array(z.object({ code: z.string(), name: z.string() })))
    .query(({ ctx }) => getTxCodes(ctx)),
  bets: realMemberProcedure
    .input(HistoryInputSchema)
    .output(pageOf(BetSchema))
    .query(({ ctx, input }) => getBets(ctx, input)),
  transactions: realMemberProcedure
    .input(TransactionsInputSchema)
    .output(pageOf(TransactionSchema))
    .query(({ ctx, input }) => getTransactions(ctx, input)),
});
