import { createIntl, type IntlConfig } from 'react-intl';
import { SITE_CATALOGS } from '../../src/i18n/all-catalogs.ts';
import { packageQuoteSearch } from '../../src/lib/package-quote.ts';
import type { QuoteSearch } from '../../src/lib/quote-search.ts';
import { serviceQuoteSearch } from '../../src/lib/service-quote.ts';
import { readQuoteAnswers } from '../../src/shared/quote-answers.ts';
import { publicReads, type ReadContext } from '../cache/public-reads.ts';
import { recommendPackageFor, recommendServicesFor } from './recommendation.service.ts';

// The site's texts only (react-intl's messages type names every id, the admin's too).
const TURKISH = createIntl({ locale: 'tr', messages: SITE_CATALOGS.tr as IntlConfig['messages'] });

/**
 * The recommendation a visitor brought, written again in Turkish for the owner (issue 22): the
 * recommender runs on the same answers in Turkish and the summary is composed as the site
 * composes it, so the owner reads the answers and the result in the site's own words. Null when
 * there are no answers or they do not parse (the message is kept either way).
 */
export async function turkishRecommendation(ctx: ReadContext, answersText: string | undefined): Promise<string | null> {
  const answers = readQuoteAnswers(answersText);
  if (!answers) return null;
  let search: QuoteSearch;
  if (answers.kind === 'services') {
    const services = await publicReads.services(ctx, 'tr');
    const result = recommendServicesFor({ ...answers.input, language: 'tr' }, services);
    const titleOf = (slug: string) => services.find((service) => service.slug === slug)?.content.title ?? slug;
    search = serviceQuoteSearch(TURKISH, answers.input, result.recommendedServices.map(titleOf));
  } else {
    const input = { ...answers.input, language: 'tr' as const };
    const result = await recommendPackageFor(ctx.em, input, await publicReads.pricing(ctx, 'tr'));
    search = packageQuoteSearch(TURKISH, result, packageAnswersOf(answers.input));
  }
  return search.recommendation ?? null;
}

/** The package recommender's answers as its form holds them (empty where the visitor left one out). */
function packageAnswersOf(input: Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    businessType: text(input.businessType),
    monthlyRevenue: text(input.monthlyRevenue),
    employeeCount: text(input.employeeCount),
    currentWebsite: text(input.currentWebsite),
    products: text(input.products),
    budget: text(input.budget),
    timeline: text(input.timeline),
    features: Array.isArray(input.features) ? input.features.map(String) : [],
    techLevel: text(input.techLevel),
    growthPlans: text(input.growthPlans),
  };
}
