import { p } from '@mikro-orm/core';
import { defineTable } from './define-table.ts';

/**
 * Which seed sets ran. Catalog and content are seeded once per version, so something an admin
 * deleted is not brought back at the next start.
 */
export const SeedMarkSchema = defineTable('SeedMark', 'seed_marks', {
  name: p.string().length(100).primary(),
  appliedAt: p.datetime().onCreate(() => new Date()),
});

export class SeedMark extends SeedMarkSchema.class {}
SeedMarkSchema.setClass(SeedMark);
