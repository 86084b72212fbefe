import { defineEntity, p } from '@mikro-orm/core';
import { updatedAtProperty } from './common-properties.ts';

/** One site setting; every value is text (spec 001 section 3). */
export const SettingSchema = defineEntity({
  name: 'Setting',
  tableName: 'settings',
  properties: {
    key: p.string().length(100).primary(),
    value: p.text(),
    updatedAt: updatedAtProperty(),
  },
});

export class Setting extends SettingSchema.class {}
SettingSchema.setClass(Setting);
