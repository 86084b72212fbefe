import type { EntityManager } from '@mikro-orm/postgresql';
import type { ItemVersionOutput, VersionChange } from '../../src/shared/versions.ts';
import { ItemVersion } from '../db/entities/item-version.entity.ts';
import { notFound } from '../domain/errors.ts';
import { enqueueWebhookEvent, wakeWebhookWorkers } from '../webhooks/webhook-outbox.ts';
import { changesBetween } from './snapshot-diff.ts';
import { ITEM_GONE, type RestoreDeps, type Snapshot, VERSIONED_KINDS, type VersionKind } from './versioned-kinds.ts';

/** Who saved: the signed-in admin. */
/** Who saved: an admin, or an API token (no id; `API: <name>`). */
export type VersionActor = { id: number | null; name: string };

/** How long versions are kept: the newest `count` of an item, none older than `maxAgeMs` (the newest one always). */
export type VersionRetention = { count: number; maxAgeMs: number };
export const DEFAULT_VERSION_RETENTION: VersionRetention = { count: 50, maxAgeMs: 365 * 24 * 60 * 60 * 1000 };

const SUMMARY_FIELDS = 6;

/** A line naming what changed, for lists and the activity log: `texts.tr.title, slug (+3)`. */
export function summaryOf(changes: VersionChange[]): string {
  const names = changes.slice(0, SUMMARY_FIELDS).map((change) => change.field);
  const more = changes.length - names.length;
  return (more > 0 ? `${names.join(', ')} (+${more})` : names.join(', ')).slice(0, 500);
}

/**
 * Runs a save of one item and keeps its new state as a version, in one transaction with the save
 * (a save that fails keeps no version; a version never names a save that did not happen). The
 * state found before the first tracked save is kept too, so the original can be restored.
 * `itemIdOf` names the item after the save (a create learns its id from the result).
 */
export async function saveWithVersion<T>(
  em: EntityManager,
  options: {
    kind: VersionKind;
    actor: VersionActor;
    itemId?: string;
    itemIdOf?: (result: T) => string;
    retention?: VersionRetention;
    summary?: string;
    /** Told what the save changed (the activity log names it), once the version is kept. */
    onVersion?: (saved: { changes: VersionChange[]; after: Snapshot }) => void;
  },
  save: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  const kind = VERSIONED_KINDS[options.kind];
  let changed = false;
  const saved = await em.transactional(async (tx) => {
    const before = options.itemId === undefined ? null : await kind.read(tx, options.itemId);
    const result = await save(tx);
    const itemId = options.itemIdOf ? options.itemIdOf(result) : options.itemId;
    if (itemId === undefined) return result;
    // Some saves write with plain statements: read the item from the database, not from memory.
    tx.clear();
    const after = await kind.read(tx, itemId);
    // Integrators hear of every change of the site's content (a webhook event, same transaction).
    if (!after) {
      if (before) changed = (await enqueueContentChanged(tx, options.kind, itemId, 'deleted')) > 0;
      return result;
    }
    const changes = changesBetween(before, after);
    if (changes.length === 0) return result;
    changed = (await enqueueContentChanged(tx, options.kind, itemId, before ? 'updated' : 'created')) > 0;
    if (before) await kind.afterChange?.(tx, before, after);
    const known = before ? await tx.count(ItemVersion, { kind: options.kind, itemId }) : 1;
    if (known === 0 && before) {
      tx.create(ItemVersion, {
        kind: options.kind,
        itemId,
        at: new Date(Date.now() - 1),
        actorId: null,
        actorName: null,
        summary: '',
        changes: [],
        snapshot: before,
      });
    }
    tx.create(ItemVersion, {
      kind: options.kind,
      itemId,
      at: new Date(),
      actorId: options.actor.id,
      actorName: options.actor.name.slice(0, 100),
      summary: options.summary ?? summaryOf(changes),
      changes,
      snapshot: after,
    });
    await tx.flush();
    await pruneVersions(tx, options.kind, itemId, options.retention ?? DEFAULT_VERSION_RETENTION);
    options.onVersion?.({ changes, after });
    return result;
  });
  if (changed) wakeWebhookWorkers();
  return saved;
}

/** The `content.changed` webhook event: what kind of item, which one, and how. */
function enqueueContentChanged(em: EntityManager, kind: VersionKind, id: string, action: string) {
  return enqueueWebhookEvent(em, 'content.changed', { kind, id, action });
}

/** Drops an item's versions beyond the retention; the newest always stays. */
async function pruneVersions(em: EntityManager, kind: VersionKind, itemId: string, retention: VersionRetention) {
  const kept = await em.find(
    ItemVersion,
    { kind, itemId },
    { orderBy: { id: 'desc' }, limit: retention.count, fields: ['id', 'at'] },
  );
  const oldest = kept.at(-1);
  if (!oldest) return;
  const cutoff = new Date(Date.now() - retention.maxAgeMs);
  await em.nativeDelete(ItemVersion, {
    kind,
    itemId,
    $or: [{ id: { $lt: oldest.id } }, { at: { $lt: cutoff }, id: { $lt: kept[0].id } }],
  });
}

const toOutput = (version: ItemVersion): ItemVersionOutput => ({
  id: version.id,
  at: version.at.toISOString(),
  actor: version.actorName ?? null,
  summary: version.summary,
  changes: version.changes,
});

/** GET /api/admin/versions: an item's versions, newest first. */
export async function listVersions(em: EntityManager, kind: VersionKind, itemId: string): Promise<ItemVersionOutput[]> {
  const versions = await em.find(ItemVersion, { kind, itemId }, { orderBy: { id: 'desc' } });
  return versions.map(toOutput);
}

/**
 * POST /api/admin/versions/{id}/restore: writes the version's state back as a new save (itself
 * a version, so a restore can be undone) and answers the item's state after it.
 */
export async function restoreVersion(
  em: EntityManager,
  versionId: number,
  by: Pick<Parameters<typeof saveWithVersion>[1], 'actor' | 'retention' | 'onVersion'>,
  deps: RestoreDeps,
): Promise<object> {
  const version = await em.findOne(ItemVersion, { id: versionId });
  if (!version) throw notFound('Sürüm bulunamadı');
  const kind = version.kind as VersionKind;
  const handler = VERSIONED_KINDS[kind];
  if (!handler || !(await handler.read(em, version.itemId))) throw notFound(ITEM_GONE);
  return saveWithVersion(
    em,
    { kind, ...by, itemId: version.itemId, summary: `restore ${version.id} (${version.at.toISOString()})` },
    (tx) => handler.write(tx, version.itemId, version.snapshot, deps),
  );
}
