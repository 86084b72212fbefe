import { defineEntity, p } from '@mikro-orm/core';

export const PricingPackageSchema = defineEntity({
  name: 'PricingPackage',
  tableName: 'pricing_packages',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(120).unique(),
    /** TL as numeric text, or '' for 'get a quote'. */
    price: p.string().length(20).default(''),
    type: p.string().length(40).default('ecommerce'),
    /** Spec 000 "featured" and spec 001 "popular": the same flag. */
    featured: p.boolean().default(false),
    isActive: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
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
    id: p.integer().primary().autoincrement(),
    package: () => p.manyToOne(PricingPackage).deleteRule('cascade'),
    language: p.string().length(2),
    title: p.string().length(200),
    subtitle: p.string().length(300).default(''),
    description: p.text(),
    features: p.json<string[]>(),
  },
});

export class PricingContent extends PricingContentSchema.class {}
PricingContentSchema.setClass(PricingContent);
