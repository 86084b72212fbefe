import type { z } from 'zod';
import type { projectTextsByLanguageSchema } from '../../shared/admin-catalog.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/languages.ts';
import type { LocalizedTexts } from './LocalizedTextsEditor.tsx';
import { featuresFromText, featuresToText } from './localized-texts.ts';

/**
 * An item's texts per language as its form edits them (issue 22: every language in the item's
 * own form). Features are text, one per line. The Turkish title and description are the item's
 * own fields; the Turkish draft holds only its features.
 */
export type TextsDraft = {
  title: string;
  description: string;
  features: string;
  /** A project's word beside its result figure; absent for services. */
  metricLabel?: string;
};
export type TextsDrafts = Record<Language, TextsDraft>;

/** Texts per language as a save sends them (a project's carry its metric label, a service's do not). */
type TextsByLanguageInput = z.input<typeof projectTextsByLanguageSchema>;

type StoredTexts = LocalizedTexts & { metricLabel?: string };

/** The drafts of the stored texts (a language without texts: empty fields); `metricLabel` for projects. */
export function draftsOf(
  stored: Partial<Record<Language, StoredTexts | null>>,
  options: { metricLabel?: boolean } = {},
): TextsDrafts {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const texts = stored[language];
      return [
        language,
        {
          title: texts?.title ?? '',
          description: texts?.description ?? '',
          features: featuresToText(texts?.features ?? []),
          ...(options.metricLabel ? { metricLabel: texts?.metricLabel ?? '' } : {}),
        },
      ];
    }),
  ) as TextsDrafts;
}

/** A language whose texts are left empty: the site shows the Turkish texts there. */
export function fallsBackToTurkish(draft: TextsDraft): boolean {
  return [draft.title, draft.description, draft.features, draft.metricLabel ?? ''].every((text) => text.trim() === '');
}

/**
 * The `texts` of a save: Turkish always (the item's title and description, the drafted
 * features), every other language that has something written (a half-filled one is checked by
 * the server's rules); a language emptied in the form that has stored texts (`stored`) is sent
 * as null, so it loses them and the site shows Turkish there again.
 */
export function textsInput(
  drafts: TextsDrafts,
  turkish: { title: string; description: string },
  stored: readonly Language[] = [],
): TextsByLanguageInput {
  // A project's word beside its figure travels with its language; a service's drafts have none.
  const label = (draft: TextsDraft) => (draft.metricLabel === undefined ? {} : { metricLabel: draft.metricLabel });
  const tr = drafts[DEFAULT_LANGUAGE];
  const input: TextsByLanguageInput = {
    [DEFAULT_LANGUAGE]: { ...turkish, features: featuresFromText(tr.features), ...label(tr) },
  };
  for (const language of LANGUAGES) {
    const draft = drafts[language];
    if (language === DEFAULT_LANGUAGE) continue;
    if (fallsBackToTurkish(draft)) {
      if (stored.includes(language)) input[language] = null;
      continue;
    }
    input[language] = {
      title: draft.title,
      description: draft.description,
      features: featuresFromText(draft.features),
      ...label(draft),
    };
  }
  return input;
}

const hasErrorsIn = (errors: Record<string, unknown>, language: Language) =>
  Object.keys(errors).some((path) => path.startsWith(`texts.${language}.`));

/** The first language whose fields the errors name (`texts.<language>.…`), to show its tab. */
export function languageWithErrors(errors: Record<string, unknown>): Language | undefined {
  return LANGUAGES.find((language) => hasErrorsIn(errors, language));
}

/** The tab to show after a refused save: the shown one while it has errors, else the first that has. */
export function tabAfterErrors(errors: Record<string, unknown>, shown: Language): Language {
  return hasErrorsIn(errors, shown) ? shown : (languageWithErrors(errors) ?? shown);
}
