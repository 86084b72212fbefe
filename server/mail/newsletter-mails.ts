import type { EntityManager } from '@mikro-orm/postgresql';
import { type Language, normalizeLanguage } from '../../src/shared/languages.ts';
import { escapeHtml } from './escape-html.ts';
import { type MailContext, settingValues, siteNameOf } from './mail-context.ts';
import { mailTexts } from './mail-texts.ts';
import { enqueueMail } from './outbox.ts';
import { linkKey, signLink, tokenHash } from './signed-links.ts';

/** The public pages of the signed links (server/pages/newsletter-pages.ts). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** A page address with the token and the visitor's language. */
function linkUrl(context: MailContext, path: string, token: string, language: Language): string {
  const url = new URL(path, context.publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', language);
  return url.toString();
}

/**
 * The headers every mail to a subscriber carries: List-Unsubscribe with the https link and
 * List-Unsubscribe-Post for one-click unsubscription (RFC 8058). No mailto: nothing here reads
 * incoming mail.
 */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * The double opt-in mail: the signed confirmation link, and the unsubscribe link and headers.
 * Returns the confirmation token's hash, for the subscriber's row: only that link confirms.
 */
export async function enqueueNewsletterConfirmation(
  em: EntityManager,
  subscriber: { email: string; language: string },
  context: MailContext,
): Promise<{ confirmTokenHash: string }> {
  const language = normalizeLanguage(subscriber.language);
  const key = await linkKey(em, context.linkSecret);
  const confirmToken = signLink(key, 'confirm', subscriber.email);
  const confirmUrl = linkUrl(context, NEWSLETTER_CONFIRM_PATH, confirmToken, language);
  const unsubscribeUrl = linkUrl(
    context,
    NEWSLETTER_UNSUBSCRIBE_PATH,
    signLink(key, 'unsubscribe', subscriber.email),
    language,
  );
  const { site_name } = await settingValues(em, ['site_name']);
  const site = siteNameOf(site_name, context.publicUrl);
  const t = mailTexts(language);
  const body = t('newsletterConfirmBody', { site });
  const [button, ignore, unsubscribeLine] = [
    t('newsletterConfirmButton'),
    t('newsletterConfirmIgnore'),
    t('unsubscribeLine'),
  ];
  const text = [
    body,
    '',
    `${button}: ${confirmUrl}`,
    '',
    ignore,
    '',
    '--',
    `${unsubscribeLine} ${unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<div dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}">`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(button)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    `<hr><p><small>${escapeHtml(unsubscribeLine)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(t('unsubscribeLink'))}</a></small></p>`,
    '</div>',
  ].join('\n');
  await enqueueMail(
    em,
    {
      kind: 'newsletter_confirm',
      to: subscriber.email,
      subject: t('newsletterConfirmSubject', { site }),
      text,
      html,
      headers: unsubscribeHeaders(unsubscribeUrl),
    },
    context,
  );
  return { confirmTokenHash: tokenHash(confirmToken) };
}
