/**
 * The agent contract screens (spec section 2; issue 26): salary, dividend and hourly salary. The
 * spec's contract-request check applies to member types 0, 1 and 2, so a screen is open to any
 * real member who may hold a contract, not only to agents; the trial player is refused with the
 * free-trial guard's 'free_reject' (spec section 5).
 */
import type { ContractKind } from '@app/contracts';
import { ACCESS, defineRoutes, lazyScreen, type RouteDefinition } from '../../lib/routing.ts';

const PATHS = {
  getSalaryContract: '/member/agent/getSalaryContract',
  getDevidendContract: '/member/agent/getDevidendContract',
  getHourContract: '/member/agent/getHourContract',
} as const;
type ContractPaths = typeof PATHS;
declare module '../../lib/paths.ts' {
  interface RoutePaths extends ContractPaths {}
}

const contractScreens = () => import('./contract-screens.ts');

/** A contract screen: its chunk, texts, and the contract and request it opens on. */
function contractRoute(
  kind: ContractKind,
  screen: 'SalaryContractScreen' | 'DividendContractScreen' | 'HourlyContractScreen',
): RouteDefinition {
  return {
    screen: lazyScreen(contractScreens, screen),
    namespaces: ['contracts', 'lists', 'errors', 'validation'],
    prefetch: ({ queryClient, trpc }) => {
      void queryClient.prefetchQuery(trpc.contracts.current.queryOptions({ kind }));
      void queryClient.prefetchQuery(trpc.contracts.pending.queryOptions({ kind }));
    },
    access: ACCESS.paysIntoWallet,
  };
}

export const contractRoutes = defineRoutes(PATHS, {
  getSalaryContract: contractRoute('salary', 'SalaryContractScreen'),
  getDevidendContract: contractRoute('dividend', 'DividendContractScreen'),
  getHourContract: contractRoute('hourly', 'HourlyContractScreen'),
});
