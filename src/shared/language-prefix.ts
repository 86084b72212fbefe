import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

/**
 * Language prefixes of public paths: /en/services, /ar/about, ... The unprefixed path is the
 * Turkish one (x-default). Admin, API and static files never carry a prefix.
 */
const UNPREFIXED = /^\/(admin|api|trpc|uploads|videos|images|brands|assets)(\/|$)/;

export function isPublicPagePath(pathname: string): boolean {
  return !UNPREFIXED.test(pathname);
}

/** '/en/services' → { language: 'en', path: '/services' }; '/services' → { language: null, ... }. */
export function splitLanguagePrefix(pathname: string): { language: Language | null; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLanguage(match[1])) return { language: match[1], path: match[2] || '/' };
  return { language: null, path: pathname };
}

/** The language of a public path: its prefix, else Turkish (the unprefixed pages). */
export function languageOfPath(pathname: string): Language {
  return splitLanguagePrefix(pathname).language ?? DEFAULT_LANGUAGE;
}

/** The public URL path of an internal path in a language (Turkish: no prefix). */
export function withLanguagePrefix(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !isPublicPagePath(path)) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
