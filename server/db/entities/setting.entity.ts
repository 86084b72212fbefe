import { defineEntity, p } from '@mikro-orm/core';

/** One site setting; every value is text (spec 001 section 3). */
export const SettingSchema = defineEntity({
  name: 'Setting',
  tableName: 'settings',
  properties: {
    key: p.string().length(100).primary(),
    value: p.text(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Setting extends SettingSchema.class {}
SettingSchema.setClass(Setting);
