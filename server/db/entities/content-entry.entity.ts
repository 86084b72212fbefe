import { defineEntity, p } from '@mikro-orm/core';
import { serialId, updatedAtProperty } from './common-properties.ts';

/** A translated text of the content store: one row per key and language. */
export const ContentEntrySchema = defineEntity({
  name: 'ContentEntry',
  tableName: 'content_entries',
  uniques: [{ properties: ['key', 'language'] }],
  properties: {
    ...serialId(),
    key: p.string().length(200),
    language: p.string().length(2).index(),
    value: p.text(),
    /** Set when an admin writes the text: seeding then never touches it again. */
    isCustom: p.boolean().default(false),
    updatedAt: updatedAtProperty(),
  },
});

export class ContentEntry extends ContentEntrySchema.class {}
ContentEntrySchema.setClass(ContentEntry);
