import { describe, expect, it } from 'vitest';
import {
  BUSINESS_SIZES,
  CURRENT_WEBSITE_STATES,
  SERVICE_BUDGETS,
  SERVICE_BUSINESS_TYPES,
  SERVICE_GOALS,
  SERVICE_TECH_LEVELS,
  SERVICE_TIMELINES,
  type ServiceRecommendationInput,
  serviceRecommendationInputSchema,
  serviceRecommendationOutputSchema,
} from '../../../src/shared/recommendation.ts';
import { seededServices } from '../../test/seeded-names.ts';
import { RECOMMENDATION_CATALOGS } from './recommendation-texts.ts';
import { recommendServices } from './service-engine.ts';
import { AGENCY_SERVICE_SLUGS, type AgencyServiceSlug, type ServiceSuggestionKey } from './types.ts';

const ALL = { slugs: [...AGENCY_SERVICE_SLUGS] };

/** The answer among the given active services, named as the seeded database names them. */
function recommend(answers: ServiceRecommendationInput, catalog: { slugs: string[] } = ALL) {
  const input = serviceRecommendationInputSchema.parse(answers);
  const seeded = new Map(seededServices(input.language).map((service) => [service.slug, service.name]));
  const services = catalog.slugs.map((slug) => ({ slug, name: seeded.get(slug) ?? slug }));
  return recommendServices(input, { services });
}

const suggestion = (key: ServiceSuggestionKey) => RECOMMENDATION_CATALOGS.tr[`service.suggestion.${key}`];

interface Case {
  name: string;
  answers: ServiceRecommendationInput;
  /** The first recommended service is one of these. */
  firstIn?: AgencyServiceSlug[];
  /** Each of these is among the recommended services. */
  recommends?: AgencyServiceSlug[];
  /** At least one of these is among the recommended services. */
  recommendsSomeOf?: AgencyServiceSlug[];
  /** None of these is recommended. */
  notRecommended?: AgencyServiceSlug[];
  /** At least one of these is among the recommended services or the alternatives. */
  resultsIncludeSomeOf?: AgencyServiceSlug[];
  catalog?: AgencyServiceSlug[];
}

const base = {
  businessType: 'other',
  businessSize: 'small',
  currentWebsite: 'basic',
  timeline: 'normal',
  techLevel: 'intermediate',
} as const;

