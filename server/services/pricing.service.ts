import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type {
  AdminPricingContent,
  AdminPricingPackage,
  pricingCreateSchema,
  pricingTextsSchema,
  pricingUpdateSchema,
} from '../../src/shared/admin-catalog.ts';
import type { PublicPricingPackage } from '../../src/shared/catalog.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../src/shared/languages.ts';
import { PricingContent, PricingPackage } from '../db/entities/index.ts';
import { conflictOnDuplicate, SLUG_TAKEN } from '../domain/errors.ts';
import {
  findCatalogRows,
  listCatalogTexts,
  loadCatalogRow,
  localizeRows,
  saveLanguageTexts,
  updateCatalogRow,
} from './catalog-rows.ts';
import { deleteById } from './delete-by-id.ts';
import { languagesOf, nextSortOrder, pickLocalized } from './localized.ts';

/** Active pricing packages in sort order, texts in the language (Turkish as fallback). */
export async function listPublicPricing(em: EntityManager, language: Language): Promise<PublicPricingPackage[]> {
  const packages = await findCatalogRows(em, PricingPackage, { isActive: true });
  return localizeRows(packages, language, (pkg, content) => ({
    id: pkg.id,
    slug: pkg.slug,
    type: pkg.type,
    featured: pkg.featured,
    price: pkg.price,
    content: { title: content.title, subtitle: content.subtitle, description: content.description },
    features: [...content.features],
  }));
}

// ── Admin ────────────────────────────────────────────────────────────────────────────────

export const PACKAGE_NOT_FOUND = 'Paket bulunamadı';

type PricingCreate = z.output<typeof pricingCreateSchema>;
type PricingUpdate = z.output<typeof pricingUpdateSchema>;
type PricingTexts = z.output<typeof pricingTextsSchema>;

function toAdminPackage(pkg: PricingPackage): AdminPricingPackage {
  const contents = pkg.contents.getItems();
  const turkish = pickLocalized(contents, DEFAULT_LANGUAGE);
  return {
    id: pkg.id,
    slug: pkg.slug,
    name: turkish?.title ?? '',
    subtitle: turkish?.subtitle ?? '',
    description: turkish?.description ?? '',
    price: pkg.price,
    type: pkg.type,
    features: [...(turkish?.features ?? [])],
    popular: pkg.featured,
    active: pkg.isActive,
    sortOrder: pkg.sortOrder,
    languages: languagesOf(contents),
  };
}

export async function listAdminPricing(em: EntityManager): Promise<AdminPricingPackage[]> {
  return (await findCatalogRows(em, PricingPackage, {})).map(toAdminPackage);
}

const loadPackage = (em: EntityManager, id: number) => loadCatalogRow(em, PricingPackage, id, PACKAGE_NOT_FOUND);

export async function createAdminPricing(em: EntityManager, input: PricingCreate): Promise<AdminPricingPackage> {
  const pkg = em.create(PricingPackage, {
    slug: input.slug,
    price: input.price,
    type: input.type,
    featured: input.popular,
    isActive: input.active,
    sortOrder: input.sortOrder ?? (await nextSortOrder(em, PricingPackage)),
  });
  em.create(PricingContent, {
    package: pkg,
    language: DEFAULT_LANGUAGE,
    title: input.name,
    subtitle: input.subtitle,
    description: input.description,
    features: input.features,
  });
  await conflictOnDuplicate(() => em.flush(), SLUG_TAKEN);
  return toAdminPackage(await loadPackage(em, pkg.id));
}

/** Package fields; name, subtitle, description and features are the Turkish texts. */
export async function updateAdminPricing(
  em: EntityManager,
  id: number,
  input: PricingUpdate,
): Promise<AdminPricingPackage> {
  const { name, subtitle, description, features, popular, active, ...fields } = input;
  const pkg = await updateCatalogRow(em, id, loadPackage, {
    fields: { ...fields, featured: popular, isActive: active },
    texts: { title: name, subtitle, description, features },
    createTexts: (row) =>
      em.create(PricingContent, {
        package: row,
        language: DEFAULT_LANGUAGE,
        title: name ?? row.slug,
        subtitle: subtitle ?? '',
        description: description ?? '',
        features: features ?? [],
      }),
  });
  return toAdminPackage(pkg);
}

export function deleteAdminPricing(em: EntityManager, id: number): Promise<{ ok: true }> {
  return deleteById(em, PricingPackage, id, PACKAGE_NOT_FOUND);
}

export async function listAdminPricingContents(em: EntityManager, language: Language): Promise<AdminPricingContent[]> {
  const contents = await listCatalogTexts(em, PricingContent, 'package', language);
  return contents.map((content) => ({
    packageId: content.package.id,
    language,
    title: content.title,
    subtitle: content.subtitle,
    description: content.description,
    features: [...content.features],
  }));
}

export async function savePricingContent(
  em: EntityManager,
  packageId: number,
  language: Language,
  input: PricingTexts,
): Promise<AdminPricingContent> {
  await saveLanguageTexts(em, await loadPackage(em, packageId), language, input, (pkg) =>
    em.create(PricingContent, { package: pkg, language, ...input }),
  );
  return { packageId, language, ...input, features: [...input.features] };
}
