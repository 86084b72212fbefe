import type {} from '../auth/lucia.ts';
import { createCallerFactory, router } from './init.ts';
import { authRouter } from './routers/auth.router.ts';
import { settingsRouter } from './routers/settings.router.ts';

/** One router per domain. */
export const appRouter = router({
  auth: authRouter,
  settings: settingsRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
