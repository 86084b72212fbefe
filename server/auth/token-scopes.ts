/**
 * What an API token may call (issue 23): one map from admin procedure to the scope it needs.
 * Denied by default: an admin procedure missing here is refused to every token (403), so a new
 * procedure stays session-only until it is classified. token-scopes.test.ts checks that every
 * admin procedure is either here or in NEVER_FOR_TOKENS.
 */
import { TRPCError } from '@trpc/server';
import type { TokenScope } from '../../src/shared/api-tokens.ts';
import type { TokenActor } from './api-tokens.ts';

const catalog = (kind: 'services' | 'projects' | 'pricing') =>
  ({
    [`${kind}.admin.list`]: 'content:read',
    [`${kind}.admin.contents`]: 'content:read',
    [`${kind}.admin.create`]: 'content:write',
    [`${kind}.admin.update`]: 'content:write',
    [`${kind}.admin.delete`]: 'content:write',
    [`${kind}.admin.saveContent`]: 'content:write',
  }) satisfies Record<string, TokenScope>;

export const TOKEN_SCOPE_OF_PROCEDURE: Readonly<Record<string, TokenScope>> = {
  // Content: services, projects, pricing, texts, settings, media.
  ...catalog('services'),
  ...catalog('projects'),
  ...catalog('pricing'),
  'content.admin.list': 'content:read',
  'content.admin.coverage': 'content:read',
  'content.admin.create': 'content:write',
  'content.admin.update': 'content:write',
  'content.admin.delete': 'content:write',
  'settings.admin.all': 'content:read',
  'settings.admin.update': 'content:write',
  'settings.admin.uploadBrand': 'content:write',
  'media.admin.list': 'content:read',
  'media.admin.upload': 'content:write',
  'media.admin.update': 'content:write',
  'media.admin.replace': 'content:write',
  'media.admin.delete': 'content:write',
  // Leads: contact messages, subscribers, the CSV exports.
  'contact.admin.messages': 'leads:read',
  'contact.admin.recentMessages': 'leads:read',
  'contact.admin.newMessageCount': 'leads:read',
  'contact.admin.exportMessages': 'leads:read',
  'contact.admin.exportMessagesExcel': 'leads:read',
  'contact.admin.subscribers': 'leads:read',
  'contact.admin.recentSubscribers': 'leads:read',
  'contact.admin.setStatus': 'leads:write',
  'contact.admin.deleteMessage': 'leads:write',
  'contact.admin.setSubscriberActive': 'leads:write',
  'contact.admin.deleteSubscriber': 'leads:write',
  // Incremental sync (issue 23): what was deleted since a moment.
  'contact.admin.messageDeletions': 'leads:read',
  'contact.admin.subscriberDeletions': 'leads:read',
};

/**
 * Admin procedures no token ever calls: tokens never manage tokens, webhooks, admins, accounts or
 * the audit log; the outbox, the history, redirects and the dashboard are the owner's screens, not
 * an integration's. Listed so that every admin procedure is classified on purpose.
 */
export const NEVER_FOR_TOKENS: readonly string[] = [
  'auth.adminUser',
  'account.get',
  'account.changePassword',
  'account.sessions',
  'account.endSession',
  'account.startTotp',
  'account.confirmTotp',
  'account.disableTotp',
  'users.list',
  'users.create',
  'users.update',
  'users.delete',
  'users.resetTotp',
  'audit.list',
  'audit.export',
  'tokens.admin.list',
  'tokens.admin.create',
  'tokens.admin.revoke',
  'webhooks.admin.list',
  'webhooks.admin.get',
  'webhooks.admin.create',
  'webhooks.admin.update',
  'webhooks.admin.delete',
  'webhooks.admin.deliveries',
  'webhooks.admin.sendTest',
  'outbox.admin.list',
  'outbox.admin.status',
  'outbox.admin.retry',
  'outbox.admin.sendTest',
  'versions.list',
  'versions.restore',
  'redirects.admin.list',
  'redirects.admin.create',
  'redirects.admin.delete',
  'dashboard.stats',
];

/** The scope a token needs for this admin procedure, or null when no token may call it. */
export const tokenScopeFor = (path: string): TokenScope | null =>
  Object.hasOwn(TOKEN_SCOPE_OF_PROCEDURE, path) ? TOKEN_SCOPE_OF_PROCEDURE[path] : null;

export const TOKEN_NOT_ALLOWED_MESSAGE = 'API tokens cannot call this; sign in as an admin.';
export const tokenScopeMissingMessage = (scope: TokenScope) => `This API token lacks the scope ${scope}.`;

/** Throws 403 unless the token may call this admin procedure. */
export function assertTokenMay(token: TokenActor, path: string): void {
  const scope = tokenScopeFor(path);
  if (!scope) throw new TRPCError({ code: 'FORBIDDEN', message: TOKEN_NOT_ALLOWED_MESSAGE });
  if (!token.scopes.includes(scope))
    throw new TRPCError({ code: 'FORBIDDEN', message: tokenScopeMissingMessage(scope) });
}
