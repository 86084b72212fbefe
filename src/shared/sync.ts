import { z } from 'zod';

/**
 * Incremental sync of the admin's messages and subscribers (issue 23): `since` asks only for
 * rows created or changed after that moment; deletions are listed apart as `{ id, deletedAt }`.
 * The answer's sync time (X-Sync-Time on REST, `syncTime` on tRPC) is the `since` of the next
 * read: nothing written before it is missed, a row may come twice.
 */

/** An ISO 8601 moment with its offset (`2026-11-27T10:00:00Z`, `...+03:00`); anything else is refused (400). */
export const sinceSchema = z.iso.datetime({ offset: true });

/** The REST header of a since-read: the server's time before the read, the next `since`. */
export const SYNC_TIME_HEADER = 'X-Sync-Time';

/** Deletions are remembered this long; a `since` older than that cannot learn every deletion. */
export const SYNC_TOMBSTONE_DAYS = 90;

/** What a tombstone names: a contact message or a newsletter subscriber. */
export const SYNC_KINDS = ['contact', 'subscriber'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

export const deletionSchema = z.object({ id: z.number().int(), deletedAt: z.string() });
export type Deletion = z.infer<typeof deletionSchema>;

export const deletionsInputSchema = z.strictObject({ since: sinceSchema });

/** The fields a page of a since-read adds (tRPC keeps them; REST answers the list and the header). */
export const syncPageFields = {
  /** With `since`: the sync time to send as the next `since`. */
  syncTime: z.string().optional(),
  /** With `since`, on page 1: the rows deleted after it (REST: the `/deletions` paths). */
  deleted: z.array(deletionSchema).optional(),
};
