import { defineEntity, type EntityMetadataWithProperties } from '@mikro-orm/core';
import { type EntityTarget, translationKeys } from './common-properties.ts';

/** Index and unique declarations, checked against the table's own properties. */
type TableExtras<TProperties extends Record<string, unknown>> = Pick<
  EntityMetadataWithProperties<string, string, TProperties>,
  'indexes' | 'uniques'
>;

/**
 * `defineEntity` for the tables here, which all state the same three things (entity name, table
 * name, properties) and at most indexes and uniques beside them.
 */
export const defineTable = <
  const TName extends string,
  const TTableName extends string,
  const TProperties extends Record<string, unknown>,
>(
  name: TName,
  tableName: TTableName,
  properties: TProperties,
  extras: TableExtras<TProperties> = {},
) => defineEntity<TName, TTableName, TProperties>({ name, tableName, properties, ...extras });

/**
 * A table of a catalog row's texts, one row per parent and language: the translation keys
 * first (their columns lead), then the texts, and the parent and language unique together.
 */
export const defineTranslationTable = <
  const TName extends string,
  const TTableName extends string,
  const TKey extends string,
  TParent extends EntityTarget,
  const TProperties extends Record<string, unknown>,
>(
  name: TName,
  tableName: TTableName,
  parentKey: TKey,
  parent: () => TParent,
  properties: TProperties,
) =>
  defineTable(
    name,
    tableName,
    { ...translationKeys(parentKey, parent), ...properties },
    { uniques: [{ properties: [parentKey, 'language'] }] },
  );
