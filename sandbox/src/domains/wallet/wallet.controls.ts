/** Test controls of the money (issue 13): what a member holds, and the operator's settling. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../gateway/context.ts';
import { controlInput } from '../../gateway/control-input.ts';
import { AccountsSlice } from '../accounts/accounts.state.ts';
import { WalletSlice } from './wallet.state.ts';

const MoneyQuerySchema = z.object({ username: z.string().trim().min(1).max(64) });
const SettleBodySchema = z.object({ status: z.enum(['approved', 'rejected']) });
const OrderParamsSchema = z.object({ orderNo: z.string().regex(/^[A-Z][0-9A-F]{6,40}$/) });

export function walletControls(app: FastifyInstance, deps: SandboxDeps): void {
  const money = deps.slice(WalletSlice);

  /** What the gateway holds of a member's money: for journeys and tests to look at. */
  app.get('/__sandbox/money', (request, reply) => {
    const query = controlInput(MoneyQuerySchema, request.query, reply);
    if (!query) return reply;
    const account = deps.slice(AccountsSlice).byUsername(query.username);
    if (!account) return reply.code(404).send({ error: 'unknown_account' });
    const wallet = money.wallet(account.id);
    return {
      balanceCents: wallet.balanceCents,
      gameWalletsCents: wallet.gameWalletsCents,
      bankCards: wallet.bankCards.length,
      hasPaymentPassword: wallet.paymentPasswordHash !== null,
      deposits: wallet.deposits,
      withdrawals: wallet.withdrawals,
      ledger: wallet.ledger.slice(0, 20),
    };
  });

  /** The operator approves or rejects a pending deposit or withdrawal. */
  app.post('/__sandbox/money/:orderNo', (request, reply) => {
    const params = controlInput(OrderParamsSchema, request.params, reply);
    if (!params) return reply;
    const body = controlInput(SettleBodySchema, request.body ?? {}, reply);
    if (!body) return reply;
    const order = money.settle(params.orderNo, body.status);
    if (!order) return reply.code(404).send({ error: 'unknown_order' });
    return { deposit: order.deposit ?? null, withdrawal: order.withdrawal ?? null };
  });
}
