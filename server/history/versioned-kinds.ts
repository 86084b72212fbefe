import type { EntityManager } from '@mikro-orm/postgresql';
import { LANGUAGES } from '../../src/shared/languages.ts';
import { isEditableSettingKey, SETTING_KEYS, settingsUpdateSchema } from '../../src/shared/settings.ts';
import type { VersionKind } from '../../src/shared/versions.ts';
import {
  ContentEntry,
  MediaFile,
  PricingContent,
  PricingPackage,
  Project,
  ProjectContent,
  Service,
  ServiceContent,
} from '../db/entities/index.ts';
import { conflictOnDuplicate, InputIssuesError, notFound, SLUG_TAKEN } from '../domain/errors.ts';
import { recordPageMove } from '../redirects/redirects.service.ts';
import { updateContentEntry } from '../services/content.service.ts';
import { updateMedia } from '../services/media.service.ts';
import { listAdminPricing } from '../services/pricing.service.ts';
import { projectAnchor } from '../services/project-anchors.ts';
import { listAdminProjects } from '../services/projects.service.ts';
import { listAdminServices } from '../services/services.service.ts';
import { getAllSettings, updateSettings } from '../services/settings.service.ts';
import { LocalUploadStore } from '../storage/local-store.ts';
import type { UploadStore } from '../storage/upload-store.ts';

export type { VersionKind };

export type Snapshot = Record<string, unknown>;

/** What writing a state back needs besides the database: the upload folder, and its store (the folder itself when absent). */
export type RestoreDeps = { uploadDir: string; store?: UploadStore };

/**
 * How the history reads an item's whole state and writes one back. States are plain JSON: the
 * fields the owner edits (not timestamps, ids or files), texts keyed by language.
 */
export type VersionedKind = {
  read(em: EntityManager, itemId: string): Promise<Snapshot | null>;
  /**
   * Writes a state read earlier back and answers the item as the admin API shows it; the item
   * must exist (a deleted item is not brought back).
   */
  write(em: EntityManager, itemId: string, snapshot: Snapshot, deps: RestoreDeps): Promise<object>;
  /** What else a change means, in the same transaction (a service's new slug: its old address redirects). */
  afterChange?(em: EntityManager, before: Snapshot, after: Snapshot): Promise<void>;
};

/** The answer when the item of a version no longer exists. */
export const ITEM_GONE = 'Sürümün ait olduğu kayıt bulunamadı';

const rowId = (itemId: string) => {
  const id = Number(itemId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

const pick = (from: object, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, structuredClone((from as Record<string, unknown>)[key])]));

type TextRow = { language: string } & Record<string, unknown>;
type CatalogRow = Record<string, unknown> & { contents: { getItems(): TextRow[] } };

/**
 * A catalog row (service, project, package) with its per-language texts. Restoring assigns the
 * fields and each language's texts that the state holds; a language added since stays (a
 * version never deletes a translation), and a slug another row took meanwhile is a 409.
 */
/** Where a service's public page lives: /services/<slug>, and the Turkish spelling /hizmetler/<slug>. */
const SERVICE_PAGE_BASES = ['/services', '/hizmetler'] as const;

function catalogKind(spec: {
  entity: typeof Service | typeof Project | typeof PricingPackage;
  texts: typeof ServiceContent | typeof ProjectContent | typeof PricingContent;
  parentKey: 'service' | 'project' | 'package';
  fields: readonly string[];
  textFields: readonly string[];
  /** The admin list of this kind, whose row for the item is the answer of a restore. */
  list: (em: EntityManager) => Promise<Array<{ id: number }>>;
  afterChange?: VersionedKind['afterChange'];
}): VersionedKind {
  const load = async (em: EntityManager, itemId: string) => {
    const id = rowId(itemId);
    if (id === undefined) return null;
    // The three entities share this shape; the ORM's types cannot say so for a union.
    const found = await em.findOne(spec.entity as typeof Service, { id }, { populate: ['contents'] });
    return found as unknown as CatalogRow | null;
  };
  return {
    afterChange: spec.afterChange,
    async read(em, itemId) {
      const row = await load(em, itemId);
      if (!row) return null;
      const texts = Object.fromEntries(
        LANGUAGES.flatMap((language) => {
          const text = row.contents.getItems().find((content) => content.language === language);
          return text ? [[language, pick(text, spec.textFields)]] : [];
        }),
      );
      return { ...pick(row, spec.fields), texts };
    },
    async write(em, itemId, snapshot) {
      const row = await load(em, itemId);
      if (!row) throw notFound(ITEM_GONE);
      em.assign(row as never, pick(snapshot, spec.fields) as never);
      const texts = (snapshot.texts ?? {}) as Record<string, Record<string, unknown>>;
      for (const [language, values] of Object.entries(texts)) {
        const existing = row.contents.getItems().find((content) => content.language === language);
        // A text field added since the version was kept (a project's metricLabel) is left as stored.
        const fields = Object.fromEntries(
          Object.entries(pick(values, spec.textFields)).filter(([, value]) => value !== undefined),
        );
        if (existing) em.assign(existing as never, fields as never);
        else em.create(spec.texts as typeof ServiceContent, { [spec.parentKey]: row, language, ...fields } as never);
      }
      await conflictOnDuplicate(() => em.flush(), SLUG_TAKEN);
      const listed = (await spec.list(em)).find((item) => item.id === row.id);
      if (!listed) throw notFound(ITEM_GONE);
      return listed;
    },
  };
}

