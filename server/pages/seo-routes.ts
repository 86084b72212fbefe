import express, { type Router } from 'express';
import { withLanguagePrefix } from '../../src/shared/language-prefix.ts';
import { LANGUAGES } from '../../src/shared/languages.ts';
import { PAGE_PATHS } from '../../src/shared/page-meta.ts';
import { publicReads, type ReadContext } from '../cache/public-reads.ts';

const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * /robots.txt and /sitemap.xml: every public page and active service in the five languages,
 * each with its language alternates, so search engines find the translated pages.
 */
export function seoRoutes(publicUrl: string, reads: () => ReadContext): Router {
  const routes = express.Router();
  routes.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /trpc/\nSitemap: ${publicUrl}/sitemap.xml\n`);
  });
  routes.get('/sitemap.xml', async (_req, res) => {
    const services = await publicReads.services(reads(), 'tr');
    const paths = [...Object.values(PAGE_PATHS), ...services.map((service) => `/services/${service.slug}`)];
    const entries = paths.flatMap((path) => {
      const alternates = [
        ...LANGUAGES.map((language) => [language, `${publicUrl}${withLanguagePrefix(path, language)}`]),
        ['x-default', `${publicUrl}${path}`],
      ]
        .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
        .join('');
      return LANGUAGES.map(
        (language) =>
          `<url><loc>${escapeXml(`${publicUrl}${withLanguagePrefix(path, language)}`)}</loc>${alternates}</url>`,
      );
    });
    res
      .type('application/xml')
      .setHeader('Cache-Control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
      );
  });
  return routes;
}
