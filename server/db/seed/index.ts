import type { EntityManager } from '@mikro-orm/postgresql';
import { LANGUAGES } from '../../../src/shared/languages.ts';
import { DERIVED_SETTING_KEYS } from '../../../src/shared/settings.ts';
import { parseWorkingHours, serializeWorkingHours } from '../../../src/shared/working-hours-schema.ts';
import { parseLegacyWorkingHours } from '../../services/legacy-working-hours.ts';
import { LocalUploadStore } from '../../storage/local-store.ts';
import type { UploadStore } from '../../storage/upload-store.ts';
import {
  ContentEntry,
  PricingContent,
  PricingPackage,
  Project,
  ProjectContent,
  SeedMark,
  Service,
  ServiceContent,
  Setting,
} from '../entities/index.ts';
import { type ContentSeedRow, contentSeedRows, contentSeedVersion } from './content.seed.ts';
import { seedIntroVideo } from './media.seed.ts';
import { PRICING_SEEDS } from './pricing.seed.ts';
import { PROJECT_SEEDS } from './projects.seed.ts';
import { SERVICE_SEEDS } from './services.seed.ts';
import { SETTING_DEFAULTS } from './settings.seed.ts';

/** Bump to seed the catalog again (only slugs that do not exist yet are added). */
const CATALOG_SEED = 'catalog-v1';

/**
 * Idempotent and safe for several instances starting at once (one advisory lock):
 * - settings: missing keys are inserted at every start; values are never overwritten;
 * - content: when the built-in texts change, new keys are added and texts an admin did not
 *   write take the new wording; a key an admin deleted stays deleted until then;
 * - catalog: seeded once per version, so what an admin deleted stays deleted;
 * - the intro video and its poster (with `store`, or `uploadDir`: a local upload folder): once, see media.seed.ts.
 */
export async function seedDatabase(
  em: EntityManager,
  options: { store?: UploadStore; uploadDir?: string } = {},
): Promise<void> {
  const store = options.store ?? (options.uploadDir ? new LocalUploadStore(options.uploadDir) : undefined);
  await em.transactional(async (tx) => {
    await tx.getConnection().execute("select pg_advisory_xact_lock(hashtext('agency-seed'))");
    await seedSettings(tx);
    await seedContent(tx);
    await seedCatalog(tx);
    if (store) await seedIntroVideo(tx, store);
  });
}

async function seedSettings(em: EntityManager): Promise<void> {
  const now = new Date();
  await convertWorkingHours(em, now);
  await em
    .createQueryBuilder(Setting)
    .insert(Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value, updatedAt: now })))
    .onConflict('key')
    .ignore()
    .execute();
}

/**
 * An install from before `working_hours` keeps its hours: the two Turkish sentences it has
 * (the seed's or an admin's written the same way) become the structure. Sentences written
 * otherwise leave it empty, and the pages go on showing them until an admin enters the hours.
 */
async function convertWorkingHours(em: EntityManager, now: Date): Promise<void> {
  if (await em.count(Setting, { key: 'working_hours' })) return;
  const sentences = await em.find(Setting, { key: { $in: [...DERIVED_SETTING_KEYS] } });
  if (sentences.length === 0) return; // a fresh database: the defaults below
  const text = (key: (typeof DERIVED_SETTING_KEYS)[number]) =>
    sentences.find((row) => row.key === key)?.value ?? SETTING_DEFAULTS[key];
  const parsed = parseLegacyWorkingHours(text('working_hours_weekday'), text('working_hours_weekend'));
  // Through the schema too: the sentences may describe overlapping ranges.
  const hours = parsed && parseWorkingHours(serializeWorkingHours(parsed));
  em.create(Setting, { key: 'working_hours', value: hours ? serializeWorkingHours(hours) : '', updatedAt: now });
  await em.flush();
}

async function alreadySeeded(em: EntityManager, name: string): Promise<boolean> {
  if (await em.count(SeedMark, { name })) return true;
  em.create(SeedMark, { name });
  return false;
}

async function seedContent(em: EntityManager): Promise<void> {
  const rows = contentSeedRows();
  if (await alreadySeeded(em, contentSeedVersion(rows))) return;
  await applyContentSeed(em, rows);
  await em.flush();
}

/** Inserts missing texts and refreshes the ones no admin wrote. */
export async function applyContentSeed(em: EntityManager, rows: ContentSeedRow[]): Promise<void> {
  const now = new Date();
  for (let start = 0; start < rows.length; start += 500) {
    await em
      .createQueryBuilder(ContentEntry)
      .insert(rows.slice(start, start + 500).map((row) => ({ ...row, isCustom: false, updatedAt: now })))
      .onConflict(['key', 'language'])
      .merge(['value', 'updatedAt'])
      // Texts an admin wrote are never replaced by the built-in wording.
      .where({ isCustom: false })
      .execute();
  }
}

async function seedCatalog(em: EntityManager): Promise<void> {
  if (await alreadySeeded(em, CATALOG_SEED)) return;
  const slugsOf = (rows: Array<{ slug: string }>) => new Set(rows.map((row) => row.slug));

  const services = slugsOf(await em.find(Service, {}, { fields: ['slug'] }));
  for (const seed of SERVICE_SEEDS.filter((s) => !services.has(s.slug))) {
    const service = em.create(Service, {
      slug: seed.slug,
      icon: seed.icon,
      featured: seed.featured,
      isActive: true,
      sortOrder: seed.sortOrder,
    });
    for (const language of LANGUAGES) em.create(ServiceContent, { service, language, ...seed.content[language] });
  }

  const projects = slugsOf(await em.find(Project, {}, { fields: ['slug'] }));
  for (const seed of PROJECT_SEEDS.filter((s) => !projects.has(s.slug))) {
    const { content, ...fields } = seed;
    const project = em.create(Project, { ...fields, isActive: true });
    for (const language of LANGUAGES) em.create(ProjectContent, { project, language, ...content[language] });
  }

  const packages = slugsOf(await em.find(PricingPackage, {}, { fields: ['slug'] }));
  for (const seed of PRICING_SEEDS.filter((s) => !packages.has(s.slug))) {
    const { content, ...fields } = seed;
    const pkg = em.create(PricingPackage, { ...fields, isActive: true });
    for (const language of LANGUAGES) em.create(PricingContent, { package: pkg, language, ...content[language] });
  }
  await em.flush();
}
