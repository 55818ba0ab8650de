/** Test controls of the rewards (issue 14): what a member holds, and gifts to test with. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../gateway/context.ts';
import { controlInput } from '../../gateway/control-input.ts';
import { AccountsSlice } from '../accounts/accounts.state.ts';
import { WalletSlice } from '../wallet/wallet.state.ts';
import { RewardsSlice } from './rewards.state.ts';

const RewardsQuerySchema = z.object({ username: z.string().trim().min(1).max(64) });

/** Gives a member rewards: spins, a raffle reward to claim, a VIP level. */
const RewardsBodySchema = z
  .object({
    username: z.string().trim().min(1).max(64),
    spins: z.number().int().min(0).max(1_000).optional(),
    raffle: z
      .object({
        title: z.string().min(1).max(80),
        amountCents: z.number().int().min(1).max(100_000_000),
        expiresInMs: z
          .number()
          .int()
          .min(1)
          .max(365 * 86_400_000)
          .optional(),
      })
      .strict()
      .optional(),
    /** The prize the member's next spin stops on (TURNTABLE_PRIZES' prizeId). */
    nextPrizeId: z.number().int().min(1).max(8).optional(),
    vipLevel: z.number().int().min(0).max(20).optional(),
  })
  .strict();

export function rewardControls(app: FastifyInstance, deps: SandboxDeps): void {
  const accounts = deps.slice(AccountsSlice);
  const rewards = deps.slice(RewardsSlice);
  const money = deps.slice(WalletSlice);

  app.get('/__sandbox/rewards', (request, reply) => {
    const query = controlInput(RewardsQuerySchema, request.query, reply);
    if (!query) return reply;
    const account = accounts.byUsername(query.username);
    if (!account) return reply.code(404).send({ error: 'unknown_account' });
    const { answered: _answered, ...held } = rewards.rewards(account.id);
    return { vipLabel: account.vipLabel, balanceCents: money.balance(account.id), ...held };
  });

  app.post('/__sandbox/rewards', (request, reply) => {
    const body = controlInput(RewardsBodySchema, request.body ?? {}, reply);
    if (!body) return reply;
    const account = accounts.byUsername(body.username);
    if (!account) return reply.code(404).send({ error: 'unknown_account' });
    const { spins, raffle, nextPrizeId, vipLevel } = body;
    if (vipLevel !== undefined) accounts.update(account.id, { vipLabel: `VIP${vipLevel}` });
    const now = Date.now();
    const added = raffle
      ? {
          rewardId: money.nextId(),
          title: raffle.title,
          amountCents: raffle.amountCents,
          source: 'Sandbox',
          status: 'UNCLAIMED' as const,
          createTime: now,
          claimTime: null,
          expireTime: raffle.expiresInMs === undefined ? null : now + raffle.expiresInMs,
        }
      : null;
    const held = rewards.give(account.id, {
      ...(spins !== undefined ? { spins } : {}),
      ...(nextPrizeId !== undefined ? { nextPrizeId } : {}),
      raffle: added,
    });
    return {
      spins: held.spins,
      raffle: added,
      vipLabel: accounts.byId(account.id)?.vipLabel ?? account.vipLabel,
    };
  });
}
