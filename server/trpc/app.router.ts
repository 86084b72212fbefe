import type {} from '../auth/lucia.ts';
import { createCallerFactory, router } from './init.ts';
import { accountRouter } from './routers/account.router.ts';
import { auditRouter } from './routers/audit.router.ts';
import { authRouter } from './routers/auth.router.ts';
import { contactRouter } from './routers/contact.router.ts';
import { contentRouter } from './routers/content.router.ts';
import { dashboardRouter } from './routers/dashboard.router.ts';
import { mediaRouter } from './routers/media.router.ts';
import { outboxRouter } from './routers/outbox.router.ts';
import { pricingRouter } from './routers/pricing.router.ts';
import { projectsRouter } from './routers/projects.router.ts';
import { recommendationRouter } from './routers/recommendation.router.ts';
import { redirectsRouter } from './routers/redirects.router.ts';
import { servicesRouter } from './routers/services.router.ts';
import { settingsRouter } from './routers/settings.router.ts';
import { tokensRouter } from './routers/tokens.router.ts';
import { usersRouter } from './routers/users.router.ts';
import { versionsRouter } from './routers/versions.router.ts';
import { webhooksRouter } from './routers/webhooks.router.ts';

/** One router per domain. */
export const appRouter = router({
  auth: authRouter,
  settings: settingsRouter,
  content: contentRouter,
  services: servicesRouter,
  projects: projectsRouter,
  pricing: pricingRouter,
  contact: contactRouter,
  recommendation: recommendationRouter,
  dashboard: dashboardRouter,
  media: mediaRouter,
  outbox: outboxRouter,
  account: accountRouter,
  users: usersRouter,
  audit: auditRouter,
  versions: versionsRouter,
  redirects: redirectsRouter,
  tokens: tokensRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
