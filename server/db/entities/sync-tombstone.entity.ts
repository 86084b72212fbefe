import { p } from '@mikro-orm/core';
import { serialId } from './common-properties.ts';
import { defineTable } from './define-table.ts';

/**
 * A deleted message or subscriber, kept for incremental sync (issue 23): a client reading
 * `?since=` learns what went away. Written by a database trigger in the transaction of every
 * delete of those tables (one by id, bulk, erasure, pruning: no code path can forget it), and
 * pruned after SYNC_TOMBSTONE_DAYS by another (Migration20261127113000_sync).
 */
export const SyncTombstoneSchema = defineTable(
  'SyncTombstone',
  'sync_tombstones',
  {
    ...serialId(),
    /** contact (contact_messages) or subscriber (newsletter_subscribers): SYNC_KINDS. */
    kind: p.string().length(20),
    itemId: p.integer(),
    /** The deleting transaction's start time (now()), the clock updated_at uses too. */
    deletedAt: p.datetime().index(),
  },
  { indexes: [{ properties: ['kind', 'deletedAt'] }] },
);

export class SyncTombstone extends SyncTombstoneSchema.class {}
SyncTombstoneSchema.setClass(SyncTombstone);
