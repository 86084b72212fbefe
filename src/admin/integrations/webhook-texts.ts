import type { AdminMessageId } from '../../i18n/message-ids.ts';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../shared/webhooks.ts';

/** Each event's plain-language name and what it carries. */
export const EVENT_TEXTS: Record<WebhookEvent, { label: AdminMessageId; hint: AdminMessageId }> = {
  'lead.created': { label: 'admin.webhooks.event.lead.created', hint: 'admin.webhooks.event.lead.createdHint' },
  'lead.updated': { label: 'admin.webhooks.event.lead.updated', hint: 'admin.webhooks.event.lead.updatedHint' },
  'newsletter.confirmed': {
    label: 'admin.webhooks.event.newsletter.confirmed',
    hint: 'admin.webhooks.event.newsletter.confirmedHint',
  },
  'newsletter.unsubscribed': {
    label: 'admin.webhooks.event.newsletter.unsubscribed',
    hint: 'admin.webhooks.event.newsletter.unsubscribedHint',
  },
  'content.changed': {
    label: 'admin.webhooks.event.content.changed',
    hint: 'admin.webhooks.event.content.changedHint',
  },
};

/** The name of an event as a delivery lists it (the test event included; an unknown one as it is). */
export function eventLabelId(event: string): AdminMessageId | undefined {
  if (event === 'webhook.test') return 'admin.webhooks.event.webhook.test';
  return (WEBHOOK_EVENTS as readonly string[]).includes(event) ? EVENT_TEXTS[event as WebhookEvent].label : undefined;
}
