import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ECOMMERCE_PACKAGE_SLUGS, type EcommercePackageSlug } from '../../../src/shared/catalog.ts';
import {
  PACKAGE_OPTIONS,
  type PackageRecommendationInput,
  packageRecommendationInputSchema,
  packageRecommendationOutputSchema,
} from '../../../src/shared/recommendation.ts';
import { seededPackageNames } from '../../test/seeded-names.ts';
import { describeGrowth, nearLinearGrowth } from '../../test/work-growth.ts';
import { growthKindsOf, type PackagePrices, productScaleOf, recommendPackage } from './package-engine.ts';
import { RECOMMENDATION_CATALOGS, recommendationWriter } from './recommendation-texts.ts';
import type { PackageSuggestionKey, WantedFeature } from './types.ts';

const suggestion = (language: 'tr' | 'en', key: PackageSuggestionKey) =>
  RECOMMENDATION_CATALOGS[language][`package.suggestion.${key}`];

/**
 * Prices where each budget band reaches one package (0-5k starter ... 20k+ enterprise), so that
 * these tests see how the other answers move the result; budget-band-price-table.test.ts checks
 * the limit with the real prices.
 */
const ONE_PACKAGE_PER_BAND: PackagePrices = {
  'tbt-baslangic': 4_900,
  'tbt-standart': 9_900,
  'tbt-profesyonel': 19_900,
  'tbt-kurumsal': null,
};

function recommend(answers: PackageRecommendationInput, prices: PackagePrices = ONE_PACKAGE_PER_BAND) {
  const input = packageRecommendationInputSchema.parse(answers);
  return recommendPackage(input, prices, seededPackageNames(input.language));
}

const tier = (slug: EcommercePackageSlug) => ECOMMERCE_PACKAGE_SLUGS.indexOf(slug);

/** The fields the engine returns, checked against the shared output schema's rules. */
const engineOutputSchema = packageRecommendationOutputSchema
  .pick({
    recommendedSlug: true,
    price: true,
    withinBudget: true,
    alternatives: true,
    confidence: true,
    reasoning: true,
    customSuggestions: true,
  })
  .extend({
    recommendedSlug: z.enum(ECOMMERCE_PACKAGE_SLUGS),
    largerNeedSlug: z.enum(ECOMMERCE_PACKAGE_SLUGS).optional(),
    alternativeSlugs: z.array(z.enum(ECOMMERCE_PACKAGE_SLUGS)).min(1).max(2),
    alternatives: z.array(z.string().min(1)).min(1).max(2),
    reasoning: z.string().min(1),
    customSuggestions: z.array(z.string().min(1)).min(2).max(4),
  })
  .strict();

function checkShape(result: ReturnType<typeof recommend>) {
  expect(engineOutputSchema.parse(result)).toEqual(result);
  expect(result.confidence).toBeGreaterThan(0);
  expect(result.confidence).toBeLessThan(1);
  expect(Math.round(result.confidence * 100) / 100).toBe(result.confidence);
  // Alternatives are other packages (a larger need first, then neighbours), each shown once.
  expect(result.alternativeSlugs).not.toContain(result.recommendedSlug);
  expect(new Set(result.alternativeSlugs).size).toBe(result.alternativeSlugs.length);
  expect(result.alternatives).toHaveLength(result.alternativeSlugs.length);
  expect(new Set(result.customSuggestions).size).toBe(result.customSuggestions.length);
}

interface Case {
  name: string;
  answers: PackageRecommendationInput;
  expected: EcommercePackageSlug;
  /** Texts the reasoning must contain. */
  reasoningContains?: string[];
  suggestionsContain?: string[];
}

