import { defineDomain } from '../../gateway/domain.ts';
import { promotionControls } from './promotions.controls.ts';
import { promotionRelays } from './promotions.relays.ts';
import { PromotionsSlice } from './promotions.state.ts';

/** Promotions and the daily sign-in: availability, the list, join, apply, claim. */
export const promotions = defineDomain({
  slices: [PromotionsSlice],
  relays: [promotionRelays],
  controls: promotionControls,
});
