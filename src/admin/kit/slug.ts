import { turkishToAscii } from '../../lib/turkish-ascii.ts';

/** Letters of other languages a slug spells with plain ASCII (the other accents NFD drops). */
const ASCII_OF: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l' };

/** The slug schema's length limit (src/shared/admin-catalog.ts). */
export const SLUG_MAX_LENGTH = 120;

/**
 * A slug suggested from a title: Turkish letters become ASCII (ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u),
 * other accents are dropped, and every run of anything else becomes one hyphen. Lower-cased the
 * Turkish way first, so İ becomes i (not i with a dot) and I becomes ı, then i.
 */
export function slugify(title: string): string {
  return turkishToAscii(title.toLocaleLowerCase('tr'))
    .replace(/[ßæøœđł]/g, (letter) => ASCII_OF[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
