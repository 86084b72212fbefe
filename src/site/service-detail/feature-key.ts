import { turkishToAscii } from '../../lib/turkish-ascii.ts';

/**
 * The message key of a (Turkish) feature text: lowercase, Turkish letters to ASCII, anything
 * else that is not a letter or digit to '_' ('Responsive Tasarım' → 'responsive_tasarim').
 * The description key is the same key plus '_desc'.
 */
export function featureKeyOf(feature: string): string {
  const lowerCase = feature.trim().replace(/İ/g, 'i').replace(/I/g, 'ı').toLocaleLowerCase('tr');
  return turkishToAscii(lowerCase).replace(/[^a-z0-9]/g, '_');
}

/** The initials shown in a technology's circle: first letters of up to two words or camel-case parts. */
export function technologyInitials(name: string): string {
  const parts = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s./\-+_]+/)
    .filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
