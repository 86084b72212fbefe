import type { UploadPolicy } from '../../src/shared/uploads.ts';
import type { createCaller } from '../trpc/app.router.ts';

type Caller = ReturnType<typeof createCaller>;

/** 'services.list', 'auth.login', ...: every procedure of the app router, as a dot path. */
type ProcedurePaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends (...args: never[]) => unknown
    ? `${Prefix}${K}`
    : ProcedurePaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type ProcedurePath = ProcedurePaths<Caller>;

export type RestInput = {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
};

/**
 * One row per documented /api path: the procedure it calls and how path, query and body become
 * that procedure's input (the procedure validates it). No row holds logic of its own. Paths are
 * written as in the spec ({param}); the mirror converts them for Express, and the OpenAPI
 * document is generated from these rows and the procedures' zod schemas.
 */
export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/api/${string}`;
  procedure: ProcedurePath;
  input?: (request: RestInput) => unknown;
  summary: string;
  tag: string;
  /** Who may call it, for the docs and the access tests. */
  access: 'public' | 'user' | 'admin';
  successStatus?: number;
  /** A multipart upload: streamed to staging under this policy's limits, then given as `file`. */
  multipart?: UploadPolicy;
  /** The procedure answers { fileName, rows }: `rows` (text pieces) streamed as a CSV download. */
  csv?: true;
  /**
   * The procedure is paged (input `page`, `pageSize`; answer `{ items, total, page, pageSize }`,
   * which tRPC keeps) and REST answers the spec's plain list: with `page` or `pageSize` in the
   * query that page's items, with X-Total-Count and Link headers; without, every item, read
   * page by page while it is sent (server/rest/paged-list.ts).
   */
  list?: true;
};

const params = ({ params }: RestInput) => ({ ...params });
const body = ({ body }: RestInput) => body;
/** Path parameters win over body keys of the same name. */
const bodyAndParams = ({ body, params }: RestInput) =>
  body && typeof body === 'object' && !Array.isArray(body) ? { ...body, ...params } : body;

const PAGING = ['page', 'pageSize'];
/** `page` and `pageSize` written in digits become numbers; anything else reaches the schema as sent and is refused there. */
const digits = (value: unknown) => (typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : value);
/**
 * Path parameters and the named query parameters (others are ignored); the procedure's schema
 * checks them all.
 */
const queryParams =
  (...names: string[]) =>
  ({ params, query }: RestInput) => {
    const input: Record<string, unknown> = {};
    for (const name of names) {
      if (Object.hasOwn(query, name)) input[name] = PAGING.includes(name) ? digits(query[name]) : query[name];
    }
    return { ...input, ...params };
  };
/** A paged procedure answered as a list on REST: `page`, `pageSize` and its filters from the query. */
const pagedList = (...filters: string[]) => ({ input: queryParams(...PAGING, ...filters), list: true as const });

type AdminRow = Omit<RestRoute, 'access' | 'tag'>;
const admin = (tag: string, rows: AdminRow[]): RestRoute[] => rows.map((row) => ({ ...row, tag, access: 'admin' }));

/**
 * A catalog's admin rows (services, projects, pricing: the calls of adminCatalogProcedures), with
 * the summaries that tell them apart; `contentIdKey` names the row in the texts' save path.
 */
const catalogRows = (
  kind: 'services' | 'projects' | 'pricing',
  contentIdKey: 'id' | 'serviceId',
  summary: { noun: string; list: string; create: string; update: string; delete: string; saveContent: string },
): AdminRow[] => [
  { method: 'GET', path: `/api/admin/${kind}`, procedure: `${kind}.admin.list`, summary: summary.list },
  {
    method: 'POST',
    path: `/api/admin/${kind}`,
    procedure: `${kind}.admin.create`,
    input: body,
    successStatus: 201,
    summary: summary.create,
  },
  {
    method: 'PUT',
    path: `/api/admin/${kind}/{id}`,
    procedure: `${kind}.admin.update`,
    input: bodyAndParams,
    summary: summary.update,
  },
  {
    method: 'DELETE',
    path: `/api/admin/${kind}/{id}`,
    procedure: `${kind}.admin.delete`,
    input: params,
    summary: summary.delete,
  },
  {
    method: 'GET',
    path: `/api/admin/${kind}/content/{language}`,
    procedure: `${kind}.admin.contents`,
    input: params,
    summary: `Every ${summary.noun}’s texts in exactly this language`,
  },
  {
    method: 'PUT',
    path: `/api/admin/${kind}/{${contentIdKey}}/content/{language}`,
    procedure: `${kind}.admin.saveContent`,
    input: bodyAndParams,
    summary: summary.saveContent,
  },
];

export const restRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/settings',
    procedure: 'settings.public',
    summary: 'Public site settings as a key-value object',
    tag: 'Settings',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/content/{language}',
    procedure: 'content.byLanguage',
    input: params,
    summary: 'Translated texts of one language: key → text',
    tag: 'Content',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/services/{language}',
    procedure: 'services.list',
    input: params,
    summary: 'Active services with their texts in the language (Turkish as fallback)',
    tag: 'Services',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/services/slug/{slug}',
    procedure: 'services.bySlug',
    input: params,
    summary: 'An active service by slug (id and slug); 404 "Service not found"',
    tag: 'Services',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/services/{id}/content/{language}',
    procedure: 'services.content',
    input: params,
    summary: 'A service’s title, description and features; 404 "Service content not found"',
    tag: 'Services',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/projects/{language}',
    procedure: 'projects.list',
    input: params,
    summary: 'Active portfolio projects with their texts in the language',
    tag: 'Projects',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/pricing/{language}',
    procedure: 'pricing.list',
    input: params,
    summary: 'Active pricing packages with their texts in the language',
    tag: 'Pricing',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/contact',
    procedure: 'contact.submit',
    input: body,
    summary: 'Send a contact message; 201 once it is stored',
    tag: 'Contact',
    access: 'public',
    successStatus: 201,
  },
  {
    method: 'POST',
    path: '/api/newsletter',
    procedure: 'contact.subscribe',
    input: body,
    summary: 'Subscribe to the newsletter; subscribing again reactivates',
    tag: 'Contact',
    access: 'public',
    successStatus: 201,
  },
  {
    method: 'POST',
    path: '/api/service-recommendation',
    procedure: 'recommendation.services',
    input: body,
    summary: 'Recommend services from the questionnaire answers',
    tag: 'Recommendations',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/package-recommendation',
    procedure: 'recommendation.package',
    input: body,
    summary: 'Recommend an e-commerce package; businessType and budget are required',
    tag: 'Recommendations',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/auth/user',
    procedure: 'auth.user',
    summary: 'The signed-in user (401 when not signed in)',
    tag: 'Auth',
    access: 'user',
  },
  {
    method: 'GET',
    path: '/api/admin/auth/user',
    procedure: 'auth.adminUser',
    summary: 'The signed-in admin (401 anonymous, 403 other roles)',
    tag: 'Auth',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/login',
    procedure: 'auth.login',
    input: body,
    summary: 'Sign in with username and password; sets the session cookie',
    tag: 'Auth',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset',
    procedure: 'auth.passwordReset',
    input: body,
    successStatus: 202,
    summary:
      'Ask for a password-reset link `{ email, language? }`: 202 whatever the address; an active admin with it gets a single-use link for 30 minutes',
    tag: 'Auth',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    procedure: 'auth.passwordResetConfirm',
    input: body,
    summary:
      'Set a new password with a reset link’s `token`; 400 for a used, expired or wrong token; ends every session',
    tag: 'Auth',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/logout',
    procedure: 'auth.logout',
    summary: 'End the current session',
    tag: 'Auth',
    access: 'public',
  },
  ...admin('Admin: dashboard', [
    { method: 'GET', path: '/api/admin/stats', procedure: 'dashboard.stats', summary: 'Counts for the dashboard' },
    {
      method: 'GET',
      path: '/api/admin/contacts/recent',
      procedure: 'contact.admin.recentMessages',
      summary: 'The latest five contact messages',
    },
    {
      method: 'GET',
      path: '/api/admin/contacts/new-count',
      procedure: 'contact.admin.newMessageCount',
      summary: 'How many contact messages have the status new (the sidebar badge; spam is not counted)',
    },
    {
      method: 'GET',
      path: '/api/admin/newsletter/recent',
      procedure: 'contact.admin.recentSubscribers',
      summary: 'The latest five newsletter subscribers',
    },
  ]),
  ...admin('Admin: settings', [
    {
      method: 'GET',
      path: '/api/admin/settings',
      procedure: 'settings.admin.all',
      summary: 'Every setting, private ones included',
    },
    {
      method: 'PUT',
      path: '/api/admin/settings',
      procedure: 'settings.admin.update',
      input: body,
      summary: 'Save any subset of the setting keys (each validated)',
    },
    {
      method: 'POST',
      path: '/api/admin/upload',
      procedure: 'settings.admin.uploadBrand',
      input: body,
      multipart: 'brand',
      successStatus: 201,
      summary: 'Upload a logo or map marker (multipart: file, type = logo | map_marker); answers its url',
    },
  ]),
  ...admin('Admin: content', [
    {
      method: 'GET',
      path: '/api/admin/content/{language}',
      procedure: 'content.admin.list',
      ...pagedList('search', 'key'),
      summary: 'One language’s entries by key (`search` in keys and texts, `key` exact)',
    },
    {
      method: 'POST',
      path: '/api/admin/content',
      procedure: 'content.admin.create',
      input: body,
      successStatus: 201,
      summary: 'Create an entry (key, value, language); 409 when the key exists in that language',
    },
    {
      method: 'PUT',
      path: '/api/admin/content/{id}',
      procedure: 'content.admin.update',
      input: bodyAndParams,
      summary: 'Change an entry’s value',
    },
    {
      method: 'DELETE',
      path: '/api/admin/content/{id}',
      procedure: 'content.admin.delete',
      input: params,
      summary: 'Delete an entry',
    },
    {
      method: 'GET',
      path: '/api/admin/content-coverage',
      procedure: 'content.admin.coverage',
      summary: 'Keys missing in each language',
    },
  ]),
  ...admin(
    'Admin: services',
    catalogRows('services', 'serviceId', {
      noun: 'service',
      list: 'Every service',
      create: 'Create a service (title, slug, description, icon); 409 when the slug is taken',
      update: 'Update a service’s fields',
      delete: 'Delete a service and its texts',
      saveContent: 'Save a service’s title, description and features in one language',
    }),
  ),
  ...admin(
    'Admin: projects',
    catalogRows('projects', 'id', {
      noun: 'project',
      list: 'Every project',
      create: 'Create a project; technologies as an array or comma-separated text',
      update: 'Update a project’s fields',
      delete: 'Delete a project and its texts',
      saveContent: 'Save a project’s title, description and features in one language',
    }),
  ),
  ...admin(
    'Admin: pricing',
    catalogRows('pricing', 'id', {
      noun: 'package',
      list: 'Every package',
      create: 'Create a package (name and texts in Turkish)',
      update: 'Update a package',
      delete: 'Delete a package',
      saveContent: 'Save a package’s texts in one language',
    }),
  ),
  ...admin('Admin: media', [
    {
      method: 'GET',
      path: '/api/admin/media',
      procedure: 'media.admin.list',
      ...pagedList('kind'),
      summary: 'The media library, newest first (`kind`: image, video, audio, document)',
    },
    {
      method: 'POST',
      path: '/api/admin/media/upload',
      procedure: 'media.admin.upload',
      input: body,
      multipart: 'media',
      successStatus: 201,
      summary: 'Upload one file (multipart: file, optional alt): images, video, audio, pdf, doc, docx',
    },
    {
      method: 'PUT',
      path: '/api/admin/media/{id}',
      procedure: 'media.admin.update',
      input: bodyAndParams,
      summary: 'Set an image’s focal point (focalX, focalY: 0..1) and alt text per language (alts)',
    },
    {
      method: 'POST',
      path: '/api/admin/media/{id}/replace',
      procedure: 'media.admin.replace',
      input: bodyAndParams,
      summary:
        'Replace a file where the site uses it (branding settings, project images) by another file of the same kind (`withId`); answers that file with its uses',
    },
    {
      method: 'DELETE',
      path: '/api/admin/media/{id}',
      procedure: 'media.admin.delete',
      input: params,
      summary: 'Delete a file; 409 while the site uses it',
    },
  ]),
  ...admin('Admin: messages', [
    {
      method: 'GET',
      path: '/api/admin/contacts',
      procedure: 'contact.admin.messages',
      ...pagedList('status', 'search', 'since'),
      summary:
        'The contact messages, newest first (`status`, `search`); `since` (ISO time): only those created or changed after it, any status unless `status` is given, with `X-Sync-Time` to send as the next `since`',
    },
    {
      method: 'GET',
      path: '/api/admin/contacts/deletions',
      procedure: 'contact.admin.messageDeletions',
      input: queryParams('since'),
      summary:
        'The contact messages deleted after `since` (ISO time) as `{ id, deletedAt }`, oldest first (kept 90 days), with `X-Sync-Time`',
    },
    {
      method: 'GET',
      path: '/api/admin/contacts/export',
      procedure: 'contact.admin.exportMessages',
      input: queryParams('status', 'search'),
      csv: true,
      summary: 'Every contact message of the filters as a CSV file (UTF-8 with BOM, RFC 4180), streamed',
    },
    {
      method: 'GET',
      path: '/api/admin/contacts/export/excel',
      procedure: 'contact.admin.exportMessagesExcel',
      input: queryParams('status', 'search'),
      csv: true,
      summary:
        'The same messages for Excel in Turkish: semicolon-separated, Turkish headers and statuses, with package, language, page and answers',
    },
    {
      method: 'PUT',
      path: '/api/admin/contacts/{id}',
      procedure: 'contact.admin.setStatus',
      input: bodyAndParams,
      summary: 'Set a message’s status (new, read, replied, archived)',
    },
    {
      method: 'DELETE',
      path: '/api/admin/contacts/{id}',
      procedure: 'contact.admin.deleteMessage',
      input: params,
      summary: 'Delete a message',
    },
    {
      method: 'GET',
      path: '/api/admin/newsletter',
      procedure: 'contact.admin.subscribers',
      ...pagedList('since'),
      summary:
        'The newsletter subscribers, newest first; `since` (ISO time): only those created or changed after it, with `X-Sync-Time` to send as the next `since`',
    },
    {
      method: 'GET',
      path: '/api/admin/newsletter/deletions',
      procedure: 'contact.admin.subscriberDeletions',
      input: queryParams('since'),
      summary:
        'The newsletter subscribers deleted after `since` (ISO time) as `{ id, deletedAt }`, oldest first (kept 90 days), with `X-Sync-Time`',
    },
    {
      method: 'PUT',
      path: '/api/admin/newsletter/{id}',
      procedure: 'contact.admin.setSubscriberActive',
      input: bodyAndParams,
      summary: 'Turn a subscription on or off (isActive)',
    },
    {
      method: 'DELETE',
      path: '/api/admin/newsletter/{id}',
      procedure: 'contact.admin.deleteSubscriber',
      input: params,
      summary: 'Erase a subscriber',
    },
  ]),
  ...admin('Admin: mail outbox', [
    {
      method: 'GET',
      path: '/api/admin/outbox',
      procedure: 'outbox.admin.list',
      ...pagedList('status'),
      summary: 'The mail outbox, newest first (`status`: pending, sent, failed)',
    },
    {
      method: 'GET',
      path: '/api/admin/outbox/status',
      procedure: 'outbox.admin.status',
      summary: 'Whether mail is configured (SMTP_URL) and the From address',
    },
    {
      method: 'POST',
      path: '/api/admin/outbox/test',
      procedure: 'outbox.admin.sendTest',
      input: body,
      summary: 'Queue a test mail to `to`, else to the contact_email setting',
    },
    {
      method: 'POST',
      path: '/api/admin/outbox/{id}/retry',
      procedure: 'outbox.admin.retry',
      input: params,
      summary: 'Send a failed mail again',
    },
  ]),
  ...admin('Admin: account', [
    {
      method: 'GET',
      path: '/api/admin/account',
      procedure: 'account.get',
      summary: 'The signed-in admin: profile, whether TOTP is on, recovery codes left',
    },
    {
      method: 'PUT',
      path: '/api/admin/account/password',
      procedure: 'account.changePassword',
      input: body,
      summary:
        'Change the password ({ currentPassword, newPassword }: at least 12 characters, not common, not the username); other sessions end',
    },
    {
      method: 'GET',
      path: '/api/admin/account/sessions',
      procedure: 'account.sessions',
      summary: 'The admin’s sessions: id (not the token), created and last-seen times, IP, browser, current',
    },
    {
      method: 'DELETE',
      path: '/api/admin/account/sessions/{id}',
      procedure: 'account.endSession',
      input: params,
      summary: 'End one of the admin’s sessions',
    },
    {
      method: 'POST',
      path: '/api/admin/account/totp',
      procedure: 'account.startTotp',
      summary: 'Start setting up TOTP: { secret, otpauthUrl, qrCode }',
    },
    {
      method: 'POST',
      path: '/api/admin/account/totp/confirm',
      procedure: 'account.confirmTotp',
      input: body,
      summary:
        'Turn TOTP on with the first code and the current password ({ code, password }); answers ten one-time recovery codes; other sessions end and this one gets a new id',
    },
    {
      method: 'DELETE',
      path: '/api/admin/account/totp',
      procedure: 'account.disableTotp',
      input: body,
      summary: 'Turn TOTP off ({ password }); other sessions end and this one gets a new id',
    },
  ]),
  ...admin('Admin: users', [
    {
      method: 'GET',
      path: '/api/admin/users',
      procedure: 'users.list',
      ...pagedList(),
      summary: 'The admins, oldest first',
    },
    {
      method: 'POST',
      path: '/api/admin/users',
      procedure: 'users.create',
      input: body,
      successStatus: 201,
      summary: 'Add an admin (username, email, firstName, lastName, profileImageUrl, disabled, password)',
    },
    {
      method: 'PUT',
      path: '/api/admin/users/{id}',
      procedure: 'users.update',
      input: bodyAndParams,
      summary: 'Change an admin; disabled: true ends their sessions (409 for yourself or the last active admin)',
    },
    {
      method: 'DELETE',
      path: '/api/admin/users/{id}',
      procedure: 'users.delete',
      input: params,
      summary: 'Delete an admin and end their sessions (409 for yourself or the last active admin)',
    },
    {
      method: 'DELETE',
      path: '/api/admin/users/{id}/totp',
      procedure: 'users.resetTotp',
      input: params,
      summary:
        'Reset another admin’s two-step verification (lost device): secret and recovery codes removed, their sessions end; 409 for yourself',
    },
  ]),
  ...admin('Admin: audit log', [
    {
      method: 'GET',
      path: '/api/admin/audit',
      procedure: 'audit.list',
      ...pagedList('actorId', 'action', 'from', 'to'),
      summary:
        'The audit log, newest first (`actorId`, `action` or a prefix ending in ".", `from`, `to`); `actor` is the name at the time, `actorNow` the name now when it differs',
    },
    {
      method: 'GET',
      path: '/api/admin/audit/export',
      procedure: 'audit.export',
      input: queryParams('actorId', 'action', 'from', 'to'),
      csv: true,
      summary: 'The audit log of the filters as a CSV file, streamed',
    },
  ]),
  ...admin('Admin: history', [
    {
      method: 'GET',
      path: '/api/admin/versions',
      procedure: 'versions.list',
      input: queryParams('kind', 'id'),
      summary:
        'The saved versions of one item, newest first (`kind`: content, service, project, pricing, settings or media; `id`: its id, `site` for the settings): who, when, what changed',
    },
    {
      method: 'POST',
      path: '/api/admin/versions/{versionId}/restore',
      procedure: 'versions.restore',
      input: params,
      summary: 'Restore a version (itself a new version); answers the item as its admin list shows it',
    },
  ]),
  ...admin('Admin: redirects', [
    {
      method: 'GET',
      path: '/api/admin/redirects',
      procedure: 'redirects.admin.list',
      summary: 'Redirects of moved pages: the server’s own (a service’s old address) and the owner’s',
    },
    {
      method: 'POST',
      path: '/api/admin/redirects',
      procedure: 'redirects.admin.create',
      input: body,
      successStatus: 201,
      summary: 'Add a redirect `{ from, to }` (same-site paths, any language prefix dropped); loops are refused',
    },
    {
      method: 'DELETE',
      path: '/api/admin/redirects/{id}',
      procedure: 'redirects.admin.delete',
      input: params,
      summary: 'Delete a redirect',
    },
  ]),
  ...admin('Admin: webhooks', [
    {
      method: 'GET',
      path: '/api/admin/webhooks',
      procedure: 'webhooks.admin.list',
      summary: 'Webhook endpoints (without their secrets)',
    },
    {
      method: 'POST',
      path: '/api/admin/webhooks',
      procedure: 'webhooks.admin.create',
      input: body,
      successStatus: 201,
      summary:
        'Add an endpoint `{ url, events, description? }`; answers its signing `secret` (`whsec_...`) this once. Deliveries are signed per Standard Webhooks',
    },
    {
      method: 'GET',
      path: '/api/admin/webhooks/{id}',
      procedure: 'webhooks.admin.get',
      input: params,
      summary: 'One endpoint',
    },
    {
      method: 'PUT',
      path: '/api/admin/webhooks/{id}',
      procedure: 'webhooks.admin.update',
      input: bodyAndParams,
      summary: 'Change an endpoint (`url`, `events`, `description`, `enabled`: true turns a disabled one back on)',
    },
    {
      method: 'DELETE',
      path: '/api/admin/webhooks/{id}',
      procedure: 'webhooks.admin.delete',
      input: params,
      summary: 'Delete an endpoint and its deliveries',
    },
    {
      method: 'GET',
      path: '/api/admin/webhooks/{id}/deliveries',
      procedure: 'webhooks.admin.deliveries',
      input: params,
      summary: 'The endpoint’s latest deliveries, newest first: event, status code, tries, time, last error',
    },
    {
      method: 'POST',
      path: '/api/admin/webhooks/{id}/test',
      procedure: 'webhooks.admin.sendTest',
      input: params,
      successStatus: 202,
      summary: 'Queue a `webhook.test` event to the endpoint',
    },
  ]),
  ...admin('Admin: API tokens', [
    {
      method: 'GET',
      path: '/api/admin/tokens',
      procedure: 'tokens.admin.list',
      summary:
        'The API tokens, newest first, revoked ones too: name, scopes, prefix, creator, expiry, last use (time, address); never a secret',
    },
    {
      method: 'POST',
      path: '/api/admin/tokens',
      procedure: 'tokens.admin.create',
      input: body,
      successStatus: 201,
      summary:
        'Make an API token `{ name, scopes, expiresAt? }`; the answer holds the whole `token`, shown this once (send it as `Authorization: Bearer <token>`)',
    },
    {
      method: 'DELETE',
      path: '/api/admin/tokens/{id}',
      procedure: 'tokens.admin.revoke',
      input: params,
      summary: 'Revoke an API token: refused from the next request on',
    },
  ]),
];
