import type { MikroORM } from '@mikro-orm/postgresql';
import express, { type Request, type Response, type Router } from 'express';
import { withLanguagePrefix } from '../../src/shared/language-prefix.ts';
import { type Language, normalizeLanguage } from '../../src/shared/languages.ts';
import { escapeHtml } from '../mail/escape-html.ts';
import { mailTexts } from '../mail/mail-texts.ts';
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '../mail/newsletter-mails.ts';
import { type LinkAction, linkKey, tokenHash, verifyLink } from '../mail/signed-links.ts';
import { confirmSubscription, isConfirmationPending, unsubscribe } from '../services/newsletter.service.ts';

/**
 * The pages of the signed newsletter links, small server-written HTML in the visitor's language
 * (`lang` of the link). GET never changes anything: it shows the address and one button, and
 * the button's POST confirms or unsubscribes. So a mail scanner that opens every link neither
 * subscribes nor unsubscribes anyone. POST to the unsubscribe link is also RFC 8058's one-click
 * unsubscription, sent by mail clients without cookies or our Origin: these routes are mounted
 * before the same-origin guard, and the signed token is their only credential. A confirmation
 * link is good once (the latest mailed, until used or the address unsubscribes); a spent one
 * shows the invalid-link page, so replaying it never re-subscribes anyone.
 */
export function newsletterPageRoutes(orm: MikroORM, linkSecret: string | undefined): Router {
  const routes = express.Router();
  const pages: Array<{ path: string; action: LinkAction }> = [
    { path: NEWSLETTER_CONFIRM_PATH, action: 'confirm' },
    { path: NEWSLETTER_UNSUBSCRIBE_PATH, action: 'unsubscribe' },
  ];
  for (const { path, action } of pages) {
    routes.get(path, async (req, res, next) => {
      try {
        const link = await verifiedLink(orm, linkSecret, req, action);
        const email = link && (action === 'unsubscribe' || (await isPending(orm, link)) ? link.email : null);
        const language = languageOf(req);
        const t = mailTexts(language);
        if (!email) return sendPage(res, 400, language, t('invalidLinkTitle'), t('invalidLinkText'));
        const [title, text, button] =
          action === 'confirm'
            ? [t('confirmPageTitle'), t('confirmPageText', { email }), t('newsletterConfirmButton')]
            : [t('unsubscribePageTitle'), t('unsubscribePageText', { email }), t('unsubscribeButton')];
        const form = `<form method="post" action="${escapeHtml(req.originalUrl)}"><button type="submit">${escapeHtml(button)}</button></form>`;
        sendPage(res, 200, language, title, text, form);
      } catch (error) {
        next(error);
      }
    });
    routes.post(path, async (req, res, next) => {
      try {
        req.resume();
        const link = await verifiedLink(orm, linkSecret, req, action);
        const email = link?.email;
        const language = languageOf(req);
        const t = mailTexts(language);
        const em = orm.em.fork();
        const done =
          link &&
          (action === 'confirm'
            ? await confirmSubscription(em, link.email, link.hash)
            : await unsubscribe(em, link.email));
        if (!email || !done) return sendPage(res, 400, language, t('invalidLinkTitle'), t('invalidLinkText'));
        if (action === 'confirm')
          sendPage(res, 200, language, t('confirmedPageTitle'), t('confirmedPageText', { email }));
        else sendPage(res, 200, language, t('unsubscribedPageTitle'), t('unsubscribedPageText', { email }));
      } catch (error) {
        next(error);
      }
    });
  }
  return routes;
}

function languageOf(req: Request): Language {
  return normalizeLanguage(req.query.lang);
}

type VerifiedLink = { email: string; hash: string };

/** The address of a genuine, unexpired token of the action, with the token's hash; null otherwise. */
async function verifiedLink(
  orm: MikroORM,
  linkSecret: string | undefined,
  req: Request,
  action: LinkAction,
): Promise<VerifiedLink | null> {
  const token = req.query.token;
  if (typeof token !== 'string') return null;
  const key = await linkKey(orm.em.fork(), linkSecret);
  const email = verifyLink(key, token, action)?.email;
  return email ? { email, hash: tokenHash(token) } : null;
}

/** A confirmation link is good once: while the subscriber's row holds its hash. */
function isPending(orm: MikroORM, link: VerifiedLink): Promise<boolean> {
  return isConfirmationPending(orm.em.fork(), link.email, link.hash);
}

function sendPage(res: Response, status: number, language: Language, title: string, text: string, extra = ''): void {
  const backToSite = mailTexts(language)('backToSite');
  const home = withLanguagePrefix('/', language);
  res
    .status(status)
    .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
    .send(
      `<!doctype html><html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
        '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
        `<title>${escapeHtml(title)}</title>` +
        '<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}' +
        'button{font:inherit;padding:.6rem 1.2rem;min-height:44px;border:0;border-radius:6px;background:#1c7ed6;color:#fff;cursor:pointer}' +
        'a{color:#1864ab}</style></head><body><main>' +
        `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${extra}` +
        `<p><a href="${escapeHtml(home)}">${escapeHtml(backToSite)}</a></p></main></body></html>`,
    );
}
