import { defineEntity, p } from '@mikro-orm/core';
import { catalogFlags, serialId, slugProperty, timestamps, translationKeys } from './common-properties.ts';

export const PricingPackageSchema = defineEntity({
  name: 'PricingPackage',
  tableName: 'pricing_packages',
  properties: {
    ...serialId(),
    slug: slugProperty(),
    /** TL as numeric text, or '' for 'get a quote'. */
    price: p.string().length(20).default(''),
    type: p.string().length(40).default('ecommerce'),
    ...catalogFlags(),
    ...timestamps(),
    contents: () => p.oneToMany(PricingContent).mappedBy('package'),
  },
});

export class PricingPackage extends PricingPackageSchema.class {}
PricingPackageSchema.setClass(PricingPackage);

/** A package's texts in one language. */
export const PricingContentSchema = defineEntity({
  name: 'PricingContent',
  tableName: 'pricing_contents',
  uniques: [{ properties: ['package', 'language'] }],
  properties: {
    ...translationKeys('package', () => PricingPackage),
    title: p.string().length(200),
    subtitle: p.string().length(300).default(''),
    description: p.text(),
    features: p.json<string[]>(),
  },
});

export class PricingContent extends PricingContentSchema.class {}
PricingContentSchema.setClass(PricingContent);