const CASES: Case[] = [
  {
    name: 'a small retail shop with the smallest budget and no special features gets the starter package',
    answers: { businessType: 'retail', budget: '0-5k', monthlyRevenue: '0-10k', employeeCount: '1' },
    expected: 'tbt-baslangic',
    reasoningContains: ['₺0 – ₺5.000 bütçe aralığınız', 'Başlangıç E-Ticaret Paketi'],
  },
  {
    name: 'a manufacturer wanting ERP and B2B with 20k+ and 500k+ revenue gets the enterprise package',
    answers: {
      businessType: 'manufacturing',
      budget: '20k+',
      monthlyRevenue: '500k+',
      features: ['erp_integration', 'b2b_sales'],
    },
    expected: 'tbt-kurumsal',
    reasoningContains: ['ERP entegrasyonu ve B2B satış ihtiyacınız', 'Kurumsal E-Ticaret Paketi'],
    suggestionsContain: [suggestion('tr', 'b2b')],
  },
  {
    name: 'a fashion brand with 10k-20k wanting marketplace integration gets the professional package',
    answers: { businessType: 'fashion', budget: '10k-20k', features: ['marketplace_integration'] },
    expected: 'tbt-profesyonel',
    reasoningContains: ['pazaryeri entegrasyonu'],
    suggestionsContain: [suggestion('tr', 'marketplace')],
  },
  {
    name: '5k-10k with SEO-like marketing needs gets the standard package',
    answers: {
      businessType: 'retail',
      budget: '5k-10k',
      monthlyRevenue: '10k-50k',
      features: ['email_marketing', 'social_media_integration'],
    },
    expected: 'tbt-standart',
    suggestionsContain: [suggestion('tr', 'emailSocial')],
  },
  {
    name: 'a small service business with 5k-10k gets the standard package',
    answers: { businessType: 'services', budget: '5k-10k', employeeCount: '2-5', monthlyRevenue: '10k-50k' },
    expected: 'tbt-standart',
  },
  {
    name: 'a wholesaler with 20k+ wanting B2B sales and an API gets the enterprise package',
    answers: { businessType: 'wholesale', budget: '20k+', features: ['b2b_sales', 'api_development'] },
    expected: 'tbt-kurumsal',
  },
  {
    name: 'a tech company with 10k-20k wanting reporting, live support and languages gets the professional package',
    answers: {
      businessType: 'technology',
      budget: '10k-20k',
      employeeCount: '6-15',
      features: ['advanced_reporting', 'live_support', 'multi_language'],
    },
    expected: 'tbt-profesyonel',
    suggestionsContain: [suggestion('tr', 'international')],
  },
  {
    name: 'a beginner food shop in a hurry with 0-5k gets the starter package with a fast launch',
    answers: { businessType: 'food', budget: '0-5k', timeline: 'asap', techLevel: 'beginner' },
    expected: 'tbt-baslangic',
    suggestionsContain: [suggestion('tr', 'fastLaunch'), suggestion('tr', 'training')],
  },
  {
    name: 'a one-person shop with 20k+ does not need enterprise; the headroom is explained',
    answers: { businessType: 'retail', budget: '20k+', monthlyRevenue: '0-10k', employeeCount: '1' },
    expected: 'tbt-profesyonel',
    reasoningContains: [
      'Bütçeniz daha kapsamlı bir paketi de karşılıyor; ancak şu anki ihtiyaçlarınız için Profesyonel E-Ticaret Paketi yeterli.',
    ],
    suggestionsContain: [suggestion('tr', 'marketingBudget')],
  },
  {
    name: 'ERP wanted on the smallest budget stays starter but the gap is explained and suggested',
    answers: { businessType: 'retail', budget: '0-5k', features: ['erp_integration'] },
    expected: 'tbt-baslangic',
    reasoningContains: [
      'İstediğiniz ERP entegrasyonu özelliği normalde Kurumsal E-Ticaret Paketi kapsamında sunuluyor; bütçe aralığınız bunu şimdilik karşılamadığı için bu özelliği ek modül olarak ya da ileride paket yükselterek eklemenizi öneriyoruz.',
    ],
    suggestionsContain: [
      'ERP entegrasyonu için Kurumsal E-Ticaret Paketi seçeneğini ya da bu özelliğin ek modül olarak geliştirilmesini birlikte planlayalım.',
    ],
  },
  {
    name: 'a large wholesaler with 10k-20k and ERP, B2B and API needs stays in the band; the larger need is explained',
    answers: {
      businessType: 'wholesale',
      budget: '10k-20k',
      monthlyRevenue: '500k+',
      employeeCount: '50+',
      features: ['erp_integration', 'b2b_sales', 'api_development'],
      language: 'en',
    },
    expected: 'tbt-profesyonel',
    reasoningContains: [
      'Your answers point to the larger Enterprise E-Commerce Package; it is priced on request for your needs and may be above your budget range.',
    ],
    suggestionsContain: [suggestion('en', 'phasedBudget')],
  },
  {
    name: 'thousands of products on 5k-10k stay standard with a capacity note; an existing site is migrated',
    answers: {
      businessType: 'food',
      budget: '5k-10k',
      products: 'Yaklaşık 3.000 ürün',
      currentWebsite: 'https://ornek-magaza.com',
    },
    expected: 'tbt-standart',
    reasoningContains: [
      'Belirttiğiniz ürün sayısı bu paketin kapasitesini aşabilir; kataloğunuz büyüdükçe Profesyonel E-Ticaret Paketi seçeneğini değerlendirin.',
    ],
    suggestionsContain: [suggestion('tr', 'migration')],
  },
  {
    name: 'growth plans for export and marketplaces tip a 10k-20k fashion brand to professional',
    answers: {
      businessType: 'fashion',
      budget: '10k-20k',
      growthPlans: 'İhracat ve Trendyol, Amazon gibi pazaryerleri',
    },
    expected: 'tbt-profesyonel',
    reasoningContains: ['yurt dışı ve pazaryeri büyüme planlarınız'],
  },
  {
    name: 'a handful of products and no extras on 0-5k is starter',
    answers: { businessType: 'other', budget: '0-5k', products: '20 ürün el yapımı sabun', techLevel: '' },
    expected: 'tbt-baslangic',
  },
];

