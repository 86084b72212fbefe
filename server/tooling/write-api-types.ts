/** `npm run api:types`: writes the REST API's types (server/tooling/api-types.ts). */
import fs from 'node:fs/promises';
import { API_TYPES_FILE, generateApiTypes } from './api-types.ts';

await fs.writeFile(API_TYPES_FILE, await generateApiTypes());
process.stdout.write(`wrote ${API_TYPES_FILE}\n`);
