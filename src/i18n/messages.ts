import type { Language } from '../shared/languages.ts';
import {
  compileMessages,
  type Messages,
  needsParser,
  type ParseMessage,
  type SourceMessages,
} from './compile-messages.ts';

export type { Messages } from './compile-messages.ts';

/**
 * The built-in dictionaries are data, not code: in the browser they are fetched as JSON files
 * (hashed, cached for good) and compiled to react-intl's syntax trees, so that neither their
 * text nor the ICU parser is part of the first-load JavaScript. The server render imports them.
 */
const dictionaryUrls = import.meta.glob<string>('./messages/*.json', { query: '?url', import: 'default', eager: true });

async function fetchDictionary(language: Language): Promise<SourceMessages> {
  if (import.meta.env.SSR) {
    const module = (await import(`./messages/${language}.json`)) as { default: SourceMessages };
    return module.default;
  }
  const url = dictionaryUrls[`./messages/${language}.json`];
  const response = await fetch(url);
  if (!response.ok) throw new Error(`dictionary ${language}: ${response.status}`);
  return (await response.json()) as SourceMessages;
}

const cache = new Map<Language, Promise<Messages>>();

/**
 * The compiled dictionary of a language with Turkish under it (the fallback of spec 000
 * section 4): its own texts win, Turkish fills the rest.
 */
export function loadMessages(language: Language): Promise<Messages> {
  let messages = cache.get(language);
  if (!messages) {
    const sources = [fetchDictionary('tr'), language === 'tr' ? undefined : fetchDictionary(language)];
    messages = Promise.all(sources).then(([turkish, own]) => compileMessages({ ...turkish, ...own }));
    cache.set(language, messages);
    // A failed fetch is tried again on the next call.
    messages.catch(() => cache.delete(language));
  }
  return messages;
}

let fullParser: ParseMessage | undefined;

/** The full ICU parser once loaded (by parserFor), else undefined. */
export function loadedParser(): ParseMessage | undefined {
  return fullParser;
}

/** The full ICU parser (its own chunk), loaded when a text of `source` needs it. */
export async function parserFor(source: SourceMessages | undefined): Promise<ParseMessage | undefined> {
  if (!fullParser && needsParser(source)) fullParser = (await import('./full-parser.ts')).parseMessage;
  return fullParser;
}

/**
 * The dictionary react-intl uses, in the spec's lookup order: server content for the key wins,
 * then the current language, then Turkish (both in `current`); react-intl then falls back to the
 * supplied default and finally to the key itself.
 */
export function mergeMessages(current: Messages, serverContent: SourceMessages = {}, parse = fullParser): Messages {
  return { ...current, ...compileMessages(serverContent, parse) };
}
