import type { VersionChange } from '../../src/shared/versions.ts';
import type { AuditDetail } from '../trpc/context.ts';

/** Most changes one audit entry keeps, and the longest value it keeps of each (the history has them all). */
const MAX_CHANGES = 12;
const VALUE_MAX = 300;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * The item a saved state names for a person: a catalog item's Turkish title (else its slug), a
 * text's key and language; null for the settings (their area says it all) and media details.
 */
export function auditSubjectOf(state: Record<string, unknown>): string | null {
  const texts = (state.texts ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const title = text(texts.tr?.title) ?? text(state.title) ?? text(state.slug);
  if (title) return title.slice(0, 200);
  const key = text(state.key);
  if (key) return `${key}${text(state.language) ? ` (${state.language})` : ''}`.slice(0, 200);
  return null;
}

/** A value short enough for the log: long texts cut, large lists or objects as their cut JSON. */
function shortValue(value: unknown): unknown {
  if (typeof value === 'string') return value.length > VALUE_MAX ? `${value.slice(0, VALUE_MAX)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  const json = JSON.stringify(value);
  return json.length > VALUE_MAX ? `${json.slice(0, VALUE_MAX)}…` : value;
}

/** What the activity log keeps of a versioned save. */
export function auditDetailOf(saved: { changes: VersionChange[]; after: Record<string, unknown> }): AuditDetail {
  return {
    subject: auditSubjectOf(saved.after),
    changes: saved.changes
      .slice(0, MAX_CHANGES)
      .map((change) => ({ field: change.field, before: shortValue(change.before), after: shortValue(change.after) })),
  };
}
