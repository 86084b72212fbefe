import type { VersionChange } from '../../src/shared/versions.ts';

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf of a snapshot by its dotted path; arrays are leaves (a feature list is one field). */
function leaves(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, value);
  }
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What changed from one state of an item to the next, field by field in the order of the newer
 * state (then fields that went away); a field absent on one side reads as null there.
 */
export function changesBetween(before: Plain | null, after: Plain): VersionChange[] {
  const old = leaves(before ?? {}, '', new Map());
  const now = leaves(after, '', new Map());
  const changes: VersionChange[] = [];
  for (const [field, value] of now) {
    const previous = old.has(field) ? old.get(field) : null;
    if (!same(previous, value)) changes.push({ field, before: previous, after: value });
  }
  for (const [field, value] of old) {
    if (!now.has(field) && value !== null) changes.push({ field, before: value, after: null });
  }
  return changes;
}
