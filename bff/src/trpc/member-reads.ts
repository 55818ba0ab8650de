/** The per-session limit on member reads, counted by procedures and by services alike. */
import type { Context } from './context.ts';

/**
 * Member reads go to the gateway with the member's token and are never cached, so each one costs
 * a gateway call: a per-session limit keeps one session (or a batch of its calls) from flooding
 * the gateway. Called by member queries and by the member part of the home.
 */
export async function countMemberRead(ctx: Pick<Context, 'session' | 'limits'>): Promise<void> {
  const id = ctx.session.id;
  if (id) await ctx.limits.check('memberReadsPerSession', id);
}
