import { withLanguagePrefix } from './language-prefix.ts';
import { LANGUAGES, type Language } from './languages.ts';
import { composeTitle, metaDescriptionKey, metaTitleKey, PAGE_PATHS, type PageMatch } from './page-meta.ts';

/**
 * What a public page's head says: the server writes it into the first HTML
 * (server/pages/page-head.ts) and the SPA keeps it current (src/site/layout/PageHead.tsx), both
 * from here, so the two cannot drift apart.
 */
export type ResolvedHead = {
  status: 200 | 404;
  title: string;
  description: string;
  /** The one indexed address of the page, without language prefix; absent for pages not to be indexed. */
  canonicalPath?: string;
};

/** The page texts a head is made of (the site's catalog checks they exist where they are read). */
export type HeadTextKey = ReturnType<typeof metaTitleKey> | ReturnType<typeof metaDescriptionKey> | 'notFound.title';

export type HeadSources = {
  siteName: string;
  /** A page text by key, in the page's language. */
  text: (key: HeadTextKey) => string;
  /** On a service page: the texts of the service the slug names, if there is one. */
  service?: { title: string; description: string };
};

/** The head of the page a route declared (`other`: titled after the site; `unknown`: 404). */
export function resolveHead(page: PageMatch, { siteName, text, service }: HeadSources): ResolvedHead {
  if (page.kind === 'other') return { status: 200, title: siteName, description: '' };
  if (page.kind === 'page') {
    return {
      status: 200,
      title: composeTitle(text(metaTitleKey(page.id)), siteName, page.id),
      description: text(metaDescriptionKey(page.id)),
      canonicalPath: PAGE_PATHS[page.id],
    };
  }
  if (page.kind === 'service' && service) {
    return {
      status: 200,
      title: composeTitle(service.title, siteName),
      description: service.description,
      canonicalPath: `/services/${page.slug}`,
    };
  }
  return { status: 404, title: composeTitle(text('notFound.title'), siteName), description: '' };
}

/** The canonical address of a page in a language, and its hreflang alternates (x-default: Turkish). */
export function headLinks(
  canonicalPath: string,
  language: Language,
  publicUrl: string,
): { canonical: string; alternates: Record<string, string> } {
  return {
    canonical: `${publicUrl}${withLanguagePrefix(canonicalPath, language)}`,
    alternates: Object.fromEntries([
      ...LANGUAGES.map((lang) => [lang, `${publicUrl}${withLanguagePrefix(canonicalPath, lang)}`]),
      ['x-default', `${publicUrl}${canonicalPath}`],
    ]),
  };
}
