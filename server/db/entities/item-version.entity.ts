import { p } from '@mikro-orm/core';
import type { VersionChange } from '../../../src/shared/versions.ts';
import { createdAtProperty } from './common-properties.ts';
import { defineTable } from './define-table.ts';

/**
 * One saved state of an item the owner edits (a text, service, project, package, the settings,
 * a media file's details): the whole item as it was after a save, what that save changed, and
 * who made it. Restoring writes a version's state back, which is itself a new version.
 */
export const ItemVersionSchema = defineTable(
  'ItemVersion',
  'item_versions',
  {
    id: p.bigint('number').primary().autoincrement(),
    /** content, service, project, pricing, settings or media */
    kind: p.string().length(20),
    /** The item's id as the API names it: a row id, a content key, or `site` for the settings. */
    itemId: p.string().length(200),
    at: createdAtProperty().index(),
    /** Null for the state found before the first tracked save (the baseline). */
    actorId: p.integer().nullable(),
    actorName: p.string().length(100).nullable(),
    summary: p.string().length(500).default(''),
    /** What this save changed: `[{ field, before, after }]`, fields as dotted paths. */
    changes: p.json<VersionChange[]>(),
    /** The item's whole state after the save, as its kind reads and writes it. */
    snapshot: p.json<Record<string, unknown>>(),
  },
  { indexes: [{ properties: ['kind', 'itemId', 'id'] }] },
);

export class ItemVersion extends ItemVersionSchema.class {}
ItemVersionSchema.setClass(ItemVersion);
