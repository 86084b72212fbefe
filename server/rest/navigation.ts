import express, { type Request, type Response, type Router } from 'express';
import { directionOf, isLanguage, type Language } from '../../src/shared/languages.ts';
import { mailTexts } from '../mail/mail-texts.ts';
import { createCaller } from '../trpc/app.router.ts';
import type { Context } from '../trpc/context.ts';

/**
 * The browser navigations of the spec: /api/login opens the admin login screen; /api/logout
 * signs out. GET never changes state (an image or link pointing at /api/logout must not sign an
 * admin out), so GET /api/logout shows a small page whose button POSTs to it: a plain same-origin
 * form (no script, which the CSP forbids inline), sent with our Origin. A form POST ends the
 * session and returns to / (303); a JSON POST goes on to the REST mirror's `{ ok: true }`.
 */

/** The first of the visitor's Accept-Language entries that we speak; Turkish otherwise. */
export function logoutLanguage(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',').slice(0, 20)) {
    const primary = part.trim().split(/[-;]/)[0].toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'tr';
}

export function logoutPage(language: Language): string {
  const t = mailTexts(language);
  const text = { title: t('logoutTitle'), lead: t('logoutLead'), button: t('logoutButton'), home: t('logoutHome') };
  const dir = directionOf(language);
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${text.title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 4rem auto; padding: 0 1rem">
<main>
<h1>${text.title}</h1>
<p>${text.lead}</p>
<form method="post" action="/api/logout"><button type="submit" style="font-size: 1rem; padding: 0.5rem 1.25rem">${text.button}</button></form>
<p><a href="/">${text.home}</a></p>
</main>
</body>
</html>
`;
}

/** A browser's form submission (not a JSON call of an API client). */
const isFormPost = (req: Request) => {
  const type = req.get('content-type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
};

export function createNavigationRoutes(createContext: (opts: { req: Request; res: Response }) => Context): Router {
  const routes = express.Router();
  routes.get('/api/login', (_req, res) => res.redirect(302, '/admin/login'));
  routes.get('/api/logout', (req, res) => {
    res.setHeader('Vary', 'Accept-Language');
    res.type('html').send(logoutPage(logoutLanguage(req.get('accept-language'))));
  });
  routes.post('/api/logout', async (req, res, next) => {
    if (!isFormPost(req)) return next();
    // The same-origin guard has already refused a form posted from another site.
    await createCaller(createContext({ req, res })).auth.logout();
    res.redirect(303, '/');
  });
  return routes;
}
