import type { EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LANGUAGE, type Language } from '../../src/shared/languages.ts';
import { conflictOnDuplicate, SLUG_TAKEN } from '../domain/errors.ts';
import { definedOnly, upsertTexts } from './localized.ts';

/** A service, project or pricing package: a row that owns its texts per language. */
interface CatalogRow {
  contents: { getItems(): readonly { language: string }[] };
}

/**
 * The admin update every catalog item shares: the row's defined fields are assigned, the
 * defined Turkish texts written (`createTexts` makes the Turkish row when there is none),
 * then one flush (a taken slug answers 409) and the row read back with its texts.
 */
export async function updateCatalogRow<Row extends CatalogRow>(
  em: EntityManager,
  id: number,
  load: (em: EntityManager, id: number) => Promise<Row>,
  change: { fields: Record<string, unknown>; texts: Record<string, unknown>; createTexts: (row: Row) => unknown },
): Promise<Row> {
  const row = await load(em, id);
  // The callers' fields are all columns of Row (their update schemas); `object` spares MikroORM's deep generic check.
  em.assign(row as object, definedOnly(change.fields));
  upsertTexts(em, row.contents.getItems(), DEFAULT_LANGUAGE, definedOnly(change.texts), () => change.createTexts(row));
  await conflictOnDuplicate(() => em.flush(), SLUG_TAKEN);
  return load(em, id);
}

/**
 * Every item's texts in exactly one language (no fallback: the admin sees gaps), in the
 * items' sort order; `owner` names the text row's relation to its item.
 */
export function listCatalogTexts<Content extends object>(
  em: EntityManager,
  entity: EntityName<Content>,
  owner: string,
  language: Language,
): Promise<Content[]> {
  // Every text row has `language` and a relation `owner` to a sorted item, but MikroORM cannot check
  // a filter or a relation name against a generic entity: hence the casts.
  return em.find(entity, { language } as FilterQuery<never>, {
    orderBy: { [owner]: { sortOrder: 'asc' }, id: 'asc' } as QueryOrderMap<Content>,
  });
}
