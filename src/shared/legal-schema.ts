import { z } from 'zod';
import { languageSchema } from './language-schema.ts';
import { LEGAL_PAGES, type LegalPageText } from './legal-content.ts';

/** tRPC content.legal: which page, in which language. */
export const legalPageInputSchema = z.strictObject({ page: z.enum(LEGAL_PAGES), language: languageSchema });

const blockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
  z.object({
    kind: z.literal('table'),
    caption: z.string(),
    head: z.array(z.string()),
    rows: z.array(z.array(z.string())),
  }),
]);

/** Its answer: the parsed, filled text (src/shared/legal-content.ts LegalPageText). */
export const legalPageTextSchema: z.ZodType<LegalPageText> = z.object({
  language: languageSchema,
  updated: z.string(),
  document: z.object({
    title: z.string(),
    intro: z.array(blockSchema),
    sections: z.array(z.object({ id: z.string(), heading: z.string(), blocks: z.array(blockSchema) })),
  }),
});