describe('recommendPackage: answers move the result', () => {
  it.each(CASES)('$name', (testCase) => {
    const result = recommend(testCase.answers);
    checkShape(result);
    expect(result.recommendedSlug).toBe(testCase.expected);
    for (const text of testCase.reasoningContains ?? []) expect(result.reasoning).toContain(text);
    for (const text of testCase.suggestionsContain ?? []) expect(result.customSuggestions).toContain(text);
  });
});

const FEATURE_SETS: WantedFeature[][] = [
  [],
  ['email_marketing'],
  ['mobile_app'],
  ['marketplace_integration'],
  ['multi_language', 'advanced_reporting'],
  ['live_support', 'social_media_integration'],
  ['b2b_sales'],
  ['api_development', 'mobile_app'],
];
const REVENUES = [undefined, ...PACKAGE_OPTIONS.monthlyRevenue];
const EMPLOYEES = [undefined, ...PACKAGE_OPTIONS.employeeCount];

/** Every business type, revenue and team size with a spread of features, tech levels and timelines. */
function answerGrid(): Array<Omit<PackageRecommendationInput, 'budget'>> {
  const grid: Array<Omit<PackageRecommendationInput, 'budget'>> = [];
  let i = 0;
  for (const businessType of PACKAGE_OPTIONS.businessType) {
    for (const features of FEATURE_SETS) {
      for (const monthlyRevenue of REVENUES) {
        for (const employeeCount of EMPLOYEES) {
          grid.push({
            businessType,
            features,
            monthlyRevenue,
            employeeCount,
            techLevel: PACKAGE_OPTIONS.techLevel[i % PACKAGE_OPTIONS.techLevel.length],
            timeline: PACKAGE_OPTIONS.timeline[(i * 3) % PACKAGE_OPTIONS.timeline.length],
            products: i % 5 === 0 ? '1500 ürün' : undefined,
            growthPlans: i % 7 === 0 ? 'export to Europe' : undefined,
          });
          i += 1;
        }
      }
    }
  }
  return grid;
}