const CASES: Case[] = [
  {
    name: 'a small retail shop without a website that wants more sales gets e-commerce and web design',
    answers: { ...base, businessType: 'retail', currentWebsite: 'none', goals: ['increase_sales'] },
    firstIn: ['e-ticaret', 'web-tasarim'],
    recommends: ['e-ticaret', 'web-tasarim'],
  },
  {
    name: 'brand awareness for a service startup points to branding, social media and marketing',
    answers: { ...base, businessType: 'services', businessSize: 'startup', goals: ['brand_awareness'] },
    firstIn: ['marka-tasarim', 'sosyal-medya-danismanligi', 'dijital-pazarlama'],
    recommends: ['marka-tasarim'],
  },
  {
    name: 'brand awareness with a good website and an urgent timeline leaves web design out',
    answers: {
      ...base,
      businessType: 'retail',
      currentWebsite: 'good',
      timeline: 'urgent',
      goals: ['brand_awareness'],
    },
    firstIn: ['marka-tasarim', 'sosyal-medya-danismanligi', 'dijital-pazarlama'],
    notRecommended: ['web-tasarim'],
  },
  {
    name: 'automation in a technology company with advanced skills gets software and AI',
    answers: {
      ...base,
      businessType: 'technology',
      businessSize: 'medium',
      currentWebsite: 'good',
      techLevel: 'advanced',
      budget: 'high',
      goals: ['automation'],
    },
    firstIn: ['yazilim-gelistirme', 'yapay-zeka-entegrasyonu'],
    recommends: ['yazilim-gelistirme', 'yapay-zeka-entegrasyonu'],
  },
  {
    name: 'cost reduction in a large manufacturer with a premium budget gets software and AI',
    answers: {
      ...base,
      businessType: 'manufacturing',
      businessSize: 'large',
      currentWebsite: 'excellent',
      techLevel: 'advanced',
      budget: 'premium',
      goals: ['cost_reduction'],
    },
    firstIn: ['yapay-zeka-entegrasyonu', 'yazilim-gelistirme'],
    notRecommended: ['web-tasarim'],
  },
  {
    name: 'customer engagement in hospitality brings social media or a mobile app',
    answers: { ...base, businessType: 'hospitality', goals: ['customer_engagement'] },
    recommendsSomeOf: ['sosyal-medya-danismanligi', 'mobil-uygulama'],
  },
  {
    name: 'digital presence for a startup without a website starts with web design',
    answers: { ...base, businessSize: 'startup', currentWebsite: 'none', goals: ['digital_presence'] },
    firstIn: ['web-tasarim'],
  },
  {
    name: 'digital presence in healthcare starts with web design',
    answers: { ...base, businessType: 'healthcare', goals: ['digital_presence'] },
    firstIn: ['web-tasarim'],
  },
  {
    name: 'engagement in education with a premium budget and time brings VR/AR into the results',
    answers: {
      ...base,
      businessType: 'education',
      budget: 'premium',
      timeline: 'flexible',
      goals: ['customer_engagement'],
    },
    recommends: ['mobil-uygulama'],
    resultsIncludeSomeOf: ['vr-ar-cozumleri'],
  },
  {
    name: 'a low budget and an urgent timeline keep the costly builds out',
    answers: { ...base, budget: 'low', timeline: 'urgent', techLevel: 'beginner', goals: ['customer_engagement'] },
    firstIn: ['sosyal-medya-danismanligi'],
    notRecommended: ['mobil-uygulama', 'vr-ar-cozumleri', 'yazilim-gelistirme', 'yapay-zeka-entegrasyonu'],
  },
  {
    name: 'sales plus automation brings e-commerce and a software service',
    answers: { ...base, businessType: 'retail', techLevel: 'advanced', goals: ['increase_sales', 'automation'] },
    recommends: ['e-ticaret'],
    recommendsSomeOf: ['yazilim-gelistirme', 'yapay-zeka-entegrasyonu'],
  },
  {
    name: 'an excellent website moves sales growth away from web design',
    answers: { ...base, businessType: 'retail', currentWebsite: 'excellent', goals: ['increase_sales'] },
    firstIn: ['e-ticaret'],
    notRecommended: ['web-tasarim'],
  },
  {
    name: 'without e-commerce in the catalogue, sales growth goes to marketing and web design',
    answers: { ...base, businessType: 'retail', currentWebsite: 'none', goals: ['increase_sales'] },
    catalog: AGENCY_SERVICE_SLUGS.filter((slug) => slug !== 'e-ticaret'),
    firstIn: ['web-tasarim', 'dijital-pazarlama'],
    notRecommended: ['e-ticaret'],
  },
  {
    name: 'without branding in the catalogue, brand awareness goes to social media and marketing',
    answers: { ...base, goals: ['brand_awareness'] },
    catalog: AGENCY_SERVICE_SLUGS.filter((slug) => slug !== 'marka-tasarim'),
    firstIn: ['sosyal-medya-danismanligi', 'dijital-pazarlama'],
    notRecommended: ['marka-tasarim'],
  },
];

function checkShape(result: ReturnType<typeof recommend>, catalog: readonly string[]) {
  expect(serviceRecommendationOutputSchema.parse(result)).toEqual(result);
  expect(result.recommendedServices.length).toBeGreaterThanOrEqual(1);
  expect(result.recommendedServices.length).toBeLessThanOrEqual(3);
  expect(result.alternatives.length).toBeLessThanOrEqual(3);
  const all = [...result.recommendedServices, ...result.alternatives];
  expect(new Set(all).size).toBe(all.length);
  for (const slug of all) expect(catalog).toContain(slug);
  expect(result.confidence).toBeGreaterThan(0);
  expect(result.confidence).toBeLessThan(1);
  expect(Math.round(result.confidence * 100) / 100).toBe(result.confidence);
  expect(result.customSuggestions.length).toBeGreaterThanOrEqual(2);
  expect(result.customSuggestions.length).toBeLessThanOrEqual(4);
  const sentences = result.reasoning.split(/(?<=[.])\s+/).filter(Boolean);
  expect(sentences.length).toBeGreaterThanOrEqual(2);
  expect(sentences.length).toBeLessThanOrEqual(3);
}

