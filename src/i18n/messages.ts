import dictionaryUrls from 'virtual:dictionary-urls';
import { type CompactMessages, expandMessages, type Messages } from '../shared/compiled-messages.ts';
import type { Language } from '../shared/languages.ts';

export type { Messages } from '../shared/compiled-messages.ts';

/**
 * The built-in dictionaries are data, not code, and arrive compiled (react-intl's syntax trees,
 * made at build time by server/build/compiled-dictionaries.ts): in the browser they are fetched
 * as JSON files (hashed, cached for good), so neither their text nor any message parser is part
 * of the first-load JavaScript. The server render imports the same data.
 */
async function fetchDictionary(language: Language): Promise<CompactMessages> {
  if (import.meta.env.SSR) return (await import('virtual:dictionary-data')).default[language];
  const response = await fetch(dictionaryUrls[language]);
  if (!response.ok) throw new Error(`dictionary ${language}: ${response.status}`);
  return (await response.json()) as CompactMessages;
}

const cache = new Map<Language, Promise<Messages>>();

/**
 * The dictionary of a language with Turkish under it (the fallback of spec 000 section 4): its
 * own texts win, Turkish fills the rest.
 */
export function loadMessages(language: Language): Promise<Messages> {
  let messages = cache.get(language);
  if (!messages) {
    const sources = [fetchDictionary('tr'), language === 'tr' ? undefined : fetchDictionary(language)];
    messages = Promise.all(sources).then(([turkish, own]) => expandMessages({ ...turkish, ...own }));
    cache.set(language, messages);
    // A failed fetch is tried again on the next call.
    messages.catch(() => cache.delete(language));
  }
  return messages;
}

/**
 * The dictionary react-intl uses, in the spec's lookup order: server content for the key wins
 * (compiled by the server: `content.messages`), then the current language, then Turkish (both in
 * `current`); react-intl then falls back to the supplied default and finally to the key itself.
 */
export function mergeMessages(current: Messages, serverContent: CompactMessages = {}): Messages {
  return { ...current, ...expandMessages(serverContent) };
}
