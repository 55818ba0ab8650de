import type { Balance, GatewayMemberInfo, MemberInfo } from '@app/contracts';
import type { Context } from '../../trpc/context.ts';
import { UpstreamError } from '../../upstream/errors.ts';
import { fetchBalance, fetchMemberInfo } from './member.upstream.ts';

type MemberContext = Pick<Context, 'session' | 'gateway'>;
type GatewayContext = Pick<Context, 'gateway'>;

/** The signed-in member, or null for a guest or a session the gateway no longer knows. */
export async function getMemberInfo(ctx: MemberContext): Promise<MemberInfo | null> {
  const session = await ctx.session.load();
  if (!session?.token) return null;
  try {
    const info = await fetchMemberInfo(ctx.gateway);
    return toMemberInfo(info, session.userName);
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === 'session') {
      // The gateway is the authority: a dead token ends our session too (spec section 2.5).
      await ctx.session.destroy();
      return null;
    }
    throw error;
  }
}

export function toMemberInfo(
  info: GatewayMemberInfo,
  fallbackUserName: string | null,
): MemberInfo | null {
  const account = info.account ?? info.userName ?? null;
  if (info.id == null && !account) return null;
  return {
    id: String(info.id ?? account),
    account: account ?? fallbackUserName ?? '',
    nickname: info.nickname?.trim() ? info.nickname.trim() : null,
    type: info.type ?? 0,
    vipLabel: info.clubLabel?.labelName?.trim() || '0',
    mobile: info.mobile ?? null,
  };
}

/**
 * The balance widget's figure (spec section 4: 2 decimals). Per member, so never cached: the
 * widget asks every 60 s and on a tap, and each answer must be the gateway's current one.
 */
export async function getBalance(ctx: GatewayContext): Promise<Balance> {
  const value = await fetchBalance(ctx.gateway);
  return {
    sumBalance: Math.round(value.sumBalance * 100) / 100,
    currency: value.currency ?? null,
    currencySymbol: value.currencySymbol ?? null,
  };
}
