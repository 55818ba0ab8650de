/** Each contract kind's screen (spec section 2), for the request alert's 'go' and the screens. */
import type { ContractKind } from '@app/contracts';
import type { StaticRouteName } from '../../lib/paths.ts';

export const CONTRACT_ROUTES = {
  salary: 'getSalaryContract',
  dividend: 'getDevidendContract',
  hourly: 'getHourContract',
} as const satisfies Record<ContractKind, StaticRouteName>;
