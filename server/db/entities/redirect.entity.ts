import { p } from '@mikro-orm/core';
import { createdAtProperty, serialId } from './common-properties.ts';
import { defineTable } from './define-table.ts';

/**
 * A permanent redirect of a public page (issue 22): written by the server when a service's
 * slug changes (`automatic`), or by the owner in the admin. Paths are without the language
 * prefix; a request in any language follows it in the same language.
 */
export const RedirectSchema = defineTable('Redirect', 'redirects', {
  ...serialId(),
  fromPath: p.string().length(300).unique(),
  toPath: p.string().length(300),
  automatic: p.boolean().default(false),
  createdAt: createdAtProperty(),
});

export class Redirect extends RedirectSchema.class {}
RedirectSchema.setClass(Redirect);
