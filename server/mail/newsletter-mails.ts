import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeLanguage } from '../../src/shared/languages.ts';
import { enqueueLinkMail, linkUrl } from './link-mail.ts';
import type { MailContext } from './mail-context.ts';
import { linkKey, signLink, tokenHash } from './signed-links.ts';

/** The public pages of the signed links (server/pages/newsletter-pages.ts). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

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
  await enqueueLinkMail(
    em,
    context,
    {
      kind: 'newsletter_confirm',
      to: subscriber.email,
      language,
      url: confirmUrl,
      headers: unsubscribeHeaders(unsubscribeUrl),
    },
    (t, site) => ({
      subject: t('newsletterConfirmSubject', { site }),
      body: t('newsletterConfirmBody', { site }),
      button: t('newsletterConfirmButton'),
      ignore: t('newsletterConfirmIgnore'),
      footer: { line: t('unsubscribeLine'), linkText: t('unsubscribeLink'), url: unsubscribeUrl },
    }),
  );
  return { confirmTokenHash: tokenHash(confirmToken) };
}
