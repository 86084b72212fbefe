import { defineEntity, p } from '@mikro-orm/core';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Stored lower-case; login compares case-insensitively. */
    username: p.string().length(100).unique(),
    passwordHash: p.text().hidden().lazy(),
    role: p.string().length(20).default('user'),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    email: p.string().length(254).nullable(),
    profileImageUrl: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
