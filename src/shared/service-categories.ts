/** Service categories of the services page (spec 000 section 2); no zod, the page loads it. */
/** A service's category from keywords in its slug (spec 000 section 2); default web. */
const CATEGORY_KEYWORDS: Array<[category: 'marketing' | 'design' | 'technology' | 'web', keywords: string[]]> = [
  ['web', ['web', 'site', 'ticaret', 'commerce']],
  ['marketing', ['pazarlama', 'marketing', 'sosyal', 'social', 'seo', 'reklam']],
  ['design', ['tasarim', 'design', 'marka', 'brand', 'logo']],
  ['technology', ['yazilim', 'software', 'mobil', 'mobile', 'uygulama', 'yapay', 'zeka', 'ai', 'vr', 'ar', 'api']],
];
export const SERVICE_CATEGORIES = ['all', 'web', 'marketing', 'design', 'technology'] as const;
export type ServiceCategory = Exclude<(typeof SERVICE_CATEGORIES)[number], 'all'>;

export function serviceCategoryOf(slug: string): ServiceCategory {
  const words = slug.toLowerCase().split(/[^a-z0-9]+/);
  for (const [category, keywords] of CATEGORY_KEYWORDS) {
    if (keywords.some((keyword) => words.includes(keyword))) return category;
  }
  return 'web';
}
