import { p } from '@mikro-orm/core';
import { createdAtProperty, serialId, updatedAtProperty } from './common-properties.ts';
import { defineTable } from './define-table.ts';

export const NewsletterSubscriberSchema = defineTable('NewsletterSubscriber', 'newsletter_subscribers', {
  ...serialId(),
  /** Stored lower-case: unique case-insensitively. */
  email: p.string().length(254).unique(),
  isActive: p.boolean().default(true),
  language: p.string().length(2).default('tr'),
  /** SHA-256 (hex) of the one confirmation link that still confirms; null: none (used, or never mailed). */
  confirmTokenHash: p.string().length(64).nullable(),
  createdAt: createdAtProperty().index(),
  /** Set to the writing transaction's start by a database trigger on every insert and update (incremental sync). */
  updatedAt: updatedAtProperty().index(),
});

export class NewsletterSubscriber extends NewsletterSubscriberSchema.class {}
NewsletterSubscriberSchema.setClass(NewsletterSubscriber);
