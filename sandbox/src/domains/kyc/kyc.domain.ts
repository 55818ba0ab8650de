import { defineDomain } from '../../gateway/domain.ts';
import { kycControls } from './kyc.controls.ts';
import { kycRelays } from './kyc.relays.ts';
import { KycSlice } from './kyc.state.ts';

/** Identity verification: the security config, personal information, ID images. */
export const kyc = defineDomain({
  slices: [KycSlice],
  relays: [kycRelays],
  controls: kycControls,
});
