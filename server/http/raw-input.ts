/**
 * One walk over a procedure's raw input (either transport), before zod sees it: the input must
 * fit a budget, and no text may hold U+0000.
 *
 * Why a budget: zod's work and its issues grow with the input (a strict object lists every unknown
 * key, an array of wrong values gives an issue per item), and so does the error text tRPC builds
 * from them. 6,000 unknown keys in a 58 kB body once blocked the process for 9 s (issue 19). The
 * largest legitimate inputs of this app are far below each figure: the settings form (about 35
 * keys), a feature list (40 items), an upload's staged file (4 levels).
 */

import { INPUT_BUDGET } from '../../src/shared/api-errors.ts';

/** Keys and array items in the whole input, counted together. */
export const MAX_INPUT_ENTRIES = INPUT_BUDGET.entries;
/** Levels of nested objects and arrays (`{ a: [1] }` has 2). */
export const MAX_INPUT_DEPTH = INPUT_BUDGET.depth;
/** Items of one array. */
export const MAX_INPUT_ARRAY_LENGTH = INPUT_BUDGET.arrayLength;

export const NUL_CHARACTER_MESSAGE = 'Metin boş karakter (U+0000) içeremez';
export const INPUT_TOO_COMPLEX_MESSAGE =
  `İstek çok fazla alan, çok uzun bir liste veya çok derin iç içe yapı içeriyor ` +
  `(en fazla ${MAX_INPUT_ENTRIES} alan, liste başına ${MAX_INPUT_ARRAY_LENGTH} öğe, ${MAX_INPUT_DEPTH} düzey).`;

export type RawInputProblem =
  /** A text (value or key) holds U+0000; `path` names it (a key's NUL written `\0`). */
  | { kind: 'nul'; path: (string | number)[] }
  /** Over a budget; the walk stopped there. */
  | { kind: 'tooComplex'; limit: 'entries' | 'depth' | 'arrayLength' };

type Walk = { entries: number };

/**
 * The first problem of a JSON-like input, or undefined. Walks plain data and the own enumerable
 * fields of objects such as a staged upload; its work is bounded by the budget itself (it stops
 * at the first entry over it, and never lists an array over its limit).
 */
export function inspectRawInput(input: unknown): RawInputProblem | undefined {
  return walk(input, 0, { entries: 0 });
}

function walk(value: unknown, depth: number, state: Walk): RawInputProblem | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? { kind: 'nul', path: [] } : undefined;
  if (!value || typeof value !== 'object') return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { kind: 'tooComplex', limit: 'depth' };
  if (Array.isArray(value)) {
    if (value.length > MAX_INPUT_ARRAY_LENGTH) return { kind: 'tooComplex', limit: 'arrayLength' };
    state.entries += value.length;
    if (state.entries > MAX_INPUT_ENTRIES) return { kind: 'tooComplex', limit: 'entries' };
    for (let i = 0; i < value.length; i++) {
      const problem = walk(value[i], depth + 1, state);
      if (problem) return problem.kind === 'nul' ? { kind: 'nul', path: [i, ...problem.path] } : problem;
    }
    return undefined;
  }
  // for...in instead of Object.entries: no array of every key is built before the count stops.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (++state.entries > MAX_INPUT_ENTRIES) return { kind: 'tooComplex', limit: 'entries' };
    if (key.includes('\u0000')) return { kind: 'nul', path: [key.replaceAll('\u0000', '\\0')] };
    const problem = walk((value as Record<string, unknown>)[key], depth + 1, state);
    if (problem) return problem.kind === 'nul' ? { kind: 'nul', path: [key, ...problem.path] } : problem;
  }
  return undefined;
}
