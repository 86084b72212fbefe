import type { Language } from '../../src/shared/languages.ts';
import { escapeHtml } from './escape-html.ts';
import type { MailContext } from './mail-context.ts';

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
