/**
 * The whole API: one router per domain (architecture.md "Packages"), gathered in
 * features/routers.ts and features/upload-routers.ts; nothing here names a domain.
 */
import * as domainRouters from '../features/routers.ts';
import * as uploadRouters from '../features/upload-routers.ts';
import { createCallerFactory, router } from './init.ts';

export const appRouter = router({ ...domainRouters });

export type AppRouter = typeof appRouter;

/** The second mount, /upload: procedures whose bodies are megabytes (decision 011). */
export const uploadRouter = router({ ...uploadRouters });

export type UploadRouter = typeof uploadRouter;

export const createCaller = createCallerFactory(appRouter);
