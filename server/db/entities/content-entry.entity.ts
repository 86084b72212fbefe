import { p } from '@mikro-orm/core';
import { serialId, updatedAtProperty } from './common-properties.ts';
import { defineTable } from './define-table.ts';

/** A translated text of the content store: one row per key and language. */
export const ContentEntrySchema = defineTable(
  'ContentEntry',
  'content_entries',
  {
    ...serialId(),
    key: p.string().length(200),
    language: p.string().length(2).index(),
    value: p.text(),
    /** Set when an admin writes the text: seeding then never touches it again. */
    isCustom: p.boolean().default(false),
    updatedAt: updatedAtProperty(),
  },
  { uniques: [{ properties: ['key', 'language'] }] },
);

export class ContentEntry extends ContentEntrySchema.class {}
ContentEntrySchema.setClass(ContentEntry);
