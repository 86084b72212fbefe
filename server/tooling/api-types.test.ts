/**
 * The committed REST API types (src/shared/api/openapi-types.ts) are the ones the current route
 * table and schemas give: a REST row added or changed without `npm run api:types` fails here.
 */
import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from './api-types.ts';

describe('the typed client', () => {
  it(`${API_TYPES_FILE} is up to date with the OpenAPI document (else run npm run api:types)`, async () => {
    const committed = await fs.readFile(API_TYPES_FILE, 'utf8');
    const current = await generateApiTypes();
    // toBe on two 200 kB texts prints a useless diff: compare, then name the first differing line.
    if (committed !== current) {
      const [a, b] = [committed.split('\n'), current.split('\n')];
      const line = a.findIndex((text, index) => text !== b[index]);
      expect.fail(
        `${API_TYPES_FILE} is out of date: run \`npm run api:types\` (first difference at line ${line + 1}: ${JSON.stringify(b[line] ?? '')})`,
      );
    }
  });
});
