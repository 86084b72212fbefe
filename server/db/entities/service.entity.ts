import { p } from '@mikro-orm/core';
import { catalogFlags, serialId, slugProperty, timestamps } from './common-properties.ts';
import { defineTable, defineTranslationTable } from './define-table.ts';

export const ServiceSchema = defineTable('Service', 'services', {
  ...serialId(),
  slug: slugProperty(),
  icon: p.string().length(60).default(''),
  ...catalogFlags(),
  ...timestamps(),
  contents: () => p.oneToMany(ServiceContent).mappedBy('service'),
});

export class Service extends ServiceSchema.class {}
ServiceSchema.setClass(Service);

/** A service's texts in one language. */
export const ServiceContentSchema = defineTranslationTable(
  'ServiceContent',
  'service_contents',
  'service',
  () => Service,
  {
    title: p.string().length(200),
    description: p.text(),
    features: p.json<string[]>(),
  },
);

export class ServiceContent extends ServiceContentSchema.class {}
ServiceContentSchema.setClass(ServiceContent);
