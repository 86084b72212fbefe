import type { Language } from '../../shared/languages.ts';

/**
 * Admin texts live with their screens, in all five languages, and load with the admin chunk
 * only (public pages never carry them). Turkish is the spec's wording; the other languages
 * must have exactly the same keys (checked by admin-messages.test.ts).
 */
export type AdminCatalog<K extends string = string> = { tr: Record<K, string> } & Record<
  Exclude<Language, 'tr'>,
  Record<K, string>
>;

export function defineAdminMessages<K extends string>(catalog: AdminCatalog<K>): AdminCatalog<K> {
  return catalog;
}
