import { defineEntity, p } from '@mikro-orm/core';
import { catalogFlags, serialId, slugProperty, timestamps, translationKeys } from './common-properties.ts';

export const ServiceSchema = defineEntity({
  name: 'Service',
  tableName: 'services',
  properties: {
    ...serialId(),
    slug: slugProperty(),
    icon: p.string().length(60).default(''),
    ...catalogFlags(),
    ...timestamps(),
    contents: () => p.oneToMany(ServiceContent).mappedBy('service'),
  },
});

export class Service extends ServiceSchema.class {}
ServiceSchema.setClass(Service);

/** A service's texts in one language. */
export const ServiceContentSchema = defineEntity({
  name: 'ServiceContent',
  tableName: 'service_contents',
  uniques: [{ properties: ['service', 'language'] }],
  properties: {
    ...translationKeys('service', () => Service),
    title: p.string().length(200),
    description: p.text(),
    features: p.json<string[]>(),
  },
});

export class ServiceContent extends ServiceContentSchema.class {}
ServiceContentSchema.setClass(ServiceContent);
