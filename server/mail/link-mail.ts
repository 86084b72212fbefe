import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../src/shared/languages.ts';
import type { OutboxKind } from '../../src/shared/outbox.ts';
import { escapeHtml } from './escape-html.ts';
import { type MailContext, settingValues, siteNameOf } from './mail-context.ts';
import { mailTexts } from './mail-texts.ts';
import { enqueueMail } from './outbox.ts';

/** A page address of the site with a link's token and the reader's language. */
export function linkUrl(
  context: Pick<MailContext, 'publicUrl'>,
  path: string,
  token: string,
  language: Language,
): string {
  const url = new URL(path, context.publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', language);
  return url.toString();
}

/** A mail whose point is one link: a line of text, the link as a button, what to do if unasked, an optional footer link. */
export type LinkMailParts = {
  language: Language;
  body: string;
  button: string;
  url: string;
  ignore: string;
  footer?: { line: string; linkText: string; url: string };
};

/** The plain text and HTML of a link mail, written in the reader's direction (Arabic right-to-left). */
export function linkMailBodies({ language, body, button, url, ignore, footer }: LinkMailParts) {
  const text = [
    body,
    '',
    `${button}: ${url}`,
    '',
    ignore,
    ...(footer ? ['', '--', `${footer.line} ${footer.url}`] : []),
  ];
  const html = [
    `<div dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}">`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(url)}">${escapeHtml(button)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    ...(footer
      ? [
          `<hr><p><small>${escapeHtml(footer.line)} <a href="${escapeHtml(footer.url)}">${escapeHtml(footer.linkText)}</a></small></p>`,
        ]
      : []),
    '</div>',
  ];
  return { text: text.join('\n'), html: html.join('\n') };
}

/**
 * Writes a link mail into the outbox in the reader's language: `texts` picks its subject and
 * parts from the mail catalog, given the site's name (the site_name setting, else the host).
 */
export async function enqueueLinkMail(
  em: EntityManager,
  context: MailContext,
  mail: { kind: OutboxKind; to: string; language: Language; url: string; headers?: Record<string, string> },
  texts: (
    t: ReturnType<typeof mailTexts>,
    site: string,
  ) => { subject: string } & Omit<LinkMailParts, 'language' | 'url'>,
): Promise<void> {
  const { site_name } = await settingValues(em, ['site_name']);
  const { subject, ...parts } = texts(mailTexts(mail.language), siteNameOf(site_name, context.publicUrl));
  const { text, html } = linkMailBodies({ ...parts, language: mail.language, url: mail.url });
  await enqueueMail(em, { kind: mail.kind, to: mail.to, subject, text, html, headers: mail.headers }, context);
}
