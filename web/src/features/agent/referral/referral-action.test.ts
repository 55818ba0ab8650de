import { describe, expect, it } from 'vitest';
import { referralAction } from './referral-action.ts';

const as = (type: number) => ({ type });

describe('referral action (spec section 4)', () => {
  it('sends a visitor to invite friends, whatever the promotion', () => {
    expect(referralAction(null, true)).toEqual({ to: 'inviteFriends' });
    expect(referralAction(null, false)).toEqual({ to: 'inviteFriends' });
  });

  it.each([1, 2, 4, 41, 42])('sends type %i (above 0) to agent registration', (type) => {
    expect(referralAction(as(type), true)).toEqual({ to: 'agentRegister' });
    expect(referralAction(as(type), false)).toEqual({ to: 'agentRegister' });
  });

  it('sends a player to invite friends while REFERRAL runs, else to customer service', () => {
    expect(referralAction(as(0), true)).toEqual({ to: 'inviteFriends' });
    expect(referralAction(as(0), false)).toEqual({ customerService: true });
  });
});
