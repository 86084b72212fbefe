import { languageOfPath } from '../../src/shared/language-prefix.ts';
import { directionOf, type Language } from '../../src/shared/languages.ts';
import { SHARE_IMAGE, shareImageUrl } from '../../src/shared/media-image.ts';
import { headLinks, resolveHead } from '../../src/shared/page-head.ts';
import { OG_LOCALES, type PageMatch } from '../../src/shared/page-meta.ts';
import { siteNameOf } from '../../src/shared/site-name.ts';
import { publicReads, type ReadContext } from '../cache/public-reads.ts';
import { BUILT_IN_TEXTS } from '../services/built-in-texts.ts';
import { absoluteUrl, jsonLdScript, type StructuredData, structuredData } from './structured-data.ts';

export type PageHead = {
  status: 200 | 404;
  language: Language;
  title: string;
  description: string;
  /** Absolute URL of this page in this language; absent for pages not to be indexed. */
  canonical?: string;
  /** hreflang → absolute URL, x-default included. */
  alternates?: Record<string, string>;
  /** The logo (logo_url): apple-touch-icon, and og:image/twitter:image when there is no shareImage. */
  image?: string;
  /** The logo's 1200×630 share variant (an uploaded raster logo): og:image and twitter:image. */
  shareImage?: { url: string; width: number; height: number };
  /** The browser tab's icon: favicon_url, else logo_url; the built-in /favicon.svg without either. */
  icon?: string;
  /** schema.org JSON-LD (structured-data.ts); absent on 404 pages. */
  structuredData?: StructuredData;
};

/**
 * The head of a public page as its route declares it (`match`, from the server render; see
 * src/app/route-head.ts), with the texts of the same cached reads the API answers (so an admin's
 * change to a page text or a service shows here at once). Unknown pages and services answer 404
 * with noindex. Without a match (the page was not rendered) the head is the site's, and the SPA
 * writes the page's own once it runs.
 */
export async function pageHeadFor(
  pathname: string,
  match: PageMatch | undefined,
  reads: ReadContext,
  publicUrl: string,
): Promise<PageHead> {
  const language = languageOfPath(pathname);
  const [content, settings] = await Promise.all([publicReads.content(reads, language), publicReads.settings(reads)]);
  const text = (key: string) => content[key] ?? BUILT_IN_TEXTS[language][key] ?? BUILT_IN_TEXTS.tr[key] ?? '';
  const siteName = siteNameOf(settings);
  const image = settings.logo_url ? absoluteUrl(publicUrl, settings.logo_url) : undefined;
  const logoImage = settings.images?.logo_url;
  const shareImage = logoImage ? { url: absoluteUrl(publicUrl, shareImageUrl(logoImage)), ...SHARE_IMAGE } : undefined;
  const iconSetting = settings.favicon_url || settings.logo_url;
  const icon = iconSetting ? absoluteUrl(publicUrl, iconSetting) : undefined;

  const page = match ?? { kind: 'other' };
  const service =
    page.kind === 'service'
      ? (await publicReads.services(reads, language)).find((item) => item.slug === page.slug)
      : undefined;
  const { status, title, description, canonicalPath } = resolveHead(page, {
    siteName,
    text,
    service: service?.content,
  });
  const head: PageHead = { status, language, title, description, image, shareImage, icon };
  if (canonicalPath === undefined) return head;
  // A found page: its links, and the JSON-LD of the business, the page and any service.
  const links = headLinks(canonicalPath, language, publicUrl);
  return {
    ...head,
    ...links,
    structuredData: structuredData({
      settings,
      language,
      publicUrl,
      page: { url: links.canonical, title, description },
      service: service && {
        name: service.content.title,
        description,
        homeName: text('nav.home'),
        servicesName: text('nav.services'),
      },
    }),
  };
}

/**
 * Mantine defines its filled colours under this attribute, which its provider sets only when
 * the script runs: without it a server-rendered page shows white text on no background (buttons,
 * badges) until hydration, and fails colour contrast.
 */
const COLOR_SCHEME = 'data-mantine-color-scheme="light"';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Writes the head into the built index.html: lang/dir, title, description, links, Open Graph,
 * and the JSON-LD block.
 */
export function renderHead(html: string, head: PageHead): string {
  const tags: string[] = [];
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeAttribute(head.canonical)}" />`);
  for (const [hreflang, href] of Object.entries(head.alternates ?? {})) {
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`);
  }
  if (head.status === 404) tags.push('<meta name="robots" content="noindex" />');
  tags.push(`<meta property="og:type" content="website" />`);
  tags.push(`<meta property="og:title" content="${escapeAttribute(head.title)}" />`);
  if (head.description) tags.push(`<meta property="og:description" content="${escapeAttribute(head.description)}" />`);
  if (head.canonical) tags.push(`<meta property="og:url" content="${escapeAttribute(head.canonical)}" />`);
  tags.push(`<meta property="og:locale" content="${OG_LOCALES[head.language]}" />`);
  // The 1200×630 share variant when the logo is an uploaded raster image, else the logo as it is.
  const shareUrl = head.shareImage?.url ?? head.image;
  if (shareUrl) tags.push(`<meta property="og:image" content="${escapeAttribute(shareUrl)}" />`);
  if (head.shareImage) {
    tags.push(`<meta property="og:image:width" content="${head.shareImage.width}" />`);
    tags.push(`<meta property="og:image:height" content="${head.shareImage.height}" />`);
  }
  // Link previews on X and the apps that read its tags: a large card when there is a picture.
  tags.push(`<meta name="twitter:card" content="${shareUrl ? 'summary_large_image' : 'summary'}" />`);
  tags.push(`<meta name="twitter:title" content="${escapeAttribute(head.title)}" />`);
  if (head.description) tags.push(`<meta name="twitter:description" content="${escapeAttribute(head.description)}" />`);
  if (shareUrl) tags.push(`<meta name="twitter:image" content="${escapeAttribute(shareUrl)}" />`);
  if (head.image) tags.push(`<link rel="apple-touch-icon" href="${escapeAttribute(head.image)}" />`);
  if (head.structuredData) tags.push(jsonLdScript(head.structuredData));
  let page = replaceTag(
    html,
    '<html',
    '>',
    `<html lang="${head.language}" dir="${directionOf(head.language)}" ${COLOR_SCHEME}>`,
  );
  page = replaceTag(page, '<title>', '</title>', `<title>${escapeAttribute(head.title)}</title>`);
  page = replaceTag(
    page,
    '<meta name="description"',
    '>',
    `<meta name="description" content="${escapeAttribute(head.description)}" />`,
  );
  if (head.icon)
    page = replaceTag(page, '<link rel="icon"', '>', `<link rel="icon" href="${escapeAttribute(head.icon)}" />`);
  return replaceTag(page, '</head>', '', `    ${tags.join('\n    ')}\n  </head>`);
}

/**
 * Replaces the first span from `start` to the next `end` (both included) with `text`, written
 * literally: admin-edited text may hold `$&` or `` $` ``, which String.replace would expand.
 */
function replaceTag(html: string, start: string, end: string, text: string): string {
  const from = html.indexOf(start);
  if (from < 0) return html;
  const to = end ? html.indexOf(end, from + start.length) : from;
  if (to < 0) return html;
  return html.slice(0, from) + text + html.slice(to + (end ? end.length : start.length));
}
