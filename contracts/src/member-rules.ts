// Pure rules, no zod: also exported through @app/contracts/values.
import { AGENT_TYPES, REAL_MEMBER_TYPES, TRIAL_MEMBER_TYPE } from './constants.ts';
import type { MemberInfo } from './member.ts';

/** Greeting name: nickname, then account; null means "show the login prompt". */
export function displayName(
  member: Pick<MemberInfo, 'nickname' | 'account'> | null,
): string | null {
  if (!member) return null;
  const nickname = member.nickname?.trim();
  if (nickname) return nickname;
  const account = member.account.trim();
  return account || null;
}

export function isRealMember(type: number): boolean {
  return (REAL_MEMBER_TYPES as readonly number[]).includes(type);
}

export function isTrialMember(type: number): boolean {
  return type === TRIAL_MEMBER_TYPE;
}

/** Agent customer types (spec section 6); null (no session type) is not an agent. */
export function isAgent(type: number | null | undefined): boolean {
  return type != null && (AGENT_TYPES as readonly number[]).includes(type);
}

/**
 * Member types the contract-request check never asks about (spec section 6): the trial player
 * and types 40, 41, 42. Any other member is asked when AGENTPOLICY3 is on.
 */
export const CONTRACT_CHECK_EXCLUDED_TYPES = [4, 40, 41, 42] as const;

export function contractCheckApplies(type: number | null | undefined): boolean {
  return type != null && !(CONTRACT_CHECK_EXCLUDED_TYPES as readonly number[]).includes(type);
}

/**
 * What feedback is about (our shape: the gateway's `PUT /wps/feedback` takes it as `type`), so
 * the operator can route it; 'other' when the player does not say.
 */
export const FEEDBACK_TOPICS = [
  'deposit',
  'withdrawal',
  'games',
  'account',
  'suggestion',
  'other',
] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];
