import { p } from '@mikro-orm/core';

/** What `p.manyToOne` accepts (the library does not export the name). */
export type EntityTarget = Parameters<typeof p.manyToOne>[0];

/**
 * Property builders that several entities declare alike, spread into their `defineTable`
 * properties. Functions, so every entity gets its own builder. Spread them where the column
 * stood: the property order is the column order of the generated schema.
 */

/** A serial integer primary key. */
export const serialId = () => ({ id: p.integer().primary().autoincrement() });

/** The creation time, set once by the ORM. */
export const createdAtProperty = () => p.datetime().onCreate(() => new Date());

/** The time of the last write, set by the ORM on every flush that changes the row. */
export const updatedAtProperty = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

/** `createdAt` and `updatedAt`, in that order. */
export const timestamps = () => ({ createdAt: createdAtProperty(), updatedAt: updatedAtProperty() });

/** The URL name of a catalog row (service, project, package). */
export const slugProperty = () => p.string().length(120).unique();

/** How a catalog row is listed: highlighted, shown at all, and its place in the list. */
export const catalogFlags = () => ({
  /** Spec 000 "featured" and spec 001 "popular" (packages): the same flag. */
  featured: p.boolean().default(false),
  isActive: p.boolean().default(true),
  sortOrder: p.integer().default(0),
});

/** A reference to the row this one belongs to, deleted with it. */
const cascadeParent =
  <TParent extends EntityTarget>(parent: () => TParent) =>
  () =>
    p.manyToOne(parent()).deleteRule('cascade');

/**
 * The keys of a row that holds a catalog row's texts in one language: its own id, the row it
 * belongs to and the language.
 */
export const translationKeys = <const TKey extends string, TParent extends EntityTarget>(
  parentKey: TKey,
  parent: () => TParent,
) => ({
  ...serialId(),
  // A computed key widens to `string`; the record type keeps the parent's name.
  ...({ [parentKey]: cascadeParent(parent) } as Record<TKey, ReturnType<typeof cascadeParent<TParent>>>),
  language: p.string().length(2),
});
