/**
 * The referral action (spec section 4): a visitor goes to invite friends; a member of a type
 * above 0 (agents) to agent registration; a player (type 0) to invite friends when the merchant
 * runs the REFERRAL promotion, else to customer service.
 */
import type { SessionInfo } from '@app/contracts';
import type { StaticRouteName } from '../../../lib/paths.ts';

export type ReferralAction = { to: StaticRouteName } | { customerService: true };

export function referralAction(
  session: Pick<SessionInfo, 'type'> | null,
  referralPromotion: boolean,
): ReferralAction {
  if (session === null) return { to: 'inviteFriends' };
  if (session.type > 0) return { to: 'agentRegister' };
  return referralPromotion ? { to: 'inviteFriends' } : { customerService: true };
}