describe('recommendServices: answers move the result', () => {
  it.each(CASES)('$name', (testCase) => {
    const catalog = testCase.catalog ?? [...AGENCY_SERVICE_SLUGS];
    const result = recommend(testCase.answers, { slugs: catalog });
    checkShape(result, catalog);
    const recommended = result.recommendedServices;
    if (testCase.firstIn) expect(testCase.firstIn).toContain(recommended[0]);
    for (const slug of testCase.recommends ?? []) expect(recommended).toContain(slug);
    if (testCase.recommendsSomeOf) {
      expect(testCase.recommendsSomeOf.some((slug) => recommended.includes(slug))).toBe(true);
    }
    for (const slug of testCase.notRecommended ?? []) expect(recommended).not.toContain(slug);
    if (testCase.resultsIncludeSomeOf) {
      const results = [...recommended, ...result.alternatives];
      expect(testCase.resultsIncludeSomeOf.some((slug) => results.includes(slug))).toBe(true);
    }
  });
});

/** A deterministic spread over all answers: every option of every question appears. */
function answerGrid(): ServiceRecommendationInput[] {
  const grid: ServiceRecommendationInput[] = [];
  let i = 0;
  for (const businessType of SERVICE_BUSINESS_TYPES) {
    for (const goal of SERVICE_GOALS) {
      for (const currentWebsite of CURRENT_WEBSITE_STATES) {
        const second = SERVICE_GOALS[(i * 7) % SERVICE_GOALS.length];
        grid.push({
          businessType,
          businessSize: BUSINESS_SIZES[i % BUSINESS_SIZES.length],
          currentWebsite,
          goals: i % 3 === 0 ? [goal, second] : [goal],
          budget: SERVICE_BUDGETS[(i * 5) % SERVICE_BUDGETS.length],
          timeline: SERVICE_TIMELINES[i % SERVICE_TIMELINES.length],
          techLevel: SERVICE_TECH_LEVELS[(i * 2) % SERVICE_TECH_LEVELS.length],
        });
        i += 1;
      }
    }
  }
  return grid;
}

describe('recommendServices: invariants', () => {
  const grid = answerGrid();

  it('returns at most 3 recommended services, no repeats, valid output, over all answer combinations', () => {
    for (const answers of grid) checkShape(recommend(answers), ALL.slugs);
  });

  it.each(AGENCY_SERVICE_SLUGS)('never returns %s when it is missing from the active services', (missing) => {
    const slugs = AGENCY_SERVICE_SLUGS.filter((slug) => slug !== missing);
    for (const answers of grid) {
      const result = recommend(answers, { slugs });
      expect(result.recommendedServices).not.toContain(missing);
      expect(result.alternatives).not.toContain(missing);
    }
  });

  it('ignores unknown slugs in the catalogue and answers an empty catalogue without services', () => {
    const answers: ServiceRecommendationInput = { ...base, goals: ['increase_sales'] };
    const unknown = recommend(answers, { slugs: ['unknown-service'] });
    expect(unknown.recommendedServices).toEqual([]);
    expect(unknown.alternatives).toEqual([]);
    expect(unknown.reasoning).toBe(RECOMMENDATION_CATALOGS.tr['service.noMatch']);
    expect(unknown.confidence).toBeGreaterThan(0);
    expect(unknown.confidence).toBeLessThan(1);
    expect(serviceRecommendationOutputSchema.parse(unknown)).toEqual(unknown);
    expect(recommend(answers, { slugs: [] }).recommendedServices).toEqual([]);
  });

  it('with a single active service recommends exactly that one', () => {
    const result = recommend({ ...base, goals: ['automation'] }, { slugs: ['web-tasarim'] });
    expect(result.recommendedServices).toEqual(['web-tasarim']);
    expect(result.alternatives).toEqual([]);
    checkShape(result, ['web-tasarim']);
  });

  it('is deterministic', () => {
    for (const answers of grid.slice(0, 40)) {
      expect(recommend(answers)).toEqual(recommend(structuredClone(answers)));
    }
  });

  it('is more confident when more answers point the same way', () => {
    const aligned = recommend({
      businessType: 'retail',
      businessSize: 'small',
      currentWebsite: 'none',
      goals: ['increase_sales'],
      budget: 'medium',
      timeline: 'normal',
      techLevel: 'intermediate',
    });
    const mixed = recommend({
      businessType: 'education',
      businessSize: 'large',
      currentWebsite: 'excellent',
      goals: ['increase_sales', 'brand_awareness', 'customer_engagement'],
      budget: 'low',
      timeline: 'flexible',
      techLevel: 'advanced',
    });
    expect(aligned.confidence).toBeGreaterThan(mixed.confidence);
  });
});

