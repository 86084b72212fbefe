import { p } from '@mikro-orm/core';
import { updatedAtProperty } from './common-properties.ts';
import { defineTable } from './define-table.ts';

/** One site setting; every value is text (spec 001 section 3). */
export const SettingSchema = defineTable('Setting', 'settings', {
  key: p.string().length(100).primary(),
  value: p.text(),
  updatedAt: updatedAtProperty(),
});

export class Setting extends SettingSchema.class {}
SettingSchema.setClass(Setting);
