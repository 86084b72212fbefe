export const NUL_CHARACTER_MESSAGE = 'Metin boş karakter (U+0000) içeremez';

/**
 * The path of the first string (value or key) holding U+0000 in a JSON-like input, or undefined.
 * Walks plain data and the own fields of objects such as a staged upload; depth-bounded.
 */
export function nulCharacterPath(
  input: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | undefined {
  if (typeof input === 'string') return input.includes('\u0000') ? path : undefined;
  if (!input || typeof input !== 'object' || depth > 32) return undefined;
  if (Array.isArray(input)) {
    for (let i = 0; i < input.length; i++) {
      const found = nulCharacterPath(input[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, value] of Object.entries(input)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')];
    const found = nulCharacterPath(value, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
