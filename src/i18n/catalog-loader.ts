import { type CompactMessages, expandMessages, type Messages } from '../shared/compiled-messages.ts';
import type { Language } from '../shared/languages.ts';

/**
 * One compiled catalog file (made at build time by server/tooling/build/compiled-catalogs.ts): data, not
 * code, so neither its text nor any message parser is part of the JavaScript; hashed, cached for good.
 */
export async function fetchCatalog(url: string, name: string): Promise<CompactMessages> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`catalog ${name}: ${response.status}`);
  return (await response.json()) as CompactMessages;
}

/**
 * A loader of an area's catalogs in the spec's fallback order (spec 000 section 4): the language's
 * own texts win, Turkish fills the rest. Each language loads once; a failed load is tried again.
 */
export function layeredCatalogLoader(
  load: (language: Language) => Promise<CompactMessages>,
): (language: Language) => Promise<Messages> {
  const cache = new Map<Language, Promise<Messages>>();
  return (language) => {
    let messages = cache.get(language);
    if (!messages) {
      const sources = [load('tr'), language === 'tr' ? undefined : load(language)];
      messages = Promise.all(sources).then(([turkish, own]) => expandMessages({ ...turkish, ...own }));
      cache.set(language, messages);
      messages.catch(() => cache.delete(language));
    }
    return messages;
  };
}
