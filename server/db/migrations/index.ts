import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122030518_initial } from './Migration20261122030518_initial.ts';
import { Migration20261122032804_catalog } from './Migration20261122032804_catalog.ts';
import { Migration20261122040605_content_custom } from './Migration20261122040605_content_custom.ts';
import { Migration20261122042000_metrics_order } from './Migration20261122042000_metrics_order.ts';
import { Migration20261124201154_abuse_limits } from './Migration20261124201154_abuse_limits.ts';
import { Migration20261124203000_login_throttle_names } from './Migration20261124203000_login_throttle_names.ts';
import { Migration20261125003713_mail_outbox } from './Migration20261125003713_mail_outbox.ts';
import { Migration20261125005233_accounts } from './Migration20261125005233_accounts.ts';
import { Migration20261125041402_lead_mail_link } from './Migration20261125041402_lead_mail_link.ts';
import { Migration20261126210000_login_devices } from './Migration20261126210000_login_devices.ts';
import { Migration20261126220000_newsletter_confirm_token } from './Migration20261126220000_newsletter_confirm_token.ts';
import { Migration20261127000000_media_images } from './Migration20261127000000_media_images.ts';
import { Migration20261127051702_item_versions } from './Migration20261127051702_item_versions.ts';
import { Migration20261127052812_password_reset } from './Migration20261127052812_password_reset.ts';
import { Migration20261127055237_redirects } from './Migration20261127055237_redirects.ts';
import { Migration20261127061640_spam_reason } from './Migration20261127061640_spam_reason.ts';
import { Migration20261127080352_audit_changes } from './Migration20261127080352_audit_changes.ts';
import { Migration20261127083900_project_metric_label } from './Migration20261127083900_project_metric_label.ts';
import { Migration20261127083959_lead_recommendation_tr } from './Migration20261127083959_lead_recommendation_tr.ts';
import { Migration20261127110000_api_tokens } from './Migration20261127110000_api_tokens.ts';
import { Migration20261127111500_webhooks } from './Migration20261127111500_webhooks.ts';
import { Migration20261127113000_sync } from './Migration20261127113000_sync.ts';

/** Every committed migration, in order. Add each generated migration here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122030518_initial', class: Migration20261122030518_initial },
  { name: 'Migration20261122032804_catalog', class: Migration20261122032804_catalog },
  { name: 'Migration20261122040605_content_custom', class: Migration20261122040605_content_custom },
  { name: 'Migration20261122042000_metrics_order', class: Migration20261122042000_metrics_order },
  { name: 'Migration20261124201154_abuse_limits', class: Migration20261124201154_abuse_limits },
  { name: 'Migration20261124203000_login_throttle_names', class: Migration20261124203000_login_throttle_names },
  { name: 'Migration20261125003713_mail_outbox', class: Migration20261125003713_mail_outbox },
  { name: 'Migration20261125005233_accounts', class: Migration20261125005233_accounts },
  { name: 'Migration20261125041402_lead_mail_link', class: Migration20261125041402_lead_mail_link },
  { name: 'Migration20261126210000_login_devices', class: Migration20261126210000_login_devices },
  {
    name: 'Migration20261126220000_newsletter_confirm_token',
    class: Migration20261126220000_newsletter_confirm_token,
  },
  { name: 'Migration20261127000000_media_images', class: Migration20261127000000_media_images },
  { name: 'Migration20261127051702_item_versions', class: Migration20261127051702_item_versions },
  { name: 'Migration20261127052812_password_reset', class: Migration20261127052812_password_reset },
  { name: 'Migration20261127055237_redirects', class: Migration20261127055237_redirects },
  { name: 'Migration20261127061640_spam_reason', class: Migration20261127061640_spam_reason },
  { name: 'Migration20261127080352_audit_changes', class: Migration20261127080352_audit_changes },
  {
    name: 'Migration20261127083959_lead_recommendation_tr',
    class: Migration20261127083959_lead_recommendation_tr,
  },
  {
    name: 'Migration20261127083900_project_metric_label',
    class: Migration20261127083900_project_metric_label,
  },
  { name: 'Migration20261127110000_api_tokens', class: Migration20261127110000_api_tokens },
  { name: 'Migration20261127111500_webhooks', class: Migration20261127111500_webhooks },
  { name: 'Migration20261127113000_sync', class: Migration20261127113000_sync },
];
