import { z } from 'zod';
import {
  API_ERROR_CODES,
  API_ERROR_DESCRIPTIONS,
  API_ERROR_STATUS,
  FIELD_ERROR_CODES,
} from '../../src/shared/api-errors.ts';
import { tokenScopeFor } from '../auth/token-scopes.ts';
import { appRouter } from '../trpc/app.router.ts';
import { type RestRoute, restRoutes } from './routes.ts';

type ProcedureDef = { _def: { type: string; inputs: unknown[]; output?: unknown } };
type JsonSchema = Record<string, unknown>;

function procedureDef(path: string): ProcedureDef['_def'] {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures;
  const procedure = procedures[path];
  if (!procedure) throw new Error(`REST row names an unknown procedure: ${path}`);
  return procedure._def;
}

function jsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The fields of an object input, also when it is optional as a whole (a paged list's input). */
function shapeOf(input: unknown): Record<string, unknown> {
  if (input instanceof z.ZodPrefault || input instanceof z.ZodDefault || input instanceof z.ZodOptional) {
    return shapeOf(input.unwrap());
  }
  return input instanceof z.ZodObject ? (input.shape as Record<string, unknown>) : {};
}

/** The fields of a page answer (`pagedSchema`); a REST row answering one must be a `list` row. */
const PAGE_FIELDS = ['items', 'total', 'page', 'pageSize'];

/** The item list of a page answer, or undefined when the output is no page. */
function pageItems(output: unknown): z.ZodType | undefined {
  const shape = output instanceof z.ZodObject ? (output.shape as Record<string, unknown>) : {};
  const items = shape.items;
  const isPage = PAGE_FIELDS.every((name) => name in shape) && items instanceof z.ZodArray;
  return isPage ? (items as z.ZodType) : undefined;
}

const PAGING_DESCRIPTIONS: Record<string, string> = {
  page: 'With `page` or `pageSize`, one page of the list is answered, with `X-Total-Count` and `Link`; without either, the whole list (streamed).',
  pageSize: 'Items per page (with `page` or alone: page 1).',
};

/** Incremental sync (issue 23): the query parameter and the answer's header. */
const SINCE_DESCRIPTION =
  'ISO 8601 time with offset: only what was created, changed or deleted after it. Send the `X-Sync-Time` of the previous read; deletions are kept 90 days. Anything else: 400 with a field code.';
const SYNC_TIME_HEADER_DOC = {
  'X-Sync-Time': {
    description:
      'With `since`: the server’s time before the read, to send as the next `since` (nothing written before it is missed; a row may come twice).',
    schema: { type: 'string', format: 'date-time' },
  },
};
const ETAG_HEADER_DOC = {
  ETag: {
    description:
      'A weak tag of the answer (a whole list streamed in more than one batch has none): send it as `If-None-Match` to get 304 while nothing changed.',
    schema: { type: 'string' },
  },
};

/** The headers of a list answer. */
const LIST_HEADERS = {
  'X-Total-Count': {
    description: 'How many items the whole list has, all pages (for a whole list: when the answer started).',
    schema: { type: 'integer', minimum: 0 },
  },
  Link: {
    description:
      'With `page` or `pageSize` only: RFC 8288 links to the `first`, `prev` (after page 1), `next` (before the last page) and `last` pages, absolute URLs on the site’s public address, keeping the other query parameters.',
    schema: { type: 'string' },
  },
};

const pathNames = (route: RestRoute) => [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

/** A body's schema without the fields the path gives (`{id}` of PUT /api/admin/contacts/{id}: the path wins). */
function withoutFields(schema: JsonSchema, names: string[]): JsonSchema {
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (!properties || names.length === 0) return schema;
  const kept = Object.fromEntries(Object.entries(properties).filter(([name]) => !names.includes(name)));
  const required = (schema.required as string[] | undefined)?.filter((name) => !names.includes(name));
  return { ...schema, properties: kept, ...(required ? { required } : {}) };
}

/** Path parameters, and for GET every other input field as a query parameter (paging, filters). */
function parameters(route: RestRoute, input: unknown) {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const shape = shapeOf(input);
  const path = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: jsonSchema(shape[name] ?? z.string(), 'input'),
  }));
  if (route.method !== 'GET' || !route.input) return path;
  const query = Object.entries(shape)
    .filter(([name]) => !names.includes(name))
    .map(([name, field]) => ({
      name,
      in: 'query',
      required: field instanceof z.ZodType && !field.safeParse(undefined).success,
      ...(route.list && PAGING_DESCRIPTIONS[name] ? { description: PAGING_DESCRIPTIONS[name] } : {}),
      ...(name === 'since' ? { description: SINCE_DESCRIPTION } : {}),
      schema: jsonSchema(field, 'input'),
    }));
  return [...path, ...query];
}

/** The form of an upload: one binary `file` plus the procedure's other (text) fields. */
function multipartSchema(input: unknown): JsonSchema {
  const shape = input instanceof z.ZodObject ? (input.shape as Record<string, unknown>) : {};
  const properties: Record<string, unknown> = { file: { type: 'string', format: 'binary' } };
  for (const [name, field] of Object.entries(shape)) {
    if (name !== 'file') properties[name] = jsonSchema(field, 'input');
  }
  const required = [
    'file',
    ...Object.entries(shape).flatMap(([name, field]) =>
      name !== 'file' && field instanceof z.ZodType && !field.safeParse(undefined).success ? [name] : [],
    ),
  ];
  return { type: 'object', required, properties };
}

