import { defineEntity, p } from '@mikro-orm/core';

export const MediaFileSchema = defineEntity({
  name: 'MediaFile',
  tableName: 'media_files',
  properties: {
    id: p.integer().primary().autoincrement(),
    url: p.text(),
    /** Generated name on disk (uuid + canonical extension); the uploaded name is metadata only. */
    storedName: p.string().length(100).unique(),
    originalName: p.string().length(255),
    mimeType: p.string().length(100),
    size: p.integer(),
    alt: p.string().length(300).default(''),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class MediaFile extends MediaFileSchema.class {}
MediaFileSchema.setClass(MediaFile);
