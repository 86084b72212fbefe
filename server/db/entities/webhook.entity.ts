import { p } from '@mikro-orm/core';
import { createdAtProperty, serialId, timestamps } from './common-properties.ts';
import { defineTable } from './define-table.ts';

/**
 * An endpoint the owner registered for signed event deliveries (issue 23, server/webhooks/).
 * The secret is kept as given out (`whsec_` + base64): the worker needs it to sign.
 */
export const WebhookSchema = defineTable('Webhook', 'webhooks', {
  ...serialId(),
  url: p.string().length(2000),
  /** The event types it receives (WEBHOOK_EVENTS). */
  events: p.array<string>(),
  description: p.string().length(500).nullable(),
  secret: p.string().length(200),
  enabled: p.boolean().default(true),
  /** Why the server turned it off (deliveries failing for WEBHOOK_DISABLE_AFTER_MS). */
  disabledReason: p.string().length(300).nullable(),
  disabledAt: p.datetime().nullable(),
  /** The first failed try since the last delivered one; null while it delivers. */
  failingSince: p.datetime().nullable(),
  ...timestamps(),
});
export class Webhook extends WebhookSchema.class {}
WebhookSchema.setClass(Webhook);

/**
 * One event for one endpoint, written in the transaction of the change that caused it. The
 * worker claims due rows with a lease (`lockedUntil`, `lockToken`), like the mail outbox.
 */
export const WebhookDeliverySchema = defineTable(
  'WebhookDelivery',
  'webhook_deliveries',
  {
    ...serialId(),
    webhook: () => p.manyToOne(Webhook).deleteRule('cascade').index(),
    event: p.string().length(60),
    /** The `webhook-id` header: the same on every try, so the receiver can drop a repeat. */
    eventId: p.string().length(60),
    /** The signed body: `{ type, timestamp, data }` (Standard Webhooks). */
    payload: p.json<Record<string, unknown>>(),
    /** pending, delivered, failed */
    status: p.string().length(10).default('pending'),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime(),
    lockedUntil: p.datetime().nullable(),
    lockToken: p.uuid().nullable(),
    lastStatusCode: p.integer().nullable(),
    lastError: p.string().length(300).nullable(),
    createdAt: createdAtProperty().index(),
    deliveredAt: p.datetime().nullable(),
  },
  { indexes: [{ properties: ['status', 'nextAttemptAt'] }] },
);
export class WebhookDelivery extends WebhookDeliverySchema.class {}
WebhookDeliverySchema.setClass(WebhookDelivery);