function operation(route: RestRoute) {
  const def = procedureDef(route.procedure);
  const input = def.inputs[0];
  const status = String(route.successStatus ?? 200);
  const items = pageItems(def.output);
  if (route.list && !items) throw new Error(`REST list row of a procedure that answers no page: ${route.procedure}`);
  if (!route.list && items) throw new Error(`REST row answers a page object, mark it as a list: ${route.procedure}`);
  const revalidated = route.method === 'GET' && route.access === 'admin' && !route.csv;
  const headers = {
    ...(route.list ? LIST_HEADERS : {}),
    ...('since' in shapeOf(input) ? SYNC_TIME_HEADER_DOC : {}),
    ...(revalidated ? ETAG_HEADER_DOC : {}),
  };
  const responses: Record<string, unknown> = {
    [status]: route.list
      ? {
          description:
            'The list (a JSON array). Without `page` and `pageSize`: every item, streamed in batches; with either: one page.',
          headers,
          content: { 'application/json': { schema: jsonSchema(items, 'output') } },
        }
      : {
          description: 'Success',
          ...(Object.keys(headers).length > 0 ? { headers } : {}),
          content: route.csv
            ? { 'text/csv': { schema: { type: 'string' } } }
            : { 'application/json': { schema: jsonSchema(def.output, 'output') } },
        },
  };
  if (revalidated)
    responses['304'] = { description: 'Not Modified: `If-None-Match` names the current `ETag`; no body' };
  if (route.multipart) {
    responses['413'] = errorResponse('`PAYLOAD_TOO_LARGE`: file over its size limit; nothing is stored');
    responses['415'] = errorResponse('`UNSUPPORTED_FILE_TYPE`: extension, declared type or content not accepted');
  }
  if (input) responses['400'] = errorResponse('`VALIDATION_FAILED`: per-field `fieldErrors` with codes');
  // The scope an API token needs here; none: session only (server/auth/token-scopes.ts).
  const scope = route.access === 'admin' ? tokenScopeFor(route.procedure) : null;
  if (route.access !== 'public') {
    responses['401'] = errorResponse('`UNAUTHORIZED`: not signed in, or an API token unknown, revoked or expired');
  }
  if (route.access === 'admin') {
    responses['403'] = errorResponse(
      scope
        ? `\`FORBIDDEN\`: signed in, but not an admin; or an API token without \`${scope}\``
        : '`FORBIDDEN`: signed in, but not an admin; or an API token (never allowed here)',
    );
  }
  if (scope) responses['429'] = errorResponse('`RATE_LIMITED`: too many requests with this API token; see Retry-After');
  if (route.method !== 'GET') responses['403'] ??= errorResponse('`FORBIDDEN_ORIGIN`: not from the site’s origin');
  if (route.path.includes('{')) responses['404'] = errorResponse('`NOT_FOUND`');
  if (route.method === 'POST' && route.access === 'public') {
    responses['429'] = errorResponse('`RATE_LIMITED`: too many requests from this client; see Retry-After');
  }
  responses['503'] = errorResponse('`SERVICE_UNAVAILABLE` or `OVERLOADED`; see Retry-After');
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE' && input !== undefined;
  return {
    operationId: route.procedure.replaceAll('.', '_'),
    summary: route.summary,
    tags: [route.tag],
    ...(route.access === 'public'
      ? {}
      : { security: scope ? [{ session: [] }, { apiToken: [scope] }] : [{ session: [] }] }),
    parameters: parameters(route, input),
    ...(route.multipart
      ? { requestBody: { required: true, content: { 'multipart/form-data': { schema: multipartSchema(input) } } } }
      : sendsBody
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: withoutFields(jsonSchema(input, 'input'), pathNames(route)) } },
            },
          }
        : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the REST mirror, from the route table and the zod schemas. */
export function buildOpenApiDocument(options: { serverUrl: string; routes?: RestRoute[] }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of options.routes ?? restRoutes) {
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Agency site REST API',
      version: '1.0.0',
      description:
        'The REST mirror of the site’s tRPC procedures. Errors answer a non-2xx status with a JSON body `{ "code": ..., "message": ... }` (see the `Error` schema for every code). Non-GET requests must carry `Origin` equal to the site’s public URL, unless they send an API token (`Authorization: Bearer ajt_…`) and no session cookie. Admin operations list the token scope they accept under the `apiToken` scheme; operations that list only `session` refuse every token. A token in the query string or a cookie is refused.',
    },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: {
              type: 'string',
              enum: API_ERROR_CODES,
              description: API_ERROR_CODES.map(
                (code) => `- \`${code}\` (${API_ERROR_STATUS[code]}): ${API_ERROR_DESCRIPTIONS[code]}`,
              ).join('\n'),
            },
            message: { type: 'string', description: 'A readable text (Turkish, as the specification words it).' },
            fieldErrors: {
              type: 'object',
              description: 'Each failing field (dot path) with its own code and message.',
              additionalProperties: { $ref: '#/components/schemas/FieldError' },
            },
            problem: {
              type: 'object',
              description: 'A refused upload: the problem id and its values, for translation.',
              required: ['id', 'values'],
              properties: {
                id: { type: 'string' },
                values: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
            requestId: { type: 'string', description: 'Quote it when reporting a 5xx.' },
          },
        },
        FieldError: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: {
              type: 'string',
              enum: FIELD_ERROR_CODES,
              description:
                'A rule of the specification (`contact.name`, ...) or a generic rule (`REQUIRED`, `TOO_LONG`, ...).',
            },
            message: { type: 'string' },
          },
        },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'session', description: 'Set by POST /api/admin/login' },
        apiToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'ajt_<8 hex>_<43 base64url>',
          description:
            'An API token made by an admin (POST /api/admin/tokens), sent as `Authorization: Bearer <token>`. Its scopes (`content:read`, `content:write`, `leads:read`, `leads:write`) are listed on each operation that accepts it; rate limited per token (TOKEN_RATE_LIMIT).',
        },
      },
    },
  };
}
