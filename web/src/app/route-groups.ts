/**
 * Every domain's routes, one line each: a new domain is its folder plus one line here. The route
 * table (routes.ts) gathers whatever this module exports and names no domain.
 */
export { agentRoutes } from '../features/agent/agent.routes.ts';
export { comingSoonRoutes } from './routes/coming-soon/coming-soon.routes.ts';
export { contractRoutes } from '../features/contracts/contracts.routes.ts';
export { downloadRoutes } from '../features/download/download.routes.ts';
export { gameRoutes } from '../features/games/games.routes.ts';
export { helpRoutes } from '../features/help/help.routes.ts';
export { homeRoutes } from './routes/home/home.routes.ts';
export { inboxRoutes } from '../features/inbox/inbox.routes.ts';
export { memberRoutes } from '../features/member/member.routes.ts';
export { promotionRoutes } from '../features/promotions/promotions.routes.ts';
export { responsibleRoutes } from '../features/responsible/responsible.routes.ts';
export { rewardGateRoutes } from './routes/rewards/rewards.routes.ts';
export { rewardRoutes } from '../features/rewards/rewards.routes.ts';
export { sessionRoutes } from '../features/session/session.routes.ts';
export { vipRoutes } from '../features/vip/vip.routes.ts';
export { walletRoutes } from '../features/wallet/wallet.routes.ts';
