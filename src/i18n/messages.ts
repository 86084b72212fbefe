import siteCatalogUrls from 'virtual:catalog-urls/site';
import { type CompactMessages, expandMessages, type Messages } from '../shared/compiled-messages.ts';
import type { Language } from '../shared/languages.ts';
import { fetchCatalog, layeredCatalogLoader } from './catalog-loader.ts';

export type { Messages } from '../shared/compiled-messages.ts';

/**
 * The site's catalogs (src/i18n/catalogs/site) arrive compiled: the browser fetches its
 * language's file beside the route code, the server render imports the same data.
 */
async function loadSiteCatalog(language: Language): Promise<CompactMessages> {
  if (import.meta.env.SSR) return (await import('virtual:catalog-data/site')).default[language];
  return fetchCatalog(siteCatalogUrls[language], `site ${language}`);
}

/** The site's texts of a language with Turkish under it. */
export const loadMessages: (language: Language) => Promise<Messages> = layeredCatalogLoader(loadSiteCatalog);

/**
 * The dictionary react-intl uses, in the spec's lookup order: server content for the key wins
 * (compiled by the server: `content.messages`), then the current language, then Turkish (both in
 * `current`); react-intl then falls back to the supplied default and finally to the key itself.
 */
export function mergeMessages(current: Messages, serverContent: CompactMessages = {}): Messages {
  return { ...current, ...expandMessages(serverContent) };
}
