/**
 * The package recommender respects the budget (issue 12), checked as a table over EVERY budget
 * band × business type × wanted features (none, each one, all) × monthly revenue × team size,
 * with the seeded prices and with prices an admin might set: the main answer never costs more
 * than the band allows while some package fits; when none fits, it is the cheapest package,
 * marked and explained as over budget; a larger need is named in the reasoning and leads the
 * alternatives with its price difference; the result carries the package's price.
 */
import { describe, expect, it } from 'vitest';
import { ECOMMERCE_PACKAGE_SLUGS, type EcommercePackageSlug } from '../../../src/shared/catalog.ts';
import { formatLira, formatLiraDifference, parsePackagePrice } from '../../../src/shared/price.ts';
import {
  EMPLOYEE_COUNTS,
  MONTHLY_REVENUES,
  PACKAGE_BUDGET_MAX_TRY,
  PACKAGE_BUDGETS,
  PACKAGE_BUSINESS_TYPES,
  type PackageRecommendationInput,
  packageRecommendationInputSchema,
  WANTED_FEATURES,
} from '../../../src/shared/recommendation.ts';
import { PRICING_SEEDS } from '../../db/seed/pricing.seed.ts';
import { seededPackageNames } from '../../test/seeded-names.ts';
import { type PackagePrices, recommendPackage } from './package-engine.ts';
import type { PackageBudget } from './types.ts';

/** The seeded Turkish package names, and the Turkish sentences as the spec words them. */
const NAMES = seededPackageNames('tr');
const overBudgetText = (name: string, price: string, overBy: string) =>
  `En uygun fiyatlı paketimiz ${name} bile ${price} ile bütçe aralığınızın ${overBy} üzerinde; ödemeyi aşamalara bölerek ya da kapsamı daraltarak bütçenize uygun bir yol bulabiliriz.`;
const largerNeedText = (name: string, price: string, difference: string) =>
  `Yanıtlarınız daha kapsamlı ${name} seçeneğini işaret ediyor; ancak ${price} fiyatıyla bütçe aralığınızın üzerinde kalıyor ve önerdiğimiz paketten ${difference} daha pahalı.`;

const SEEDED: PackagePrices = Object.fromEntries(
  ECOMMERCE_PACKAGE_SLUGS.map((slug) => [
    slug,
    parsePackagePrice(PRICING_SEEDS.find((p) => p.slug === slug)?.price ?? ''),
  ]),
) as PackagePrices;
/** Cheaper prices an admin might set: then 5k-10k reaches starter and 10k-20k standard. */
const ADMIN_SET: PackagePrices = {
  'tbt-baslangic': 9_000,
  'tbt-standart': 18_000,
  'tbt-profesyonel': 45_000,
  'tbt-kurumsal': null,
};

const tierOf = (slug: EcommercePackageSlug) => ECOMMERCE_PACKAGE_SLUGS.indexOf(slug);

function fits(price: number | null, budget: PackageBudget): boolean {
  const max = PACKAGE_BUDGET_MAX_TRY[budget];
  return price === null ? max === Number.POSITIVE_INFINITY : price <= max;
}

const FEATURE_SETS = [[], ...WANTED_FEATURES.map((feature) => [feature]), [...WANTED_FEATURES]];

function answerTable(): PackageRecommendationInput[] {
  const rows: PackageRecommendationInput[] = [];
  for (const budget of PACKAGE_BUDGETS)
    for (const businessType of PACKAGE_BUSINESS_TYPES)
      for (const features of FEATURE_SETS)
        for (const monthlyRevenue of [undefined, ...MONTHLY_REVENUES])
          for (const employeeCount of [undefined, ...EMPLOYEE_COUNTS])
            rows.push({ budget, businessType, features, monthlyRevenue, employeeCount });
  return rows;
}
const TABLE = answerTable();

