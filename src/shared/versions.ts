import { z } from 'zod';
import { idSchema } from './admin-catalog.ts';

/**
 * The owner's history (issue 22): every save of an item keeps its new state; any version can be
 * restored, which is itself a new version. Shapes of GET /api/admin/versions and the restore.
 */

/** What has a history; `kind` of GET /api/admin/versions. */
export const VERSION_KINDS = ['content', 'service', 'project', 'pricing', 'settings', 'media'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/** The settings are one item: `id=site`. */
export const SETTINGS_ITEM_ID = 'site';

export const versionListInputSchema = z.strictObject({
  kind: z.enum(VERSION_KINDS),
  /** The item's id: a row id, or `site` for the settings. */
  id: z.union([idSchema.transform(String), z.literal(SETTINGS_ITEM_ID)]),
});

/** One changed field: its dotted path (`texts.en.title`, `site_name`) and the values on either side. */
export const versionChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type VersionChange = z.infer<typeof versionChangeSchema>;

export const versionSchema = z.object({
  id: z.number().int(),
  /** When the save happened (ISO 8601). */
  at: z.string(),
  /** Who saved (the name at the time); null for the state found before the first tracked save. */
  actor: z.string().nullable(),
  /** The changed fields in one line; `restore <id> (<time>)` for a restore. */
  summary: z.string(),
  changes: z.array(versionChangeSchema),
});
export type ItemVersionOutput = z.infer<typeof versionSchema>;

export const versionRestoreInputSchema = z.strictObject({ versionId: idSchema });
