import { z } from 'zod';
import { specIssue, specRule } from './validation-messages.ts';

/**
 * Signed webhooks (issue 23): what an endpoint subscribes to, and the shapes of the admin calls
 * under /api/admin/webhooks. Deliveries follow the Standard Webhooks specification.
 */

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.updated',
  'newsletter.confirmed',
  'newsletter.unsubscribed',
  'content.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent by "send test" to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookEventType = WebhookEvent | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Why the server turned an endpoint off: every delivery failed for 3 days. */
export const WEBHOOK_DISABLED_FAILING = 'failing';

export const WEBHOOK_URL_MAX = 2000;

/**
 * An endpoint address: http(s), no user name or password in it. Whether plain http: and private
 * addresses are allowed is the server's to say (WEBHOOK_ALLOW_PRIVATE), after this check.
 */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX, specRule('admin.webhookUrl'))
  .superRefine((text, ctx) => {
    const url = URL.parse(text);
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) {
      ctx.addIssue(specIssue('admin.webhookUrl'));
    } else if (url.username || url.password) {
      ctx.addIssue(specIssue('admin.webhookUrlCredentials'));
    }
  });

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, specRule('admin.webhookEvents')))
  .min(1, specRule('admin.webhookEvents'))
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);
const descriptionSchema = z.string().trim().max(500);

/** POST /api/admin/webhooks */
export const webhookCreateSchema = z.strictObject({
  url: webhookUrlSchema,
  events: eventsSchema,
  description: descriptionSchema.optional(),
});
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;

/** PUT /api/admin/webhooks/{id}: any of the fields; `enabled: true` turns a disabled endpoint back on. */
export const webhookUpdateSchema = z.strictObject({
  url: webhookUrlSchema.optional(),
  events: eventsSchema.optional(),
  description: descriptionSchema.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdateInput = z.input<typeof webhookUpdateSchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** `failing` when the server turned it off; null otherwise. */
  disabledReason: z.string().nullable(),
  disabledAt: z.string().nullable(),
  /** The first failed try since the last delivery; null while deliveries succeed. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WebhookOutput = z.infer<typeof webhookSchema>;

/** The answer of a create: the endpoint and its signing secret, shown this once. */
export const webhookCreatedSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookCreatedOutput = z.infer<typeof webhookCreatedSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.string(),
  /** The `webhook-id` header of every try. */
  eventId: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When a pending delivery is tried next. */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDeliveryOutput = z.infer<typeof webhookDeliverySchema>;

/** How many of an endpoint's latest deliveries the list shows. */
export const WEBHOOK_DELIVERIES_SHOWN = 100;

export const webhookTestResultSchema = z.object({
  ok: z.literal(true),
  deliveryId: z.number().int(),
  eventId: z.string(),
});
