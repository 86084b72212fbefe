import type { Language } from '../shared/languages.ts';

/** The prefix rules are shared with the server (page heads); re-exported for the SPA. */
export { isPublicPagePath, splitLanguagePrefix, withLanguagePrefix } from '../shared/language-prefix.ts';

/** The one current language, shared by the router's URL rewrite and the LanguageProvider. */
export type LanguageStore = {
  get: () => Language;
  set: (language: Language) => void;
};

export function createLanguageStore(initial: Language): LanguageStore {
  let current = initial;
  return {
    get: () => current,
    set: (language) => {
      current = language;
    },
  };
}
