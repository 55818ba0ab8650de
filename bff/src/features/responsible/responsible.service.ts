/**
 * Play responsibly (issue 30): the player's own break from play, taken and read here, enforced
 * by `closedDuringBreak` (trpc/init.ts) on what it closes (session/play-breaks.ts); and the
 * reality check's interval, the merchant's default until the player chooses one.
 */
import type { BreakPeriod, PlayBreak, RealityCheck } from '@app/contracts';
import type { SessionData } from '../../session/session-store.ts';
import { readBreak, startBreak } from '../../session/play-breaks.ts';
import type { Context } from '../../trpc/context.ts';
import { AppError, needingStore } from '../../trpc/errors.ts';

/** A member procedure's context: the session it checked is there. */
type MemberContext = Pick<Context, 'store' | 'log' | 'config'> & { sessionData: SessionData };

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

/** The player's interval is kept this long after it was last chosen (a preference, not a rule). */
const REALITY_CHECK_KEPT_MS = 400 * 24 * 3_600_000;
const realityCheckKey = (member: string) => `reality-check:${member.toLowerCase()}`;

/**
 * The member's reality-check interval: their choice, kept within the merchant's bounds (bounds
 * narrowed since are applied), else the merchant's default. A store that cannot be read gives the
 * default: the check still comes, at the merchant's interval.
 */
export async function getRealityCheck(ctx: MemberContext): Promise<RealityCheck> {
  const { minutes: fallback, minMinutes, maxMinutes, minuteMs } = ctx.config.realityCheck;
  const key = realityCheckKey(memberName(ctx));
  let minutes = fallback;
  try {
    const chosen = Number(await ctx.store.get(key));
    if (Number.isInteger(chosen) && chosen > 0) {
      minutes = Math.min(maxMinutes, Math.max(minMinutes, chosen));
    }
  } catch (error) {
    ctx.log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      "reality-check interval unreadable: the merchant's default applies",
    );
  }
  return { minutes, minMinutes, maxMinutes, everyMs: minutes * minuteMs };
}

/** Keeps the member's interval; one outside the merchant's bounds is refused. */
export async function setRealityCheck(ctx: MemberContext, minutes: number): Promise<RealityCheck> {
  const { minMinutes, maxMinutes } = ctx.config.realityCheck;
  if (minutes < minMinutes || minutes > maxMinutes) {
    throw new AppError('BAD_REQUEST', 'invalid_input');
  }
  const member = memberName(ctx);
  await needingStore(() =>
    ctx.store.set(realityCheckKey(member), String(minutes), REALITY_CHECK_KEPT_MS),
  );
  ctx.log.info({ minutes }, 'reality-check interval chosen');
  return getRealityCheck(ctx);
}
