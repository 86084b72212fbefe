/**
 * Machine-readable error codes of every error answer, REST and tRPC alike: `{ code, message }`,
 * plus `fieldErrors` (each failing field with its own code and the spec's message) on
 * validation failures and `problem` on refused uploads. Clients translate by code, never by
 * the (Turkish) message. The OpenAPI document lists them.
 */
import { VALIDATION_MESSAGES, type ValidationMessageId } from './validation-messages.ts';

/**
 * The budget of every procedure's raw input (server/http/raw-input.ts), checked before
 * validation: keys and array items of the whole input together, items of one array, levels of
 * nesting. The largest valid input (the settings form) has about 35 keys, 40 items, 4 levels.
 */
export const INPUT_BUDGET = { entries: 1_000, arrayLength: 200, depth: 16 } as const;

/** Each code with its HTTP status. */
export const API_ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  MALFORMED_REQUEST: 400,
  INPUT_TOO_COMPLEX: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  TOTP_REQUIRED: 401,
  FORBIDDEN: 403,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_FILE_TYPE: 415,
  UNSUPPORTED_CONTENT_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  OVERLOADED: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as ApiErrorCode[];

/** What each code means, for the API reference. */
export const API_ERROR_DESCRIPTIONS: Record<ApiErrorCode, string> = {
  VALIDATION_FAILED: 'The input broke a rule; `fieldErrors` names each field with its own code and message.',
  MALFORMED_REQUEST: 'The body is not valid JSON, or the request cannot be read.',
  INPUT_TOO_COMPLEX: `The input has more keys and array items (${INPUT_BUDGET.entries} together), a longer array (${INPUT_BUDGET.arrayLength}) or deeper nesting (${INPUT_BUDGET.depth} levels) than any valid input; refused before validation.`,
  UNAUTHORIZED: 'No valid session: sign in first.',
  INVALID_CREDENTIALS: 'Wrong username or password (or, with a second factor, a wrong code).',
  TOTP_REQUIRED:
    'The password is right and the account has a second factor: send `totp` (the current code) or `recoveryCode` with it.',
  FORBIDDEN: 'Signed in, but this needs the admin role.',
  FORBIDDEN_ORIGIN: 'A state-changing request that did not come from the site’s own origin.',
  NOT_FOUND: 'No such address, row or file.',
  METHOD_NOT_ALLOWED: 'The address exists, with other methods (see `Allow`).',
  REQUEST_TIMEOUT: 'The request body did not arrive in time.',
  CONFLICT: 'Taken (a slug or key) or still in use (a media file).',
  PAYLOAD_TOO_LARGE: 'The body or the uploaded file is over its limit; `problem` says which.',
  URI_TOO_LONG: 'The address is over 8 kB.',
  UNSUPPORTED_FILE_TYPE: 'The uploaded file’s extension, declared type or bytes are not allowed; `problem` says why.',
  UNSUPPORTED_CONTENT_TYPE: 'The request body has a content type this address does not read.',
  RATE_LIMITED: 'Too many requests from this client; try again after `Retry-After` seconds.',
  INTERNAL_ERROR: 'Unexpected failure; quote `requestId` when reporting it.',
  SERVICE_UNAVAILABLE: 'The database cannot be reached; try again after `Retry-After` seconds.',
  OVERLOADED: 'The server is overloaded; try again after `Retry-After` seconds.',
};

/** Codes of one failing field: a spec rule's id (`contact.name`) or a generic rule. */
export const GENERIC_FIELD_ERROR_CODES = [
  'REQUIRED',
  'INVALID_TYPE',
  'TOO_SHORT',
  'TOO_LONG',
  'TOO_SMALL',
  'TOO_LARGE',
  'INVALID_FORMAT',
  'INVALID_VALUE',
  'UNKNOWN_FIELD',
  'NUL_CHARACTER',
  'INVALID',
] as const;
export type FieldErrorCode = ValidationMessageId | (typeof GENERIC_FIELD_ERROR_CODES)[number];
// Pure: a page that only reads error codes (apiErrorOf) does not carry the rule texts.
export const FIELD_ERROR_CODES: FieldErrorCode[] = /* @__PURE__ */ fieldErrorCodes();
function fieldErrorCodes(): FieldErrorCode[] {
  return [...(Object.keys(VALIDATION_MESSAGES) as ValidationMessageId[]), ...GENERIC_FIELD_ERROR_CODES];
}

export type FieldError = { code: FieldErrorCode; message: string };

export type ApiErrorBody = {
  code: ApiErrorCode;
  message: string;
  fieldErrors?: Record<string, FieldError>;
  /** A refused upload: the problem's id and values (see uploads.ts). */
  problem?: { id: string; values: Record<string, string> };
  requestId?: string;
};

/** Reads `{ code, ... }` from any parsed error body; undefined for anything else. */
export function apiErrorOf(body: unknown): ApiErrorBody | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' && code in API_ERROR_STATUS ? (body as ApiErrorBody) : undefined;
}

/** The parts of a zod issue that decide its field code. */
export type IssueLike = {
  code: string;
  message: string;
  origin?: string;
  params?: { fieldCode?: string };
};

/**
 * The code of one failing field: the id of a spec rule when the issue carries one (`params.fieldCode`,
 * set by specRule/specIssue in validation-messages.ts; the message's wording plays no part), else
 * a generic code from the kind of rule that failed.
 */
export function fieldErrorCodeOf(issue: IssueLike): FieldErrorCode {
  const fieldCode = issue.params?.fieldCode;
  if (fieldCode && (FIELD_ERROR_CODES as string[]).includes(fieldCode)) return fieldCode as FieldErrorCode;
  const sized = issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set';
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined$/.test(issue.message) ? 'REQUIRED' : 'INVALID_TYPE';
    case 'too_small':
      return sized ? 'TOO_SHORT' : 'TOO_SMALL';
    case 'too_big':
      return sized ? 'TOO_LONG' : 'TOO_LARGE';
    case 'invalid_format':
      return 'INVALID_FORMAT';
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'INVALID_VALUE';
    case 'unrecognized_keys':
      return 'UNKNOWN_FIELD';
    default:
      return 'INVALID';
  }
}
