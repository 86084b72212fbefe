import { capitalize, joinList, joinPhrases } from './format.ts';
import type { RecommendationTexts } from './types.ts';

const list = (items: readonly string[]) => joinList(items, ' and ');
const phrases = (items: readonly string[]) => joinPhrases(items, ' and ', ', and ');
const quoted = (items: readonly string[]) => items.map((item) => `“${item}”`);
const cap = (text: string) => capitalize(text, 'en');

const GOAL_STEMS = {
  increase_sales: 'increasing sales',
  brand_awareness: 'building brand awareness',
  digital_presence: 'strengthening your digital presence',
  customer_engagement: 'engaging your customers',
  automation: 'automating your processes',
  cost_reduction: 'reducing costs',
} as const;

const FEATURES = {
  mobile_app: 'a mobile app',
  multi_language: 'multi-language support',
  erp_integration: 'ERP integration',
  b2b_sales: 'B2B sales',
  marketplace_integration: 'marketplace integration',
  advanced_reporting: 'advanced reporting',
  live_support: 'live support',
  email_marketing: 'email marketing',
  social_media_integration: 'social media integration',
  api_development: 'API development',
} as const;

export const en: RecommendationTexts = {
  service: {
    names: {
      'web-tasarim': 'Web Design',
      'e-ticaret': 'E-Commerce',
      'mobil-uygulama': 'Mobile Apps',
      'yazilim-gelistirme': 'Custom Software Development',
      'dijital-pazarlama': 'Digital Marketing',
      'sosyal-medya-danismanligi': 'Social Media Consulting',
      'marka-tasarim': 'Branding and Design',
      'vr-ar-cozumleri': 'VR/AR Solutions',
      'yapay-zeka-entegrasyonu': 'AI Integrations',
    },
    goals: (goals) => `your ${goals.length > 1 ? 'goals' : 'goal'} of ${list(goals.map((goal) => GOAL_STEMS[goal]))}`,
    businessType: {
      retail: 'your retail business',
      services: 'your service business',
      technology: 'your technology business',
      manufacturing: 'your manufacturing business',
      hospitality: 'your hospitality business',
      healthcare: 'your healthcare business',
      education: 'your education business',
      other: 'the nature of your business',
    },
    businessSize: {
      startup: 'being a startup',
      small: 'being a small business',
      medium: 'being a mid-sized company',
      large: 'being a large company',
    },
    currentWebsite: {
      none: 'not having a website yet',
      basic: 'your basic current website',
      good: 'already having a good website',
      excellent: 'already having an excellent website',
    },
    budget: {
      low: 'your limited budget',
      medium: 'your medium budget',
      high: 'your high budget',
      premium: 'your premium budget',
    },
    timeline: {
      urgent: 'your urgent timeline',
      normal: 'your normal timeline',
      flexible: 'your flexible timeline',
    },
    techLevel: {
      beginner: 'being new to technical topics',
      intermediate: 'your intermediate technical knowledge',
      advanced: 'your advanced technical knowledge',
    },
    main: (drivers, services) =>
      `${cap(phrases(drivers))} ${drivers.length > 1 ? 'point' : 'points'} mainly to ${list(quoted(services))}.`,
    support: (drivers) => `${cap(phrases(drivers))} also ${drivers.length > 1 ? 'support' : 'supports'} this choice.`,
    alternatives: (services) => `You may also want to look at: ${services.join(', ')}.`,
    closing: 'In a free initial consultation we can fine-tune this recommendation for your business together.',
    noMatch:
      'None of our active services matches your answers right now. Get in touch and we will put together a plan tailored to your needs.',
    suggestions: {
      phasedLaunch:
        'As your timeline is urgent, launch in phases: go live first with the core pages and features, then add the rest in later phases.',
      landingPage:
        'As you do not have a website yet, start with a single landing page so that you are visible quickly, then expand the site step by step.',
      trainingAndPanel:
        'As you are new to technical topics, we recommend an easy-to-use admin panel and a short training for your team; we can take care of maintenance and updates.',
      integrations:
        'For your automation goal, connect repetitive work such as orders, invoicing, CRM and email through integrations.',
      processAudit:
        'To reduce costs, first identify the manual processes that take the most time and start digitising with those.',
      conversionTracking: 'Set up analytics and conversion tracking from day one so that you can measure sales growth.',
      brandGuide:
        'Create a brand guide with rules for your logo, colours and typefaces so that you look consistent on every channel.',
      contentCalendar:
        'Build a content calendar and plan push notifications or a loyalty programme to stay in regular touch with your customers.',
      localSeo: 'Complete your Google Business Profile and the basic SEO settings so that people find you more easily.',
      redesign: 'Renew your current website with a mobile-friendly, fast and SEO-friendly structure.',
      growthOnTop:
        'Keep your current website and focus on speed improvements and A/B tests to raise the conversion rate.',
      mvpFirst:
        'To make the most of your budget, start with the service that pays off fastest and leave the others for later phases.',
      enterpriseReadiness:
        'At your scale, plan security, backups, access control and performance monitoring from the start.',
      aiPilot:
        'Start with AI through a small pilot project with a measurable goal, and roll it out more widely once it succeeds.',
      freeConsultation: 'Let us schedule a free initial consultation to sharpen your goals.',
      kpis: 'Define clear goals and measurable KPIs from the start so that you can track the results.',
    },
  },
  package: {
    names: {
      'tbt-baslangic': 'Starter E-Commerce Package',
      'tbt-standart': 'Standard E-Commerce Package',
      'tbt-profesyonel': 'Professional E-Commerce Package',
      'tbt-kurumsal': 'Enterprise E-Commerce Package',
    },
    budget: {
      '0-5k': 'your 0–5k budget',
      '5k-10k': 'your 5k–10k budget',
      '10k-20k': 'your 10k–20k budget',
      '20k+': 'your budget of over 20k',
    },
    monthlyRevenue: {
      '0-10k': 'your monthly revenue of 0–10k',
      '10k-50k': 'your monthly revenue of 10k–50k',
      '50k-100k': 'your monthly revenue of 50k–100k',
      '100k-500k': 'your monthly revenue of 100k–500k',
      '500k+': 'your monthly revenue of over 500k',
    },
    employeeCount: {
      '1': 'your one-person team',
      '2-5': 'your team of 2–5 people',
      '6-15': 'your team of 6–15 people',
      '16-50': 'your team of 16–50 people',
      '50+': 'your team of more than 50 people',
    },
    features: FEATURES,
    featureNeed: (features) => `your need for ${list(features.map((feature) => FEATURES[feature]))}`,
    businessType: {
      retail: 'your retail business',
      wholesale: 'your wholesale business',
      manufacturing: 'being a manufacturer',
      services: 'your service business',
      technology: 'your technology business',
      fashion: 'your fashion business',
      food: 'your food business',
      other: 'the nature of your business',
    },
    techLevel: {
      beginner: 'being new to technical topics',
      intermediate: 'your intermediate technical knowledge',
      advanced: 'your advanced technical knowledge',
      expert: 'your expert technical knowledge',
    },
    timeline: {
      asap: 'your wish to go live as soon as possible',
      '1month': 'your plan to go live within a month',
      '3months': 'your three-month timeline',
      '6months': 'your six-month timeline',
    },
    products: {
      few: 'your small product range',
      many: 'your catalogue of several hundred products',
      huge: 'your catalogue of thousands of products',
    },
    growth: {
      global: 'your plans to grow abroad and on marketplaces',
      wholesale: 'your plans to grow through dealers and B2B',
    },
    main: (drivers, packageName) => `Based on ${phrases(drivers)}, the best fit for you is the ${packageName}.`,
    featureGap: (features, higherPackageName) =>
      features.length > 1
        ? `The features you asked for (${list(features)}) are normally part of the ${higherPackageName}; as your budget does not cover that yet, we suggest adding them as an extra module or through a later upgrade.`
        : `The feature you asked for (${list(features)}) is normally part of the ${higherPackageName}; as your budget does not cover that yet, we suggest adding it as an extra module or through a later upgrade.`,
    capacity: (largerPackageName) =>
      `The number of products you mention may exceed this package's capacity; as your catalogue grows, consider the ${largerPackageName}.`,
    largerNeed: (largerPackageName, price, difference) =>
      price && difference
        ? `Your answers point to the larger ${largerPackageName}; at ${price} it is above your budget range, ${difference} more than the package we recommend.`
        : `Your answers point to the larger ${largerPackageName}; it is priced on request for your needs and may be above your budget range.`,
    overBudget: (packageName, price, overBy) =>
      `Even our most affordable package, the ${packageName}, is ${overBy} above your budget range at ${price}; we can split the payment into stages or narrow the scope to fit your budget.`,
    onRequest: 'price on request',
    headroom: (packageName) =>
      `Your budget would also cover a larger package, but the ${packageName} is enough for your current needs.`,
    facts: {
      'tbt-baslangic':
        'It includes capacity for 500 products, 1 admin user, 3 months of email support and a free domain and hosting for 1 year.',
      'tbt-standart':
        'It includes capacity for 2,500 products, 3 admin users, 6 months of email and phone support, hosting and SEO.',
      'tbt-profesyonel':
        'It includes unlimited products, 10 admin users, 12 months of 24/7 VIP support and marketplace integration.',
      'tbt-kurumsal':
        'It includes unlimited everything, a dedicated project manager, an SLA, lifetime VIP support, a dedicated server with a CDN, and ERP, B2B and API integrations.',
    },
    suggestions: {
      phasedBudget:
        'To stay within your budget, let us split the project into phases: launch the store first and add the integrations in a second phase.',
      migration:
        'We will move the products, customers and orders from your current website and set up 301 redirects for the old addresses, so that your search rankings are kept.',
      fastLaunch:
        'For a fast launch, go live with your best-selling products first and then expand the catalogue step by step.',
      training: 'Let us plan a short training on the admin panel and close support during the first month.',
      b2b: 'Set up price lists per customer group and a quick bulk-order screen for your dealers.',
      marketplace: 'Synchronise stock and prices across all marketplaces from a single panel to avoid overselling.',
      international:
        'For selling abroad, plan multilingual content, currency options and international shipping integration from the start.',
      mobileApp: 'Build the mobile app in a second phase, once the web store is up and running, on the same back end.',
      emailSocial: 'Switch on an email newsletter and the social media shop integration together with the launch.',
      marketingBudget: 'Put the rest of your budget into digital marketing and SEO to grow your sales faster.',
      upgradeLater:
        'After the launch we can review the sales figures of the first three months together and upgrade the package as you grow.',
      kickoffWorkshop:
        'Let us start the project with a kick-off workshop to pin down your goals and integration needs.',
      productContent:
        'Good product photos and descriptions raise the conversion rate directly, so start preparing the content early.',
    },
    featureGapSuggestion: (features, higherPackageName) =>
      `For ${list(features)}, let us plan either the ${higherPackageName} or the development of these features as an extra module.`,
  },
};
