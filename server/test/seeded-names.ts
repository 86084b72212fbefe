/** Test fixture: the services and packages named as the seeded database names them. */
import { ECOMMERCE_PACKAGE_SLUGS } from '../../src/shared/catalog.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../src/shared/languages.ts';
import { PRICING_SEEDS } from '../db/seed/pricing.seed.ts';
import { SERVICE_SEEDS } from '../db/seed/services.seed.ts';
import type { PackageNames } from '../services/recommendation/package-engine.ts';
import type { ActiveService } from '../services/recommendation/service-engine.ts';

/** The seeded services (all of them, or the given slugs) with their titles in the language. */
export function seededServices(language: Language = DEFAULT_LANGUAGE, slugs?: readonly string[]): ActiveService[] {
  return SERVICE_SEEDS.filter((seed) => !slugs || slugs.includes(seed.slug)).map((seed) => ({
    slug: seed.slug,
    name: seed.content[language].title,
  }));
}

/** The seeded packages' titles in the language. */
export function seededPackageNames(language: Language = DEFAULT_LANGUAGE): PackageNames {
  return Object.fromEntries(
    ECOMMERCE_PACKAGE_SLUGS.map((slug) => [
      slug,
      PRICING_SEEDS.find((seed) => seed.slug === slug)?.content[language].title,
    ]),
  ) as PackageNames;
}
