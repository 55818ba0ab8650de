/**
 * The domains' routers, one line each, under the name the API gives them (`wallet.withdraw`):
 * a new domain is its folder plus one line here. trpc/router.ts mounts them all.
 */
export { agentRouter as agent } from './agent/agent.router.ts';
export { contentRouter as content } from './content/content.router.ts';
export { contractsRouter as contracts } from './contracts/contracts.router.ts';
export { gamesRouter as games } from './games/games.router.ts';
export { homeRouter as home } from './home/home.router.ts';
export { inboxRouter as inbox } from './inbox/inbox.router.ts';
export { kycRouter as kyc } from './kyc/kyc.router.ts';
export { memberRouter as member } from './member/member.router.ts';
export { promotionsRouter as promotions } from './promotions/promotions.router.ts';
export { recoveryRouter as recovery } from './recovery/recovery.router.ts';
export { registerRouter as register } from './register/register.router.ts';
export { responsibleRouter as responsible } from './responsible/responsible.router.ts';
export { rewardsRouter as rewards } from './rewards/rewards.router.ts';
export { sessionRouter as session } from './session/session.router.ts';
export { systemRouter as system } from './system/system.router.ts';
export { vipRouter as vip } from './vip/vip.router.ts';
export { walletRouter as wallet } from './wallet/wallet.router.ts';