const TEXTS = ['title', 'description', 'features'] as const;

export const VERSIONED_KINDS: Record<VersionKind, VersionedKind> = {
  service: catalogKind({
    entity: Service,
    texts: ServiceContent,
    parentKey: 'service',
    fields: ['slug', 'icon', 'featured', 'isActive', 'sortOrder'],
    textFields: TEXTS,
    list: listAdminServices,
    async afterChange(em, before, after) {
      if (typeof before.slug !== 'string' || typeof after.slug !== 'string' || before.slug === after.slug) return;
      for (const base of SERVICE_PAGE_BASES)
        await recordPageMove(em, `${base}/${before.slug}`, `${base}/${after.slug}`);
    },
  }),
  project: catalogKind({
    entity: Project,
    texts: ProjectContent,
    parentKey: 'project',
    fields: [
      'slug',
      'imageUrl',
      'projectUrl',
      'technologies',
      'category',
      'metrics',
      'featured',
      'isActive',
      'sortOrder',
    ],
    textFields: [...TEXTS, 'metricLabel'],
    list: listAdminProjects,
    /** A project lives at /portfolio#<slug>: the old anchor is kept as a redirect row the portfolio follows. */
    async afterChange(em, before, after) {
      if (typeof before.slug !== 'string' || typeof after.slug !== 'string' || before.slug === after.slug) return;
      await recordPageMove(em, projectAnchor(before.slug), projectAnchor(after.slug));
    },
  }),
  pricing: catalogKind({
    entity: PricingPackage,
    texts: PricingContent,
    parentKey: 'package',
    fields: ['slug', 'price', 'type', 'featured', 'isActive', 'sortOrder'],
    textFields: ['title', 'subtitle', 'description', 'features'],
    list: listAdminPricing,
  }),
  /** One text in one language (a content entry row). */
  content: {
    async read(em, itemId) {
      const id = rowId(itemId);
      const row = id === undefined ? null : await em.findOne(ContentEntry, { id });
      return row ? { key: row.key, language: row.language, value: row.value } : null;
    },
    async write(em, itemId, snapshot) {
      const id = rowId(itemId);
      if (id === undefined) throw notFound(ITEM_GONE);
      return updateContentEntry(em, id, { value: String(snapshot.value ?? '') });
    },
  },
  /** Every setting the owner edits (`id=site`); the working-hours sentences follow the hours. */
  settings: {
    async read(em, itemId) {
      if (itemId !== 'site') return null;
      const all = await getAllSettings(em);
      return Object.fromEntries(SETTING_KEYS.filter(isEditableSettingKey).map((key) => [key, all[key]]));
    },
    async write(em, _itemId, snapshot) {
      const values = Object.fromEntries(
        Object.entries(snapshot).filter(([key]) => (SETTING_KEYS as readonly string[]).includes(key)),
      );
      // Today's rules decide: a value a newer rule refuses is a 400 naming the field, nothing written.
      const parsed = settingsUpdateSchema.safeParse(values);
      if (!parsed.success) throw new InputIssuesError(parsed.error.issues);
      return updateSettings(em, parsed.data);
    },
  },
  /** A media file's details: alt texts per language and the focal point (the file itself stays). */
  media: {
    async read(em, itemId) {
      const id = rowId(itemId);
      const row = id === undefined ? null : await em.findOne(MediaFile, { id });
      if (!row) return null;
      return { alts: { ...row.alts }, focalX: row.focalX, focalY: row.focalY };
    },
    async write(em, itemId, snapshot, deps) {
      const id = rowId(itemId);
      if (id === undefined) throw notFound(ITEM_GONE);
      const alts = (snapshot.alts ?? {}) as Record<string, string>;
      return updateMedia(
        em,
        { id, alts, focalX: Number(snapshot.focalX ?? 0.5), focalY: Number(snapshot.focalY ?? 0.5) },
        { uploadDir: deps.uploadDir, store: deps.store ?? new LocalUploadStore(deps.uploadDir) },
      );
    },
  },
};
