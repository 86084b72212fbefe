import { p } from '@mikro-orm/core';
import { catalogFlags, serialId, slugProperty, timestamps } from './common-properties.ts';
import { defineTable, defineTranslationTable } from './define-table.ts';

export const PricingPackageSchema = defineTable('PricingPackage', 'pricing_packages', {
  ...serialId(),
  slug: slugProperty(),
  /** TL as numeric text, or '' for 'get a quote'. */
  price: p.string().length(20).default(''),
  type: p.string().length(40).default('ecommerce'),
  ...catalogFlags(),
  ...timestamps(),
  contents: () => p.oneToMany(PricingContent).mappedBy('package'),
});

export class PricingPackage extends PricingPackageSchema.class {}
PricingPackageSchema.setClass(PricingPackage);

/** A package's texts in one language. */
export const PricingContentSchema = defineTranslationTable(
  'PricingContent',
  'pricing_contents',
  'package',
  () => PricingPackage,
  {
    title: p.string().length(200),
    subtitle: p.string().length(300).default(''),
    description: p.text(),
    features: p.json<string[]>(),
  },
);

export class PricingContent extends PricingContentSchema.class {}
PricingContentSchema.setClass(PricingContent);
