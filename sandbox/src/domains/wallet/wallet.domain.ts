import { defineDomain } from '../../gateway/domain.ts';
import { walletControls } from './wallet.controls.ts';
import { walletRelays } from './wallet.relays.ts';
import { paymentRoutes } from './wallet.routes.ts';
import { WalletSlice } from './wallet.state.ts';

/** Money: balances, transfers, deposits and the payment page, withdrawals, records. */
export const wallet = defineDomain({
  slices: [WalletSlice],
  relays: [walletRelays],
  controls: walletControls,
  routes: paymentRoutes,
});
