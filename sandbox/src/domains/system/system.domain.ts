import { defineDomain } from '../../gateway/domain.ts';
import { MerchantSlice } from './merchant.state.ts';
import { systemControls } from './system.controls.ts';
import { systemRelays } from './system.relays.ts';

/** The merchant's switches and the system endpoints: status, modules, countries, help. */
export const system = defineDomain({
  slices: [MerchantSlice],
  relays: [systemRelays],
  controls: systemControls,
});