describe.each([
  ['seeded prices', SEEDED],
  ['prices set by an admin', ADMIN_SET],
])('every budget band with %s', (_label, prices) => {
  const recommend = (answers: PackageRecommendationInput) =>
    recommendPackage(packageRecommendationInputSchema.parse(answers), prices, NAMES);

  it(`covers ${PACKAGE_BUDGETS.length} bands × ${TABLE.length / PACKAGE_BUDGETS.length} answer sets`, () => {
    expect(new Set(TABLE.map((row) => row.budget))).toEqual(new Set(PACKAGE_BUDGETS));
  });

  it('never answers with a package above the band while one fits; otherwise the cheapest, marked over budget', () => {
    for (const answers of TABLE) {
      const result = recommend(answers);
      const budget = answers.budget as PackageBudget;
      const someFits = ECOMMERCE_PACKAGE_SLUGS.some((slug) => fits(prices[slug], budget));
      expect(result.price, JSON.stringify(answers)).toBe(prices[result.recommendedSlug]);
      if (someFits) {
        expect(fits(result.price, budget), JSON.stringify(answers)).toBe(true);
        expect(result.withinBudget).toBe(true);
      } else {
        expect(result.recommendedSlug, JSON.stringify(answers)).toBe(ECOMMERCE_PACKAGE_SLUGS[0]);
        expect(result.withinBudget).toBe(false);
        const price = result.price as number;
        expect(result.reasoning).toContain(
          overBudgetText(
            NAMES[result.recommendedSlug],
            formatLira(price),
            formatLira(price - PACKAGE_BUDGET_MAX_TRY[budget]),
          ),
        );
      }
    }
  });

  it('a larger need above the band leads the alternatives and the reasoning, with the price difference', () => {
    let seen = 0;
    for (const answers of TABLE) {
      const result = recommend(answers);
      const larger = result.largerNeedSlug;
      if (!larger) continue;
      seen += 1;
      const [first] = result.alternativeSlugs;
      expect(first).toBe(larger);
      expect(tierOf(larger)).toBeGreaterThan(tierOf(result.recommendedSlug));
      const firstPrice = prices[first];
      if (result.withinBudget) expect(fits(firstPrice, answers.budget as PackageBudget)).toBe(false);
      const name = NAMES[first];
      expect(result.reasoning, JSON.stringify(answers)).toContain(name);
      if (firstPrice !== null && result.price !== null) {
        const difference = firstPrice - result.price;
        expect(result.reasoning).toContain(largerNeedText(name, formatLira(firstPrice), formatLira(difference)));
        expect(result.alternatives[0]).toBe(
          `${name} — ${formatLira(firstPrice)} (${formatLiraDifference(difference)})`,
        );
      } else {
        expect(result.alternatives[0]).toBe(`${name} — fiyat teklifle belirlenir`);
      }
    }
    expect(seen).toBeGreaterThan(100);
  });

  it('names every wanted feature the answer does not include, and points to the package that has it', () => {
    for (const answers of TABLE.filter((row) => row.features?.length === WANTED_FEATURES.length)) {
      const result = recommend(answers);
      if (result.recommendedSlug === 'tbt-kurumsal') continue;
      expect(result.reasoning).toContain('ERP entegrasyonu');
      expect(result.largerNeedSlug).toBe('tbt-kurumsal');
    }
  });
});

describe('the cases of the issue, with the seeded prices', () => {
  const recommend = (answers: PackageRecommendationInput) =>
    recommendPackage(packageRecommendationInputSchema.parse(answers), SEEDED, NAMES);

  it('a 10–20k ₺ budget never gets the 54.900 ₺ or the 29.900 ₺ package', () => {
    for (const answers of TABLE.filter((row) => row.budget === '10k-20k')) {
      const result = recommend(answers);
      expect(result.recommendedSlug).toBe('tbt-baslangic');
      expect(result.price).toBe(14_900);
    }
  });

  it('a 5–10k ₺ budget gets the cheapest package, said to be 4.900 ₺ above the band, never the 29.900 ₺ one', () => {
    const result = recommend({ businessType: 'fashion', budget: '5k-10k', features: ['marketplace_integration'] });
    expect(result.recommendedSlug).toBe('tbt-baslangic');
    expect(result.withinBudget).toBe(false);
    expect(result.reasoning).toContain('4.900 ₺');
    expect(result.alternatives[0]).toBe('Profesyonel E-Ticaret Paketi — 54.900 ₺ (+40.000 ₺)');
  });

  it('a 20k+ budget with ERP and B2B needs gets the enterprise package, priced on request', () => {
    const result = recommend({ businessType: 'wholesale', budget: '20k+', features: ['erp_integration', 'b2b_sales'] });
    expect(result.recommendedSlug).toBe('tbt-kurumsal');
    expect(result.price).toBeNull();
    expect(result.withinBudget).toBe(true);
  });
});
