/**
 * Play responsibly (issue 30): the player's own break from play, taken and read here, enforced
 * by `closedDuringBreak` (trpc/init.ts) on what it closes (session/play-breaks.ts).
 */
import type { BreakPeriod, PlayBreak } from '@app/contracts';
import type { SessionData } from '../../session/session-store.ts';
import { readBreak, startBreak } from '../../session/play-breaks.ts';
import type { Context } from '../../trpc/context.ts';
import { AppError } from '../../trpc/errors.ts';

/** A member procedure's context: the session it checked is there. */
type MemberContext = Pick<Context, 'store' | 'log'> & { sessionData: SessionData };

/** The break is the member's, by name: a session without one is no member's. */
function memberName(ctx: MemberContext): string {
  const name = ctx.sessionData.userName;
  if (!name) throw new AppError('UNAUTHORIZED', 'not_logged_in');
  return name;
}

export function getBreak(ctx: MemberContext): Promise<PlayBreak> {
  return readBreak(ctx.store, memberName(ctx));
}

export async function takeBreak(ctx: MemberContext, period: BreakPeriod): Promise<PlayBreak> {
  const taken = await startBreak(ctx.store, memberName(ctx), period);
  ctx.log.info({ period, until: taken.until }, 'play break taken');
  return taken;
}