describe('recommendServices: explanations', () => {
  const answers: ServiceRecommendationInput = {
    businessType: 'retail',
    businessSize: 'small',
    currentWebsite: 'none',
    goals: ['increase_sales'],
    timeline: 'urgent',
    techLevel: 'beginner',
  };

  it('names the driving answers in Turkish by default', () => {
    const result = recommend(answers);
    expect(result.reasoning).toMatch(/[çğıİöşü]/);
    expect(result.reasoning).toContain('Satışları artırma hedefiniz');
    expect(result.reasoning).toContain('henüz bir web sitenizin olmaması');
    expect(result.reasoning).toContain('E-Ticaret');
  });

  it('answers in the requested language', () => {
    const en = recommend({ ...answers, language: 'en' });
    expect(en.reasoning).toContain('increasing sales');
    expect(en.reasoning).not.toMatch(/[çğıİşü]/);
    expect(recommend({ ...answers, language: 'de' }).reasoning).toContain('Umsatz');
    expect(recommend({ ...answers, language: 'ru' }).reasoning).toMatch(/[а-яё]/);
    const ar = recommend({ ...answers, language: 'ar' });
    expect(ar.reasoning).toMatch(/[\u0600-\u06FF]/);
    expect(ar.customSuggestions.every((text) => /[\u0600-\u06FF]/.test(text))).toBe(true);
    // The language changes only the texts.
    expect(ar.recommendedServices).toEqual(recommend(answers).recommendedServices);
    expect(ar.confidence).toBe(recommend(answers).confidence);
  });

  it('names the services by their titles in the database, so that renaming one in the admin reaches it', () => {
    const input = serviceRecommendationInputSchema.parse(answers);
    const renamed = seededServices().map((service) =>
      service.slug === 'e-ticaret' ? { ...service, name: 'Online Mağaza' } : service,
    );
    const result = recommendServices(input, { services: renamed });
    expect(result.recommendedServices).toContain('e-ticaret');
    expect(result.reasoning).toContain('“Online Mağaza”');
    expect(result.reasoning).not.toContain('E-Ticaret');
  });

  it('derives the suggestions from the answers', () => {
    const result = recommend(answers);
    expect(result.customSuggestions).toContain(suggestion('phasedLaunch'));
    expect(result.customSuggestions).toContain(suggestion('landingPage'));
    expect(result.customSuggestions).toContain(suggestion('trainingAndPanel'));

    const automation = recommend({ ...base, techLevel: 'advanced', goals: ['automation'] });
    expect(automation.customSuggestions).toContain(suggestion('integrations'));
    expect(automation.customSuggestions).not.toContain(suggestion('landingPage'));

    const calm = recommend({ ...base, currentWebsite: 'good', timeline: 'flexible', goals: ['digital_presence'] });
    expect(calm.customSuggestions).not.toContain(suggestion('phasedLaunch'));
    expect(calm.customSuggestions.length).toBeGreaterThanOrEqual(2);
  });
});

describe('recommendServices: claims only what was asked', () => {
  const asked: ServiceRecommendationInput = {
    businessType: 'retail',
    businessSize: 'small',
    currentWebsite: 'none',
    goals: ['increase_sales', 'brand_awareness'],
    timeline: 'normal',
    techLevel: 'intermediate',
  };

  it.each(['tr', 'en', 'de', 'ru', 'ar'] as const)('without a budget answer no budget is named (%s)', (language) => {
    const catalog = RECOMMENDATION_CATALOGS[language];
    const budgets = Object.entries(catalog).filter(([id]) => id.startsWith('service.budget.'));
    expect(budgets.length).toBeGreaterThan(0);
    const result = recommend({ ...asked, language });
    for (const [, phrase] of budgets) expect(result.reasoning).not.toContain(phrase);
  });

  it('a budget an API caller gives is still weighed', () => {
    expect(recommend({ ...asked, budget: 'low' }).customSuggestions).toContain(suggestion('mvpFirst'));
  });
});
