import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../src/shared/languages.ts';
import { ContentEntry } from '../db/entities/index.ts';

/** GET /api/content/{language}: key → text of one language (the client falls back itself). */
export async function getContentMap(em: EntityManager, language: Language): Promise<Record<string, string>> {
  const rows = await em.find(ContentEntry, { language }, { orderBy: { key: 'asc' } });
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}
