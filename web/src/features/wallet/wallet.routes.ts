/**
 * Deposit, withdraw and the records: one chunk. Money pages refuse the trial player (spec
 * section 6: deposit), and the records are money too: the trial account has none.
 */
import { ACCESS, defineRoutes, lazyScreen } from '../../lib/routing.ts';

const PATHS = {
  voucherCenter: '/voucherCenter',
  withdraw: '/withdraw',
  gameRecord: '/gameRecord',
} as const;
type WalletPaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends WalletPaths {}
}

const walletScreens = () => import('./wallet-screens.ts');
const TEXTS = ['wallet', 'lists', 'errors', 'validation'];

export const walletRoutes = defineRoutes(PATHS, {
  voucherCenter: {
    screen: lazyScreen(walletScreens, 'DepositScreen'),
    namespaces: TEXTS,
    memberData: true,
    access: ACCESS.realMember,
  },
  withdraw: {
    screen: lazyScreen(walletScreens, 'WithdrawScreen'),
    namespaces: TEXTS,
    memberData: true,
    access: ACCESS.realMember,
  },
  gameRecord: {
    screen: lazyScreen(walletScreens, 'RecordsScreen'),
    namespaces: TEXTS,
    access: ACCESS.realMember,
  },
});