describe('recommendPackage: invariants', () => {
  const grid = answerGrid();

  it('raising only the budget never lowers the package', () => {
    for (const answers of grid) {
      const tiers = PACKAGE_OPTIONS.budget.map((budget) => tier(recommend({ ...answers, budget }).recommendedSlug));
      for (let i = 1; i < tiers.length; i += 1) expect(tiers[i]).toBeGreaterThanOrEqual(tiers[i - 1]);
    }
  });

  it('adding ERP integration never lowers the package', () => {
    for (const answers of grid) {
      for (const budget of PACKAGE_OPTIONS.budget) {
        const without = recommend({ ...answers, budget });
        const features = [...(answers.features ?? []), 'erp_integration' as const];
        const withErp = recommend({ ...answers, budget, features });
        expect(tier(withErp.recommendedSlug)).toBeGreaterThanOrEqual(tier(without.recommendedSlug));
      }
    }
  });

  it('the smallest budget without features, revenue or team never goes beyond standard', () => {
    for (const businessType of PACKAGE_OPTIONS.businessType) {
      expect(tier(recommend({ businessType, budget: '0-5k' }).recommendedSlug)).toBeLessThanOrEqual(1);
    }
  });

  it('returns valid fields with a confidence strictly between 0 and 1 everywhere', () => {
    for (const answers of grid) {
      for (const budget of PACKAGE_OPTIONS.budget) checkShape(recommend({ ...answers, budget }));
    }
  });

  it('explains every wanted feature above the recommended package', () => {
    for (const answers of grid) {
      const result = recommend({
        ...answers,
        budget: '0-5k',
        features: ['erp_integration', 'marketplace_integration'],
      });
      if (result.recommendedSlug !== 'tbt-kurumsal') expect(result.reasoning).toContain('ERP entegrasyonu');
      if (tier(result.recommendedSlug) < 2) expect(result.reasoning).toContain('pazaryeri entegrasyonu');
    }
  });

  it('is deterministic', () => {
    for (const answers of grid.slice(0, 50)) {
      const input = { ...answers, budget: '10k-20k' } as const;
      expect(recommend(input)).toEqual(recommend(structuredClone(input)));
    }
  });

  it('is more confident when the answers agree than when they pull apart', () => {
    const aligned = recommend({
      businessType: 'retail',
      budget: '0-5k',
      monthlyRevenue: '0-10k',
      employeeCount: '1',
      timeline: 'asap',
    });
    const torn = recommend({
      businessType: 'retail',
      budget: '0-5k',
      monthlyRevenue: '500k+',
      employeeCount: '50+',
      features: ['erp_integration', 'live_support'],
    });
    expect(aligned.confidence).toBeGreaterThan(torn.confidence);
  });
});

describe('recommendPackage: language', () => {
  const answers: PackageRecommendationInput = {
    businessType: 'fashion',
    budget: '10k-20k',
    features: ['marketplace_integration', 'erp_integration'],
  };

  it('writes Turkish by default', () => {
    const result = recommend(answers);
    expect(result.reasoning).toMatch(/[çğıİöşü]/);
    expect(result.reasoning).toContain('Profesyonel E-Ticaret Paketi');
    expect(result.customSuggestions.every((text) => /[çğıİöşü]/.test(text))).toBe(true);
  });

  it('follows the requested language and changes nothing else', () => {
    const turkish = recommend(answers);
    const arabic = recommend({ ...answers, language: 'ar' });
    expect(arabic.reasoning).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.reasoning).not.toMatch(/[çğıİöşü]/);
    expect(arabic.customSuggestions.every((text) => /[\u0600-\u06FF]/.test(text))).toBe(true);
    expect(recommend({ ...answers, language: 'ru' }).reasoning).toMatch(/[а-яё]/);
    expect(recommend({ ...answers, language: 'de' }).reasoning).toContain('E-Commerce-Profipaket');
    expect(recommend({ ...answers, language: 'en' }).reasoning).toContain('Professional E-Commerce Package');
    expect(arabic.recommendedSlug).toBe(turkish.recommendedSlug);
    expect(arabic.alternativeSlugs).toEqual(turkish.alternativeSlugs);
    expect(arabic.confidence).toBe(turkish.confidence);
  });
});

