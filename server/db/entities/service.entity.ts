import { defineEntity, p } from '@mikro-orm/core';

export const ServiceSchema = defineEntity({
  name: 'Service',
  tableName: 'services',
  properties: {
    id: p.integer().primary().autoincrement(),
    slug: p.string().length(120).unique(),
    icon: p.string().length(60).default(''),
    featured: p.boolean().default(false),
    isActive: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
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
    id: p.integer().primary().autoincrement(),
    service: () => p.manyToOne(Service).deleteRule('cascade'),
    language: p.string().length(2),
    title: p.string().length(200),
    description: p.text(),
    features: p.json<string[]>(),
  },
});

export class ServiceContent extends ServiceContentSchema.class {}
ServiceContentSchema.setClass(ServiceContent);
