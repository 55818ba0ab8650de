import { defineDomain } from '../../gateway/domain.ts';
import { lotteryRoutes } from './lottery.routes.ts';

/** The lottery service (LGW, §13) and its H5 page: draws from the clock, bets from the wallet. */
export const lottery = defineDomain({ routes: lotteryRoutes });
