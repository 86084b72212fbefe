import { defineEntity, p } from '@mikro-orm/core';

/** A translated text of the content store: one row per key and language. */
export const ContentEntrySchema = defineEntity({
  name: 'ContentEntry',
  tableName: 'content_entries',
  uniques: [{ properties: ['key', 'language'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    key: p.string().length(200),
    language: p.string().length(2).index(),
    value: p.text(),
    /** Set when an admin writes the text: seeding then never touches it again. */
    isCustom: p.boolean().default(false),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class ContentEntry extends ContentEntrySchema.class {}
ContentEntrySchema.setClass(ContentEntry);
