/**
 * The gatherer: one line per domain. A new domain is a folder under domains/ with its
 * `<domain>.domain.ts` and one line here; the app and the registry read this list and nothing
 * else. Keep it to these lines.
 */
export { accounts } from './accounts/accounts.domain.ts';
export { agent } from './agent/agent.domain.ts';
export { announcements } from './announcements/announcements.domain.ts';
export { cdn } from './cdn/cdn.domain.ts';
export { firebase } from './firebase/firebase.domain.ts';
export { games } from './games/games.domain.ts';
export { inbox } from './inbox/inbox.domain.ts';
export { kyc } from './kyc/kyc.domain.ts';
export { lottery } from './lottery/lottery.domain.ts';
export { member } from './member/member.domain.ts';
export { promotions } from './promotions/promotions.domain.ts';
export { rewards } from './rewards/rewards.domain.ts';
export { system } from './system/system.domain.ts';
export { wallet } from './wallet/wallet.domain.ts';
