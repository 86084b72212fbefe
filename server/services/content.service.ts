import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type {
  ContentCoverage,
  ContentEntryOutput,
  contentCreateSchema,
  contentUpdateSchema,
} from '../../src/shared/admin-content.ts';
import { LANGUAGES, type Language } from '../../src/shared/languages.ts';
import { isLegalUpdatedKey, LEGAL_KEY_PREFIX } from '../../src/shared/legal-content.ts';
import type { Paged, PageQuery } from '../../src/shared/paging.ts';
import { isCalendarDay } from '../../src/shared/promo.ts';
import { ContentEntry } from '../db/entities/index.ts';
import { conflictOnDuplicate, fieldRefusal, notFound } from '../domain/errors.ts';
import { BUILT_IN_TEXTS } from './built-in-texts.ts';
import { deleteById } from './delete-by-id.ts';
import { foldedContains, pageOf } from './paging.ts';

export const CONTENT_NOT_FOUND = 'İçerik bulunamadı';
export const CONTENT_KEY_TAKEN = 'Bu anahtar bu dilde zaten var';

/**
 * GET /api/content/{language}: key → text of one language (the client falls back itself). The
 * legal texts are left out: they are long, and each legal page reads its own (legal.service.ts)
 * instead of every page carrying all four.
 */
export async function getContentMap(em: EntityManager, language: Language): Promise<Record<string, string>> {
  const rows = await em.find(
    ContentEntry,
    { language, $not: { key: { $like: `${LEGAL_KEY_PREFIX}%` } } },
    { orderBy: { key: 'asc' } },
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

/** The built-in wording of a key in a language, if the site ships one. */
function defaultOf(key: string, language: string): string | null {
  const texts = BUILT_IN_TEXTS[language as Language] as Record<string, string> | undefined;
  return texts && Object.hasOwn(texts, key) ? texts[key] : null;
}

function toOutput(row: ContentEntry): ContentEntryOutput {
  const defaultValue = defaultOf(row.key, row.language);
  return {
    id: row.id,
    key: row.key,
    value: row.value,
    language: row.language as Language,
    isCustom: row.isCustom,
    updatedAt: row.updatedAt.toISOString(),
    builtIn: defaultValue !== null,
    defaultValue,
  };
}

/** One page of a language's entries by key (a search in keys and texts, or one exact key), with the count of all of them. */
export function listContentEntries(
  em: EntityManager,
  input: PageQuery & { language: Language; search?: string; key?: string },
): Promise<Paged<ContentEntryOutput>> {
  const query = em.createQueryBuilder(ContentEntry, 'c').select('*').where({ language: input.language });
  if (input.key) query.andWhere({ key: input.key });
  if (input.search) query.andWhere(...foldedContains(['c.key', 'c.value'], input.search));
  return pageOf(query.orderBy({ key: 'asc', id: 'asc' }), input, toOutput);
}

/** A legal page's "last updated" entry holds a day (YYYY-MM-DD), what the page formats. */
function checkValue(key: string, value: string) {
  if (isLegalUpdatedKey(key) && !isCalendarDay(value)) throw fieldRefusal('value', 'settings.date');
}

export async function createContentEntry(
  em: EntityManager,
  input: z.output<typeof contentCreateSchema>,
): Promise<ContentEntryOutput> {
  checkValue(input.key, input.value);
  const row = em.create(ContentEntry, { ...input, isCustom: true });
  await conflictOnDuplicate(() => em.flush(), CONTENT_KEY_TAKEN);
  return toOutput(row);
}

/** An admin's text: marked custom, so seeding never overwrites it. */
export async function updateContentEntry(
  em: EntityManager,
  id: number,
  input: z.output<typeof contentUpdateSchema>,
): Promise<ContentEntryOutput> {
  const row = await em.findOne(ContentEntry, { id });
  if (!row) throw notFound(CONTENT_NOT_FOUND);
  checkValue(row.key, input.value);
  row.value = input.value;
  row.isCustom = true;
  await em.flush();
  return toOutput(row);
}

/**
 * DELETE /api/admin/content/{id}: the owner's own text goes; a built-in text is never deleted but
 * reset to its built-in wording (what a visitor would see without the row anyway), so the page
 * keeps its text and the history its versions.
 */
export async function deleteContentEntry(em: EntityManager, id: number): Promise<{ ok: true }> {
  const row = await em.findOne(ContentEntry, { id });
  const defaultValue = row ? defaultOf(row.key, row.language) : null;
  if (!row || defaultValue === null) return deleteById(em, ContentEntry, id, CONTENT_NOT_FOUND);
  row.value = defaultValue;
  row.isCustom = false;
  await em.flush();
  return { ok: true };
}

/** Which keys each language lacks, among all keys any language has. */
export async function contentCoverage(em: EntityManager): Promise<ContentCoverage> {
  const rows = await em
    .getConnection()
    .execute<Array<{ key: string; languages: string[] }>>(
      'select key, array_agg(distinct language) as languages from content_entries group by key order by key',
    );
  const counts = new Map<Language, number>(LANGUAGES.map((language) => [language, 0]));
  const missing: ContentCoverage['missing'] = [];
  for (const row of rows) {
    const present = new Set(row.languages);
    for (const language of present) {
      if (counts.has(language as Language))
        counts.set(language as Language, (counts.get(language as Language) ?? 0) + 1);
    }
    // A legal page's "last updated" day is one day for all its languages: set in Turkish, it is
    // not missing elsewhere (the content editor lists it the same way).
    const absent = LANGUAGES.filter(
      (language) => !present.has(language) && (language === 'tr' || !isLegalUpdatedKey(row.key)),
    );
    if (absent.length > 0) missing.push({ key: row.key, missing: absent });
  }
  return {
    languages: LANGUAGES.map((language) => ({ language, count: counts.get(language) ?? 0 })),
    totalKeys: rows.length,
    missing,
  };
}
