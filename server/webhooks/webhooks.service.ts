import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import {
  WEBHOOK_DELIVERIES_SHOWN,
  type WebhookCreatedOutput,
  type WebhookDeliveryOutput,
  type WebhookDeliveryStatus,
  type WebhookOutput,
  type webhookCreateSchema,
  type webhookUpdateSchema,
} from '../../src/shared/webhooks.ts';
import { Webhook, WebhookDelivery } from '../db/entities/index.ts';
import { fieldRefusal, notFound } from '../domain/errors.ts';
import { newWebhookSecret } from './signature.ts';
import { refusalOfUrl, type TargetPolicy } from './target-address.ts';
import { enqueueTestEvent, wakeWebhookWorkers } from './webhook-outbox.ts';

export const WEBHOOK_NOT_FOUND = 'Webhook bulunamadı';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

function toOutput(row: Webhook): WebhookOutput {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description ?? null,
    enabled: row.enabled,
    disabledReason: row.disabledReason ?? null,
    disabledAt: iso(row.disabledAt),
    failingSince: iso(row.failingSince),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The checks of the URL alone that the schema cannot make: they depend on WEBHOOK_ALLOW_PRIVATE. */
function checkTarget(text: string, policy: TargetPolicy): void {
  const refusal = refusalOfUrl(new URL(text), policy);
  if (refusal === 'scheme') throw fieldRefusal('url', 'admin.webhookUrl');
  if (refusal === 'credentials') throw fieldRefusal('url', 'admin.webhookUrlCredentials');
  if (refusal) throw fieldRefusal('url', 'admin.webhookUrlPrivate');
}

export async function listWebhooks(em: EntityManager): Promise<WebhookOutput[]> {
  const rows = await em.find(Webhook, {}, { orderBy: { id: 'asc' } });
  return rows.map(toOutput);
}

async function findWebhook(em: EntityManager, id: number): Promise<Webhook> {
  const row = await em.findOne(Webhook, { id });
  if (!row) throw notFound(WEBHOOK_NOT_FOUND);
  return row;
}

export async function getWebhook(em: EntityManager, id: number): Promise<WebhookOutput> {
  return toOutput(await findWebhook(em, id));
}

/** A new endpoint and its signing secret, answered this once (it is never listed). */
export async function createWebhook(
  em: EntityManager,
  input: z.output<typeof webhookCreateSchema>,
  policy: TargetPolicy,
): Promise<WebhookCreatedOutput> {
  checkTarget(input.url, policy);
  const row = em.create(Webhook, {
    url: input.url,
    events: input.events,
    description: input.description || null,
    secret: newWebhookSecret(),
    enabled: true,
    disabledReason: null,
    disabledAt: null,
    failingSince: null,
  });
  await em.flush();
  return { ...toOutput(row), secret: row.secret };
}

/** Changes an endpoint; `enabled: true` turns it back on and forgets its failing period. */
export async function updateWebhook(
  em: EntityManager,
  id: number,
  input: z.output<typeof webhookUpdateSchema>,
  policy: TargetPolicy,
): Promise<WebhookOutput> {
  const row = await findWebhook(em, id);
  if (input.url !== undefined) {
    checkTarget(input.url, policy);
    row.url = input.url;
  }
  if (input.events !== undefined) row.events = input.events;
  if (input.description !== undefined) row.description = input.description || null;
  if (input.enabled !== undefined && input.enabled !== row.enabled) {
    row.enabled = input.enabled;
    row.disabledReason = null;
    row.disabledAt = input.enabled ? null : new Date();
    row.failingSince = null;
  }
  await em.flush();
  if (row.enabled) wakeWebhookWorkers();
  return toOutput(row);
}

/** Its deliveries go with it (ON DELETE CASCADE). */
export async function deleteWebhook(em: EntityManager, id: number): Promise<{ ok: true }> {
  const deleted = await em.nativeDelete(Webhook, { id });
  if (deleted === 0) throw notFound(WEBHOOK_NOT_FOUND);
  return { ok: true };
}

/** The endpoint's latest deliveries, newest first. */
export async function listWebhookDeliveries(em: EntityManager, id: number): Promise<WebhookDeliveryOutput[]> {
  await findWebhook(em, id);
  const rows = await em.find(
    WebhookDelivery,
    { webhook: id },
    { orderBy: { id: 'desc' }, limit: WEBHOOK_DELIVERIES_SHOWN },
  );
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    eventId: row.eventId,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode ?? null,
    lastError: row.lastError ?? null,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: iso(row.deliveredAt),
  }));
}

/** "Send test": a `webhook.test` event to this endpoint, delivered like any other. */
export async function sendTestEvent(em: EntityManager, id: number) {
  await findWebhook(em, id);
  const queued = await enqueueTestEvent(em, id);
  wakeWebhookWorkers();
  return { ok: true as const, ...queued };
}
