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
};

const params = ({ params }: RestInput) => ({ ...params });
const body = ({ body }: RestInput) => body;

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
    path: '/api/logout',
    procedure: 'auth.logout',
    summary: 'End the current session',
    tag: 'Auth',
    access: 'public',
  },
];
