import {
  LoginAccountStateSchema,
  LoginFailureSchema,
  LoginThrottleDeviceSchema,
  LoginThrottlePairSchema,
  RateLimitCounterSchema,
} from './abuse-counters.entity.ts';
import { ApiTokenSchema } from './api-token.entity.ts';
import { AuditEntrySchema } from './audit-entry.entity.ts';
import { ContactMessageSchema } from './contact-message.entity.ts';
import { ContentEntrySchema } from './content-entry.entity.ts';
import { ItemVersionSchema } from './item-version.entity.ts';
import { MailOutboxSchema, ServerSecretSchema } from './mail-outbox.entity.ts';
import { MediaFileSchema } from './media-file.entity.ts';
import { NewsletterSubscriberSchema } from './newsletter-subscriber.entity.ts';
import { PasswordResetTokenSchema } from './password-reset.entity.ts';
import { PricingContentSchema, PricingPackageSchema } from './pricing-package.entity.ts';
import { ProjectContentSchema, ProjectSchema } from './project.entity.ts';
import { RecoveryCodeSchema } from './recovery-code.entity.ts';
import { RedirectSchema } from './redirect.entity.ts';
import { SeedMarkSchema } from './seed-mark.entity.ts';
import { ServiceContentSchema, ServiceSchema } from './service.entity.ts';
import { SessionSchema } from './session.entity.ts';
import { SettingSchema } from './setting.entity.ts';
import { SyncTombstoneSchema } from './sync-tombstone.entity.ts';
import { UserSchema } from './user.entity.ts';
import { WebhookDeliverySchema, WebhookSchema } from './webhook.entity.ts';

/** Every entity the ORM knows; add new ones here. */
export const entities = [
  UserSchema,
  SessionSchema,
  RecoveryCodeSchema,
  AuditEntrySchema,
  SettingSchema,
  ContentEntrySchema,
  ServiceSchema,
  ServiceContentSchema,
  ProjectSchema,
  ProjectContentSchema,
  PricingPackageSchema,
  PricingContentSchema,
  ContactMessageSchema,
  NewsletterSubscriberSchema,
  MediaFileSchema,
  SeedMarkSchema,
  RateLimitCounterSchema,
  LoginFailureSchema,
  LoginThrottlePairSchema,
  LoginAccountStateSchema,
  LoginThrottleDeviceSchema,
  MailOutboxSchema,
  ServerSecretSchema,
  ItemVersionSchema,
  PasswordResetTokenSchema,
  RedirectSchema,
  SyncTombstoneSchema,
  ApiTokenSchema,
  WebhookSchema,
  WebhookDeliverySchema,
];

export { ApiToken } from './api-token.entity.ts';
export { AuditEntry } from './audit-entry.entity.ts';
export { ContactMessage } from './contact-message.entity.ts';
export { ContentEntry } from './content-entry.entity.ts';
export { ItemVersion } from './item-version.entity.ts';
export { MailOutbox, ServerSecret } from './mail-outbox.entity.ts';
export { MediaFile } from './media-file.entity.ts';
export { NewsletterSubscriber } from './newsletter-subscriber.entity.ts';
export { PasswordResetToken } from './password-reset.entity.ts';
export { PricingContent, PricingPackage } from './pricing-package.entity.ts';
export { Project, ProjectContent } from './project.entity.ts';
export { RecoveryCode } from './recovery-code.entity.ts';
export { Redirect } from './redirect.entity.ts';
export { SeedMark } from './seed-mark.entity.ts';
export { Service, ServiceContent } from './service.entity.ts';
export { Session } from './session.entity.ts';
export { Setting } from './setting.entity.ts';
export { SyncTombstone } from './sync-tombstone.entity.ts';
export { User } from './user.entity.ts';
export { Webhook, WebhookDelivery } from './webhook.entity.ts';
