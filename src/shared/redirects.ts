import { z } from 'zod';
import { splitLanguagePrefix } from './language-prefix.ts';
import { specRule } from './validation-messages.ts';

/**
 * Permanent redirects of public pages (issue 22). A path is written without the language
 * prefix (`/en/services/x` is stored as `/services/x`) and followed in every language.
 */
export const REDIRECT_PATH_MAX = 300;

/** A same-site page path: one leading `/`, lower-case letters, digits and `-_/.`, no query. */
const PAGE_PATH = /^\/(?:[a-z0-9._~-]+(?:\/[a-z0-9._~-]+)*)?$/;

/** The stored form of a path the owner typed: trimmed, lower-case, no trailing `/`, no language prefix. */
export function normalizeRedirectPath(text: string): string {
  let path = text.trim().toLowerCase();
  // A loop, not /\/+$/: that pattern backtracks on a long run of slashes followed by a letter.
  while (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return splitLanguagePrefix(path).path;
}

const redirectPathSchema = z
  .string()
  .max(REDIRECT_PATH_MAX, specRule('admin.redirectPath'))
  .transform(normalizeRedirectPath)
  .pipe(z.string().regex(PAGE_PATH, specRule('admin.redirectPath')));

export const redirectInputSchema = z
  .strictObject({ from: redirectPathSchema, to: redirectPathSchema })
  .refine((input) => input.from !== input.to && input.from !== '/', {
    ...specRule('admin.redirectLoop'),
    path: ['to'],
  });
export type RedirectInput = z.input<typeof redirectInputSchema>;

export const redirectSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** Written by the server when a service's address changed. */
  automatic: z.boolean(),
  createdAt: z.string(),
});
export type RedirectOutput = z.infer<typeof redirectSchema>;
