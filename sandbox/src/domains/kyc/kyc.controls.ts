/**
 * Test controls of identity verification: what the gateway holds of a member's KYC, and the
 * back office's review.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../gateway/context.ts';
import { controlInput } from '../../gateway/control-input.ts';
import { AccountsSlice } from '../accounts/accounts.state.ts';
import { KycSlice } from './kyc.state.ts';

const KycQuerySchema = z.object({ username: z.string().trim().min(1).max(64) });

const KycBodySchema = z
  .object({
    username: z.string().trim().min(1).max(64),
    /** As a back-office review would set it; N also forgets what was sent. */
    status: z.enum(['N', 'P', 'Y', 'R']),
  })
  .strict();

export function kycControls(app: FastifyInstance, deps: SandboxDeps): void {
  const accounts = deps.slice(AccountsSlice);
  const kyc = deps.slice(KycSlice);

  /**
   * What the gateway holds of a member's identity verification: the status, the personal
   * information as received, and per image its type, size and SHA-256 (never the bytes).
   */
  app.get('/__sandbox/kyc', (request, reply) => {
    const query = controlInput(KycQuerySchema, request.query, reply);
    if (!query) return reply;
    const account = accounts.byUsername(query.username);
    if (!account) return reply.code(404).send({ error: 'no_account' });
    const images = Object.fromEntries(
      Object.entries(kyc.imagesOf(account.id)).map(([slot, image]) => [
        slot,
        {
          type: image.type,
          bytes: image.bytes.length,
          sha256: createHash('sha256').update(image.bytes).digest('hex'),
        },
      ]),
    );
    return { username: account.username, ...kyc.record(account.id), images };
  });

  app.post('/__sandbox/kyc', (request, reply) => {
    const body = controlInput(KycBodySchema, request.body ?? {}, reply);
    if (!body) return reply;
    const account = accounts.byUsername(body.username);
    if (!account) return reply.code(404).send({ error: 'no_account' });
    const record =
      body.status === 'N' ? kyc.clear(account.id) : kyc.update(account.id, { status: body.status });
    return { username: account.username, ...record };
  });
}
