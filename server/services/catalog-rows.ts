import type { EntityName, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/shared/languages.ts';
import { conflictOnDuplicate, notFound, SLUG_TAKEN } from '../domain/errors.ts';
import { deleteById } from './delete-by-id.ts';
import { definedOnly, languagesOf, pickLocalized, upsertTexts } from './localized.ts';

/** A service, project or pricing package: a row that owns its texts per language. */
interface CatalogRow {
  contents: { getItems(): readonly { language: string }[] };
}

/** The text row type of a catalog row. */
type ContentOf<Row> = Row extends { contents: { getItems(): readonly (infer Content)[] } } ? Content : never;

// Every catalog row has `id`, `sortOrder` and `contents`, but MikroORM cannot check a filter,
// an order or a populate hint against a generic entity: hence the casts below.

/** The items matching `where` with their texts, in list order (sort order, then id). */
export function findCatalogRows<Row extends CatalogRow & object>(
  em: EntityManager,
  entity: EntityName<Row>,
  where: FilterQuery<Row>,
): Promise<Row[]> {
  return em.find(entity, where, {
    populate: ['contents'] as never,
    orderBy: { sortOrder: 'asc', id: 'asc' } as QueryOrderMap<Row>,
  }) as Promise<Row[]>;
}

/** One item with its texts; none with that id answers 404 with `notFoundMessage`. */
export async function loadCatalogRow<Row extends CatalogRow & object>(
  em: EntityManager,
  entity: EntityName<Row>,
  id: number,
  notFoundMessage: string,
): Promise<Row> {
  const row = await em.findOne(entity, { id } as FilterQuery<Row>, { populate: ['contents'] as never });
  if (!row) throw notFound(notFoundMessage);
  return row as Row;
}

/** Each item built with its texts in the language (Turkish as fallback); an item without texts is left out. */
export function localizeRows<Row extends CatalogRow, Out>(
  rows: readonly Row[],
  language: Language,
  build: (row: Row, content: ContentOf<Row>) => Out,
): Out[] {
  return rows.flatMap((row) => {
    const content = pickLocalized(row.contents.getItems(), language) as ContentOf<Row> | undefined;
    return content ? [build(row, content)] : [];
  });
}

/** An item's texts in the languages a save names (issue 22: one form holds every language); null removes a language's. */
export type LanguageTexts = Partial<
  Record<Language, { title: string; description: string; features: string[] } | null>
>;

/** The texts per language, the item's own Turkish title and description (when sent) over `texts.tr`'s. */
export function withTurkishFields(
  texts: LanguageTexts | undefined,
  turkish: { title?: string; description?: string },
): LanguageTexts {
  const tr = texts?.tr;
  return tr ? { ...texts, tr: { ...tr, ...definedOnly(turkish) } } : { ...texts };
}

/** Each named language's texts written into the item's row of that language; `create` makes a missing row. */
export function writeLanguageTexts<Row extends CatalogRow>(
  em: EntityManager,
  row: Row,
  texts: LanguageTexts,
  create: (row: Row, language: Language, values: NonNullable<LanguageTexts[Language]>) => unknown,
): void {
  for (const language of LANGUAGES) {
    const values = texts[language];
    if (values) upsertTexts(em, row.contents.getItems(), language, values, () => create(row, language, values));
    else if (values === null && language !== DEFAULT_LANGUAGE) {
      const stored = row.contents.getItems().find((content) => content.language === language);
      if (stored) em.remove(stored);
    }
  }
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
  change: {
    fields: Record<string, unknown>;
    texts: Record<string, unknown>;
    createTexts: (row: Row) => unknown;
    /** Texts of whole languages sent with the item (they replace the Turkish `texts` when they hold Turkish). */
    languages?: { texts: LanguageTexts; create: Parameters<typeof writeLanguageTexts<Row>>[3] };
  },
): Promise<Row> {
  const row = await load(em, id);
  // The callers' fields are all columns of Row (their update schemas); `object` spares MikroORM's deep generic check.
  em.assign(row as object, definedOnly(change.fields));
  const languages = change.languages;
  // Turkish sent as a whole language takes the item's own title and description; else those alone.
  if (!languages?.texts.tr)
    upsertTexts(em, row.contents.getItems(), DEFAULT_LANGUAGE, definedOnly(change.texts), () =>
      change.createTexts(row),
    );
  if (languages)
    writeLanguageTexts(
      em,
      row,
      withTurkishFields(languages.texts, change.texts as { title?: string; description?: string }),
      languages.create,
    );
  await conflictOnDuplicate(() => em.flush(), SLUG_TAKEN);
  return load(em, id);
}

/** A service or project: a catalog row whose texts are a title and a description (and features). */
interface TitledRow {
  id: number;
  slug: string;
  isActive: boolean;
  featured: boolean;
  sortOrder: number;
  contents: { getItems(): readonly { language: string; title: string; description: string }[] };
}

/** The admin's fields of such an item: its columns, its Turkish title and description, the languages it has texts in. */
export function adminTitledFields(row: TitledRow) {
  const contents = row.contents.getItems();
  const turkish = pickLocalized(contents, DEFAULT_LANGUAGE);
  return {
    id: row.id,
    title: turkish?.title ?? '',
    slug: row.slug,
    description: turkish?.description ?? '',
    isActive: row.isActive,
    featured: row.featured,
    sortOrder: row.sortOrder,
    languages: languagesOf(contents),
  };
}

/** Creates or replaces an item's texts in one language (`create` makes the missing row), then flushes. */
export async function saveLanguageTexts<Row extends CatalogRow, Values extends Record<string, unknown>>(
  em: EntityManager,
  row: Row,
  language: Language,
  values: Values,
  create: (row: Row, language: Language, values: Values) => unknown,
): Promise<void> {
  upsertTexts(em, row.contents.getItems(), language, values, () => create(row, language, values));
  await em.flush();
}

/** Makes an item's text row in one language. */
type CreateTexts<Row> = (row: Row, language: Language, values: NonNullable<LanguageTexts[Language]>) => unknown;

/**
 * Saves a new item whose texts are a title, a description and features per language (services,
 * projects): the Turkish row from the item's own title and description (features from
 * `texts.tr`), the other languages from `texts`; one flush, a taken slug answers 409.
 */
export async function saveNewTitledRow<Row extends CatalogRow>(
  em: EntityManager,
  row: Row,
  input: { title: string; description: string; texts?: LanguageTexts },
  create: CreateTexts<Row>,
): Promise<void> {
  const { title, description } = input;
  const { tr, ...others } = withTurkishFields(input.texts, { title, description });
  create(row, DEFAULT_LANGUAGE, { title, description, features: tr?.features ?? [] });
  writeLanguageTexts(em, row, others, create);
  await conflictOnDuplicate(() => em.flush(), SLUG_TAKEN);
}

/**
 * `updateCatalogRow` for such an item: the rest of the input are its columns; a missing
 * Turkish row is made with the slug as its title.
 */
export function updateTitledRow<Row extends CatalogRow & { slug: string }>(
  em: EntityManager,
  id: number,
  load: (em: EntityManager, id: number) => Promise<Row>,
  input: { title?: string; description?: string; texts?: LanguageTexts },
  create: CreateTexts<Row>,
): Promise<Row> {
  const { title, description, texts, ...fields } = input;
  return updateCatalogRow(em, id, load, {
    fields,
    texts: { title, description },
    languages: texts && { texts, create },
    createTexts: (row) =>
      create(row, DEFAULT_LANGUAGE, { title: title ?? row.slug, description: description ?? '', features: [] }),
  });
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

/**
 * The admin's writes of one kind of titled item (services, projects) by id, a missing one
 * answering 404 with `notFoundMessage`: `createTexts` makes a text row of an item in a language
 * (`Texts`: the kind's texts, a title, a description and features at least).
 */
export function titledRowWrites<
  Row extends CatalogRow & { id: number; slug: string },
  Texts extends Record<string, unknown>,
>(
  entity: EntityName<Row>,
  notFoundMessage: string,
  createTexts: (em: EntityManager) => CreateTexts<Row> & ((row: Row, language: Language, values: Texts) => unknown),
) {
  const load = (em: EntityManager, id: number) => loadCatalogRow(em, entity, id, notFoundMessage);
  return {
    load,
    /** Saves a new item (made with em.create) with its texts, then reads it back with them. */
    async create(em: EntityManager, row: Row, input: Parameters<typeof saveNewTitledRow<Row>>[2]): Promise<Row> {
      await saveNewTitledRow(em, row, input, createTexts(em));
      return load(em, row.id);
    },
    update: (em: EntityManager, id: number, input: Parameters<typeof updateTitledRow<Row>>[3]) =>
      updateTitledRow(em, id, load, input, createTexts(em)),
    remove: (em: EntityManager, id: number) =>
      deleteById(em, entity as EntityName<{ id: number }>, id, notFoundMessage),
    /** Creates or replaces an item's texts in one language; the item, read with its texts before. */
    async saveTexts(em: EntityManager, id: number, language: Language, values: Texts): Promise<Row> {
      const row = await load(em, id);
      await saveLanguageTexts<Row, Texts>(em, row, language, values, createTexts(em));
      return row;
    },
  };
}
