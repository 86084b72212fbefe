import openapiTS from 'openapi-typescript';
import { buildOpenApiDocument } from '../rest/openapi.ts';

/**
 * The TypeScript types of the REST API (issue 23), for openapi-fetch: generated with
 * openapi-typescript from the same in-process OpenAPI document that /api/openapi.json serves,
 * so no server has to run. `npm run api:types` writes them to API_TYPES_FILE; a test fails
 * while the committed file differs from what the current route table gives.
 *
 * openapi-typescript 6, not 7: version 7 prints through the TypeScript compiler API, which
 * TypeScript 7 (this project's compiler) no longer has, and it asks for typescript ^5 as a peer,
 * which npm refuses next to 7. Version 6 writes the text itself, with no TypeScript at all.
 */
export const API_TYPES_FILE = 'src/shared/api/openapi-types.ts';

const HEADER = `/**
 * The REST API's types, generated from the OpenAPI document (server/rest/openapi.ts) by
 * openapi-typescript. Do not edit: run \`npm run api:types\` after changing a REST row.
 */

`;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * An object with named properties and a schema for the other keys (the public settings: `images`
 * beside any text key) becomes a TypeScript index signature that the named property does not
 * fit, which tsc refuses: the other keys are typed `unknown` there instead.
 */
function widenMixedRecords(value: Json): Json {
  if (Array.isArray(value)) return value.map(widenMixedRecords);
  if (value === null || typeof value !== 'object') return value;
  const copy: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) copy[key] = widenMixedRecords(child);
  const extra = copy.additionalProperties;
  if (copy.properties && extra !== null && typeof extra === 'object' && !Array.isArray(extra)) {
    copy.additionalProperties = {};
  }
  return copy;
}

export async function generateApiTypes(): Promise<string> {
  // The server address plays no part in the types.
  const document = widenMixedRecords(
    JSON.parse(JSON.stringify(buildOpenApiDocument({ serverUrl: 'https://example.com' }))) as Json,
  );
  const types = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], {
    commentHeader: HEADER,
    silent: true,
  });
  return types;
}
