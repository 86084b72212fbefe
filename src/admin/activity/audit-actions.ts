import type { AdminMessageId } from '../../i18n/message-ids.ts';

/**
 * Readable names of audit actions. An action is the tRPC path of the call (`users.create`,
 * `settings.admin.update`, `auth.loginFailed`): its first part names the area, its last part
 * the deed, and the screen shows "area: deed" in the admin's language. An area or deed this
 * list does not know shows the raw action, so a new procedure is never hidden.
 */
export const AUDIT_AREAS = [
  'auth',
  'account',
  'users',
  'settings',
  'content',
  'services',
  'projects',
  'pricing',
  'media',
  'contact',
  'outbox',
  'audit',
  'versions',
  'redirects',
  'tokens',
  'webhooks',
  'backup',
] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const AUDIT_DEEDS = [
  'login',
  'loginFailed',
  'logout',
  'changePassword',
  'endSession',
  'startTotp',
  'confirmTotp',
  'disableTotp',
  'resetTotp',
  'create',
  'update',
  'delete',
  'saveContent',
  'upload',
  'uploadBrand',
  'setStatus',
  'deleteMessage',
  'exportMessages',
  'setSubscriberActive',
  'deleteSubscriber',
  'retry',
  'sendTest',
  'export',
  'restore',
  'passwordReset',
  'exportMessagesExcel',
  'operatorResetPassword',
  'operatorReset2fa',
  'replace',
  'revoke',
  'original',
  'download',
] as const;
export type AuditDeed = (typeof AUDIT_DEEDS)[number];

const isArea = (value: string): value is AuditArea => (AUDIT_AREAS as readonly string[]).includes(value);
const isDeed = (value: string): value is AuditDeed => (AUDIT_DEEDS as readonly string[]).includes(value);

/** The area and deed of an action, or null when either is unknown. */
export function auditActionParts(action: string): { area: AuditArea; deed: AuditDeed } | null {
  const parts = action.split('.');
  const area = parts[0] ?? '';
  const deed = parts.at(-1) ?? '';
  return parts.length >= 2 && isArea(area) && isDeed(deed) ? { area, deed } : null;
}

/**
 * The action filter's choices: every area as a prefix ("auth." = sign-ins and sign-outs) and
 * the failed sign-ins on their own, the one single action an owner looks for most.
 */
type AuditActionFilter = { value: string; labelId: AdminMessageId };
export const AUDIT_ACTION_FILTERS: readonly AuditActionFilter[] = [
  { value: 'auth.loginFailed', labelId: 'admin.activity.filter.failedLogins' },
  ...AUDIT_AREAS.map((area): AuditActionFilter => ({ value: `${area}.`, labelId: `admin.activity.area.${area}` })),
];
