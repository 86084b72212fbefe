import { defineEntity, p } from '@mikro-orm/core';

export const NewsletterSubscriberSchema = defineEntity({
  name: 'NewsletterSubscriber',
  tableName: 'newsletter_subscribers',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Stored lower-case: unique case-insensitively. */
    email: p.string().length(254).unique(),
    isActive: p.boolean().default(true),
    language: p.string().length(2).default('tr'),
    /** SHA-256 (hex) of the one confirmation link that still confirms; null: none (used, or never mailed). */
    confirmTokenHash: p.string().length(64).nullable(),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .index(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class NewsletterSubscriber extends NewsletterSubscriberSchema.class {}
NewsletterSubscriberSchema.setClass(NewsletterSubscriber);
