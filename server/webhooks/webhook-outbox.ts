import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WEBHOOK_TEST_EVENT, type WebhookEvent } from '../../src/shared/webhooks.ts';
import { daysBefore, WakeSignal } from '../jobs/poll-loop.ts';

/** A new event's id, the `webhook-id` of every try of every endpoint's delivery. */
export const newEventId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** The signed body (Standard Webhooks): `{ type, timestamp, data }`. */
function payloadOf(type: string, data: Record<string, unknown>, at: Date) {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/**
 * Writes one delivery of an event for every enabled endpoint that subscribes to it, through
 * `em`, inside the caller's transaction when there is one: the deliveries exist exactly when
 * the change that caused them was committed. One statement, whatever the number of endpoints.
 */
export async function enqueueWebhookEvent(
  em: EntityManager,
  type: WebhookEvent,
  data: Record<string, unknown>,
): Promise<number> {
  const now = new Date();
  const rows = await em.execute<{ id: number }[]>(
    `insert into webhook_deliveries (webhook_id, event, event_id, payload, status, attempts, next_attempt_at, created_at)
     select w.id, ?, ?, ?::jsonb, 'pending', 0, ?, ? from webhooks w where w.enabled and ? = any(w.events)
     returning id`,
    [type, newEventId(), payloadOf(type, data, now), now, now, type],
  );
  return rows.length;
}

/** "Send test": a `webhook.test` event to one endpoint, enabled or not. Answers the delivery. */
export async function enqueueTestEvent(
  em: EntityManager,
  webhookId: number,
): Promise<{ deliveryId: number; eventId: string }> {
  const now = new Date();
  const eventId = newEventId();
  const rows = await em.execute<{ id: number }[]>(
    `insert into webhook_deliveries (webhook_id, event, event_id, payload, status, attempts, next_attempt_at, created_at)
     values (?, ?, ?, ?::jsonb, 'pending', 0, ?, ?) returning id`,
    [
      webhookId,
      WEBHOOK_TEST_EVENT,
      eventId,
      payloadOf(WEBHOOK_TEST_EVENT, { webhookId, message: 'Test event from the admin' }, now),
      now,
      now,
    ],
  );
  return { deliveryId: Number(rows[0].id), eventId };
}

/**
 * `content.changed` for a write that has no transaction of its own to share (a media upload,
 * replace or delete, whose files move outside the database): written right after it commits.
 */
export async function notifyContentChanged(em: EntityManager, kind: string, id: number, action: string) {
  if ((await enqueueWebhookEvent(em.fork(), 'content.changed', { kind, id: String(id), action })) > 0) {
    wakeWebhookWorkers();
  }
}

/** Wakes this process's delivery workers after a commit, so an event leaves without waiting for a poll. */
export const webhookSignal = new WakeSignal();
export const wakeWebhookWorkers = (): void => webhookSignal.wake();

/** Days a delivered event is kept for the admin's list, and a failed one (the payload copies a lead). */
export const WEBHOOK_DELIVERED_RETENTION_DAYS = 30;
export const WEBHOOK_FAILED_RETENTION_DAYS = 90;

/** Removes old delivered and failed deliveries (with the periodic clean-ups); pending ones stay. */
export async function pruneWebhookDeliveries(em: EntityManager, now: Date = new Date()): Promise<number> {
  const rows = await em.fork().execute<{ id: number }[]>(
    `delete from webhook_deliveries
      where (status = 'delivered' and delivered_at < ?) or (status = 'failed' and created_at < ?)
      returning id`,
    [daysBefore(now, WEBHOOK_DELIVERED_RETENTION_DAYS), daysBefore(now, WEBHOOK_FAILED_RETENTION_DAYS)],
  );
  return rows.length;
}
