/** The whole API: one router per domain (architecture.md "Packages"). */
import { contentRouter } from '../features/content/content.router.ts';
import { gamesRouter } from '../features/games/games.router.ts';
import { homeRouter } from '../features/home/home.router.ts';
import { inboxRouter } from '../features/inbox/inbox.router.ts';
import { kycRouter, kycUploadRouter } from '../features/kyc/kyc.router.ts';
import { memberRouter } from '../features/member/member.router.ts';
import {
  promotionsRouter,
  promotionsUploadRouter,
} from '../features/promotions/promotions.router.ts';
import { recoveryRouter } from '../features/recovery/recovery.router.ts';
import { registerRouter } from '../features/register/register.router.ts';
import { rewardsRouter } from '../features/rewards/rewards.router.ts';
import { sessionRouter } from '../features/session/session.router.ts';
import { systemRouter } from '../features/system/system.router.ts';
import { vipRouter } from '../features/vip/vip.router.ts';
import { walletRouter } from '../features/wallet/wallet.router.ts';
import { createCallerFactory, router } from './init.ts';

export const appRouter = router({
  system: systemRouter,
  session: sessionRouter,
  register: registerRouter,
  recovery: recoveryRouter,
  member: memberRouter,
  kyc: kycRouter,
  content: contentRouter,
  games: gamesRouter,
  inbox: inboxRouter,
  promotions: promotionsRouter,
  home: homeRouter,
  wallet: walletRouter,
  vip: vipRouter,
  rewards: rewardsRouter,
});

export type AppRouter = typeof appRouter;

/** The second mount, /upload: procedures whose bodies are megabytes (decision 011). */
export const uploadRouter = router({ kyc: kycUploadRouter, promotions: promotionsUploadRouter });

export type UploadRouter = typeof uploadRouter;

export const createCaller = createCallerFactory(appRouter);
