import { randomBytes } from 'node:crypto';

/** A session id for the admin's list: 128 random bits, unrelated to the token. */
export const newSessionPublicId = () => randomBytes(16).toString('hex');
