import { defineDomain } from '../../gateway/domain.ts';
import { rewardControls } from './rewards.controls.ts';
import { rewardRelays } from './rewards.relays.ts';
import { RewardsSlice } from './rewards.state.ts';

/** The VIP club and rewards: tiers, raffle rewards, the turntable, the MISSION board. */
export const rewards = defineDomain({
  slices: [RewardsSlice],
  relays: [rewardRelays],
  controls: rewardControls,
});
