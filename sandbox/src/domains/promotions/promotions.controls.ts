/**
 * Test controls of the promotions: which kinds the merchant offers, and the operator's side of a
 * member's promotion (issue 14).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../gateway/context.ts';
import { controlInput } from '../../gateway/control-input.ts';
import type { ReadonlyDeep } from '../../state/readonly.ts';
import { AccountsSlice } from '../accounts/accounts.state.ts';
import { WalletSlice } from '../wallet/wallet.state.ts';
import { promotionSeed } from './promotions.data.ts';
import { memberStatus } from './promotions.relays.ts';
import { PromotionFlagsSchema, PromotionsSlice, type PromotionEntry } from './promotions.state.ts';

const PromotionsBodySchema = PromotionFlagsSchema.partial().strict();

const PromotionActionParamsSchema = z.object({ action: z.enum(['review', 'progress', 'issue']) });
const PromotionActionBodySchema = z
  .object({
    username: z.string().min(1).max(64),
    promotionId: z.number().int().positive(),
    /** review: false rejects, with `reason`. */
    approve: z.boolean().optional(),
    reason: z.string().min(1).max(200).optional(),
    /** progress: the turnover so far, in pesos. */
    turnover: z.number().min(0).max(1e9).optional(),
  })
  .strict();

export function promotionControls(app: FastifyInstance, deps: SandboxDeps): void {
  const promotions = deps.slice(PromotionsSlice);

  app.get('/__sandbox/promotions', () => promotions.flags());

  app.post('/__sandbox/promotions', (request, reply) => {
    const body = controlInput(PromotionsBodySchema, request.body ?? {}, reply);
    if (!body) return reply;
    promotions.setFlags(body);
    return promotions.flags();
  });

  /**
   * `review` approves (Claim) or rejects an application, `progress` sets a TARGET promotion's
   * turnover (Claim once it reaches the target), `issue` gives the reward of an EVENT or AUTO
   * promotion (Issued, credited).
   */
  app.post('/__sandbox/promotions/:action', (request, reply) => {
    const params = controlInput(PromotionActionParamsSchema, request.params, reply);
    if (!params) return reply;
    const body = controlInput(PromotionActionBodySchema, request.body ?? {}, reply);
    if (!body) return reply;
    const account = deps.slice(AccountsSlice).byUsername(body.username);
    if (!account) return reply.code(404).send({ error: 'unknown_account' });
    const seed = promotionSeed(body.promotionId);
    if (!seed) return reply.code(404).send({ error: 'unknown_promotion' });
    const entry = promotions.entry(account.id, seed.promotionId);
    const now = Date.now();
    const move = (change: Partial<PromotionEntry>) => {
      const next: ReadonlyDeep<PromotionEntry> = {
        progressCents: 0,
        comment: '',
        imageBytes: [],
        rejectReason: null,
        state: 'JOINED',
        ...entry,
        ...change,
        updatedAt: now,
      };
      promotions.setEntry(account.id, seed.promotionId, next);
      return { entry: next, status: memberStatus(seed, next, now) };
    };
    const refuse = (why: string) => reply.code(409).send({ error: why, entry: entry ?? null });
    switch (params.action) {
      case 'review':
        if (entry?.state !== 'APPLYING') return refuse('not_applying');
        return body.approve === false
          ? move({ state: 'REJECTED', rejectReason: body.reason ?? 'Not eligible.' })
          : move({ state: 'CLAIM' });
      case 'progress': {
        if (entry?.state !== 'PROCESS' || seed.targetCents === null) {
          return refuse('not_in_process');
        }
        const progressCents = Math.round((body.turnover ?? 0) * 100);
        return move({
          progressCents,
          state: progressCents >= seed.targetCents ? 'CLAIM' : 'PROCESS',
        });
      }
      case 'issue':
        if (seed.joinType !== 'EVENT' && seed.joinType !== 'AUTO') return refuse('not_issued_kind');
        if (seed.joinType === 'EVENT' && entry?.state !== 'JOINED') return refuse('not_joined');
        if (entry?.state === 'ISSUED') return refuse('already_issued');
        deps.slice(WalletSlice).post(account.id, 'BON', seed.bonusCents, seed.title);
        return move({ state: 'ISSUED' });
    }
  });
}
