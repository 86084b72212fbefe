import { z } from 'zod';
import { idSchema } from './admin-catalog.ts';

/**
 * API tokens for integrators (issue 23): made, listed and revoked by an admin, sent as
 * `Authorization: Bearer <token>`. Shared by the server, the REST mirror and the admin screen.
 */

/** What a token may do; an admin call outside its scopes is refused (server/auth/token-scopes.ts). */
export const TOKEN_SCOPES = ['content:read', 'content:write', 'leads:read', 'leads:write'] as const;
export const tokenScopeSchema = z.enum(TOKEN_SCOPES);
export type TokenScope = z.infer<typeof tokenScopeSchema>;

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const TOKEN_MARK = 'ajt_';
/** `ajt_` + 8 lowercase hex characters: the part of a token shown in lists. */
export const TOKEN_PREFIX_LENGTH = TOKEN_MARK.length + 8;

export const TOKEN_NAME_MAX = 100;

export const createTokenInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(TOKEN_NAME_MAX),
  scopes: z
    .array(tokenScopeSchema)
    .min(1)
    .max(TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once.'),
  /** ISO date-time; the token is refused from then on. Must lie in the future. */
  expiresAt: z.iso
    .datetime({ offset: true })
    .refine((value) => Date.parse(value) > Date.now(), 'The expiry must lie in the future.')
    .nullish(),
});
export type CreateTokenInput = z.infer<typeof createTokenInputSchema>;

export const tokenIdInputSchema = z.strictObject({ id: idSchema });

/** A token as the list shows it: never its secret. */
export const tokenOutputSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(tokenScopeSchema),
  /** `ajt_1a2b3c4d`: the start of the token, to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  /** The admin who made it (null once that admin is deleted). */
  createdBy: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
});
export type TokenOutput = z.infer<typeof tokenOutputSchema>;

/** The answer of a create: the whole token, shown this once. */
export const createdTokenOutputSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  name: z.string(),
  scopes: z.array(tokenScopeSchema),
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type CreatedTokenOutput = z.infer<typeof createdTokenOutputSchema>;
