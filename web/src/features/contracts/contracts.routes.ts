/**
 * The agent contract screens (spec section 2; issue 26): salary, dividend and hourly salary. The
 * spec's contract-request check applies to member types 0, 1 and 2, so a screen is open to any
 * real member who may hold a contract, not only to agents; the trial player is refused with the
 * free-trial guard's 'free_reject' (spec section 5).
 */
import { ACCESS, defineRoutes } from '../../lib/routing.ts';

const PATHS = {
  getSalaryContract: '/member/agent/getSalaryContract',
  getDevidendContract: '/member/agent/getDevidendContract',
  getHourContract: '/member/agent/getHourContract',
} as const;
type ContractPaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends ContractPaths {}
}

// The screens' own namespace ('contracts') joins when their texts land.
const TEXTS = ['errors', 'validation'];

export const contractRoutes = defineRoutes(PATHS, {
  getSalaryContract: { namespaces: TEXTS, access: ACCESS.paysIntoWallet },
  getDevidendContract: { namespaces: TEXTS, access: ACCESS.paysIntoWallet },
  getHourContract: { namespaces: TEXTS, access: ACCESS.paysIntoWallet },
});
