import type { Language } from '../shared/languages.ts';
import tr from './messages/tr.json' with { type: 'json' };

export type Messages = Record<string, string>;

/** Turkish is the fallback dictionary and always bundled; the others load on demand. */
export const TURKISH_MESSAGES: Messages = tr;

const loaders: Record<Exclude<Language, 'tr'>, () => Promise<{ default: Messages }>> = {
  en: () => import('./messages/en.json', { with: { type: 'json' } }),
  de: () => import('./messages/de.json', { with: { type: 'json' } }),
  ru: () => import('./messages/ru.json', { with: { type: 'json' } }),
  ar: () => import('./messages/ar.json', { with: { type: 'json' } }),
};

const cache = new Map<Language, Messages>([['tr', TURKISH_MESSAGES]]);

export async function loadMessages(language: Language): Promise<Messages> {
  const cached = cache.get(language);
  if (cached) return cached;
  const messages = language === 'tr' ? TURKISH_MESSAGES : (await loaders[language]()).default;
  cache.set(language, messages);
  return messages;
}

/**
 * The dictionary react-intl uses, in the spec's lookup order: server content for the key wins,
 * then the current language, then Turkish; react-intl then falls back to the supplied default
 * and finally to the key itself.
 */
export function mergeMessages(current: Messages, serverContent: Messages = {}): Messages {
  return { ...TURKISH_MESSAGES, ...current, ...serverContent };
}
