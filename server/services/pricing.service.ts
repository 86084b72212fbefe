import type { EntityManager } from '@mikro-orm/postgresql';
import type { PublicPricingPackage } from '../../src/shared/catalog.ts';
import type { Language } from '../../src/shared/languages.ts';
import { PricingPackage } from '../db/entities/index.ts';
import { pickLocalized } from './localized.ts';

/** Active pricing packages in sort order, texts in the language (Turkish as fallback). */
export async function listPublicPricing(em: EntityManager, language: Language): Promise<PublicPricingPackage[]> {
  const packages = await em.find(
    PricingPackage,
    { isActive: true },
    { populate: ['contents'], orderBy: { sortOrder: 'asc', id: 'asc' } },
  );
  return packages.flatMap((pkg) => {
    const content = pickLocalized(pkg.contents.getItems(), language);
    if (!content) return [];
    return [
      {
        id: pkg.id,
        slug: pkg.slug,
        type: pkg.type,
        featured: pkg.featured,
        price: pkg.price,
        content: { title: content.title, subtitle: content.subtitle, description: content.description },
        features: [...content.features],
      },
    ];
  });
}

/** slug → title in the language, for texts that name packages (the recommender). */
export async function packageTitles(em: EntityManager, language: Language): Promise<Map<string, string>> {
  const packages = await listPublicPricing(em, language);
  return new Map(packages.map((pkg) => [pkg.slug, pkg.content.title]));
}
