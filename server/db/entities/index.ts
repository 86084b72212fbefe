import { SessionSchema } from './session.entity.ts';
import { SettingSchema } from './setting.entity.ts';
import { UserSchema } from './user.entity.ts';

/** Every entity the ORM knows; add new ones here. */
export const entities = [UserSchema, SessionSchema, SettingSchema];

export { Session } from './session.entity.ts';
export { Setting } from './setting.entity.ts';
export { User } from './user.entity.ts';
