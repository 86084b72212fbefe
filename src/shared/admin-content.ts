import { z } from 'zod';
import { languageSchema } from './language-schema.ts';
import { listInputSchema, pagedSchema, searchSchema } from './paging.ts';
import { specRule } from './validation-messages.ts';

/** Content entries of the admin content screen (spec 001: id, key, value, language). */
export const contentEntrySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  value: z.string(),
  language: languageSchema,
  /** Written by an admin (seeding never touches it again). */
  isCustom: z.boolean(),
  updatedAt: z.string(),
  /** One of the site's built-in texts (issue 22): never deleted, only reset to `defaultValue`. */
  builtIn: z.boolean(),
  /** The built-in wording of this key in this language; null for the owner's own keys. */
  defaultValue: z.string().nullable(),
});
export type ContentEntryOutput = z.infer<typeof contentEntrySchema>;

export const CONTENT_KEY_MAX = 200;
export const CONTENT_VALUE_MAX = 20_000;

/** Keys are dotted names such as hero.title: letters, digits, dot, hyphen, underscore. */
/**
 * Dot-separated segments of letters, digits, '_' and '-', each starting with a letter or digit
 * (the first with a letter): 'contact.form.name'. Keeps out '__proto__' and other names that
 * mean something to JavaScript objects.
 */
const CONTENT_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*(?:\.[A-Za-z0-9][A-Za-z0-9_-]*)*$/;
export const contentKeySchema = z
  .string()
  .trim()
  .min(1, specRule('admin.contentKey'))
  .max(CONTENT_KEY_MAX)
  .regex(CONTENT_KEY_PATTERN, specRule('admin.contentKeyFormat'));

/** The value must be non-empty after trimming (spec 001 section 5); it is stored trimmed. */
export const contentValueSchema = z.string().trim().min(1, specRule('admin.contentValue')).max(CONTENT_VALUE_MAX);

export const contentCreateSchema = z.strictObject({
  key: contentKeySchema,
  value: contentValueSchema,
  language: languageSchema,
});
export type ContentCreateInput = z.input<typeof contentCreateSchema>;

export const contentUpdateSchema = z.strictObject({ value: contentValueSchema });

/** One key of the coverage view: the languages that have no text for it. */
export const contentCoverageSchema = z.object({
  languages: z.array(z.object({ language: languageSchema, count: z.number().int() })),
  totalKeys: z.number().int(),
  missing: z.array(z.object({ key: z.string(), missing: z.array(languageSchema) })),
});
export type ContentCoverage = z.infer<typeof contentCoverageSchema>;

/**
 * A page of one language's entries, by key; `search` looks in keys and texts, `key` picks one
 * key exactly (the add form shows the Turkish text of the key being translated).
 */
export const contentListInputSchema = listInputSchema({
  language: languageSchema,
  search: searchSchema,
  key: z.string().trim().min(1).max(CONTENT_KEY_MAX).optional(),
});
export const contentPageSchema = pagedSchema(contentEntrySchema);
