/** Inputs and outputs that many procedures take as they are: written once. */
import { z } from 'zod';
import { idSchema } from '../../../src/shared/admin-catalog.ts';
import { languageSchema } from '../../../src/shared/language-schema.ts';

/** The answer of a write that has nothing else to say. */
export const okSchema = z.object({ ok: z.literal(true) });
/** `{ language }`: a read of one language's items. */
export const languageInput = z.strictObject({ language: languageSchema });
/** `{ id }`: the item a procedure acts on. */
export const idInput = z.strictObject({ id: idSchema });