describe('free texts', () => {
  it.each([
    ['', undefined],
    ['el yapımı sabun', undefined],
    ['20 ürün', 'few'],
    ['yaklaşık 800 çeşit', 'many'],
    ['hundreds of items', 'many'],
    ['2,000 products', 'many'],
    ['Yaklaşık 3.000 ürün', 'huge'],
    ['5 bin ürün', 'huge'],
    ['binlerce ürün', 'huge'],
    ['более 10 000 товаров', 'huge'],
  ] as const)('products %j → %s', (text, scale) => {
    expect(productScaleOf(text)).toBe(scale);
  });

  it.each([
    ['', []],
    ['Daha fazla müşteri', []],
    ['İhracat yapmak istiyoruz', ['global']],
    ['Selling on Amazon and abroad', ['global']],
    ['Bayi ağı kurmak', ['wholesale']],
    ['Экспорт и оптовые продажи', ['global', 'wholesale']],
  ] as const)('growth plans %j → %j', (text, kinds) => {
    expect(growthKindsOf(text)).toEqual(kinds);
  });

  it('lists every wanted feature option in the texts', () => {
    for (const feature of PACKAGE_OPTIONS.features)
      expect(RECOMMENDATION_CATALOGS.tr[`package.feature.${feature}`]).toBeTruthy();
  });
});

describe('free texts are read in linear time (ReDoS)', () => {
  // The earlier product-count regex took 1.4 s on the first shape at 802 characters and ~20 s
  // at 2,000. Each shape is read at 12,500 and at 100,000 characters; the time may grow about
  // linearly, not with the square of the length.
  const attacks: Array<[string, (n: number) => string]> = [
    ['digit, spaces, letter', (n) => `1${' '.repeat(n - 2)}x`],
    ['digit and space pairs', (n) => '1 '.repeat(n / 2)],
    ['thousands groups', (n) => '1.000'.repeat(n / 5)],
    ['one long number', (n) => `${'9'.repeat(n - 1)}k`],
    ['plus signs', (n) => `1${' +'.repeat(n / 2)}`],
  ];
  it.each(attacks)('%s', (_shape, make) => {
    const read = (text: string) => {
      productScaleOf(text);
      growthKindsOf(text);
    };
    const { ok, growth } = nearLinearGrowth(make, read, 12_500);
    expect(ok, describeGrowth(growth)).toBe(true);
  });

  it('still reads the counts it should', () => {
    expect(productScaleOf('1 5000 ürün')).toBe('huge');
    expect(productScaleOf('12 000 + products')).toBe('huge');
    expect(productScaleOf('5 kalem')).toBe('few');
    expect(productScaleOf('3k items')).toBe('huge');
    expect(productScaleOf('about 700 товаров')).toBe('many');
  });
});

describe('budget and revenue bands in the reasoning', () => {
  it('read as lira amounts in the language, never as band codes', () => {
    const band = (language: 'tr' | 'en' | 'de' | 'ru' | 'ar', code: string) =>
      recommendationWriter(language).text('package.budget.5k-10k', recommendationWriter(language).band(code));
    expect(band('tr', '5k-10k')).toBe('₺5.000 – ₺10.000 bütçe aralığınız');
    expect(band('en', '5k-10k')).toBe('your ₺5,000 – ₺10,000 budget');
    expect(band('de', '5k-10k')).toMatch(/^Budget von 5\.000–10\.000\s₺$/);
    const over = recommendationWriter('ru');
    expect(over.text('package.monthlyRevenue.500k+', over.band('500k+'))).toMatch(
      /^ежемесячная выручка свыше 500\s000\s₺$/,
    );
    for (const language of ['tr', 'en', 'de', 'ru', 'ar'] as const)
      expect(band(language, '10k-20k')).not.toMatch(/\dk/);
  });
});
