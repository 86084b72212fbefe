import type { ContentEntryOutput } from '../../shared/admin-content.ts';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { isLegalUpdatedKey } from '../../shared/legal-content.ts';
import { foldForSearch } from '../../shared/paging.ts';
import { type LabelLookup, pageLabel, sectionLabel, textLabel } from './content-labels.ts';
import { CONTENT_PAGES, type ContentPage, compareSections, placeOfKey } from './content-places.ts';

/** One text of the editor: a key with its entry in each language that has one. */
export type ContentText = {
  key: string;
  page: ContentPage;
  section: string;
  /** Readable name in the admin's language. */
  label: string;
  entries: Partial<Record<Language, ContentEntryOutput>>;
  /** Languages with no entry, or a blank one. */
  missing: Language[];
};

export type ContentSection = { section: string; label: string; texts: ContentText[] };
export type ContentPageGroup = { page: ContentPage; label: string; sections: ContentSection[]; count: number };

/** The five languages' entries merged into one text per key, in key order. */
export function mergeEntries(entries: readonly ContentEntryOutput[], labels: LabelLookup): ContentText[] {
  const byKey = new Map<string, Partial<Record<Language, ContentEntryOutput>>>();
  for (const entry of entries) {
    const languages = byKey.get(entry.key) ?? {};
    languages[entry.language] = entry;
    byKey.set(entry.key, languages);
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, languageEntries]) => {
      const place = placeOfKey(key);
      return {
        key,
        page: place.page,
        section: place.section,
        label: textLabel(key, labels),
        entries: languageEntries,
        // A legal page's day is the Turkish text's unless a translation has its own: never missing elsewhere.
        missing: LANGUAGES.filter(
          (language) => !languageEntries[language]?.value.trim() && (language === 'tr' || !isLegalUpdatedKey(key)),
        ),
      };
    });
}

/**
 * Whether a text matches a search: every word of the search is found in its label, page or
 * section name, key, or any language's text (letters folded as the server's search folds them).
 */
export function matchesSearch(text: ContentText, search: string, labels: LabelLookup): boolean {
  const words = foldForSearch(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(
    [
      text.label,
      text.key,
      pageLabel(text.page, labels),
      sectionLabel(text.section, labels),
      ...LANGUAGES.map((language) => text.entries[language]?.value ?? ''),
    ].join('\n'),
  );
  return words.every((word) => haystack.includes(word));
}

/**
 * Where a text stands within its section, by the last part of its key: what a visitor reads first
 * (a badge above the title, the title, then its subtitle and body) before other texts, and buttons
 * and links last. A group of texts (`process.analysis.title`, `.description`) stays together,
 * ordered the same way inside; ties keep key order, numbers as numbers (`2` before `10`).
 */
const LEAF_ORDER = ['badge', 'eyebrow', 'title', 'heading', 'subtitle', 'lead', 'intro', 'description', 'text', 'body'];
const LEAF_LAST = ['cta', 'button', 'link'];
const KEY_ORDER = new Intl.Collator('en', { numeric: true });

const leafRank = (leaf: string): number => {
  const first = LEAF_ORDER.indexOf(leaf);
  if (first >= 0) return first;
  const lower = leaf.toLowerCase();
  const last = LEAF_LAST.findIndex((end) => lower.endsWith(end));
  return last >= 0 ? LEAF_ORDER.length + 1 + last : LEAF_ORDER.length;
};

/** Sorts the texts of one section in page order. */
export function compareInSection(a: Pick<ContentText, 'key'>, b: Pick<ContentText, 'key'>): number {
  const pathA = placeOfKey(a.key).rest;
  const pathB = placeOfKey(b.key).rest;
  for (let index = 0; index < Math.max(pathA.length, pathB.length); index += 1) {
    const partA = pathA[index];
    const partB = pathB[index];
    if (partA === partB) continue;
    if (partA === undefined) return -1;
    if (partB === undefined) return 1;
    const rank = (part: string, path: string[]) => (index === path.length - 1 ? leafRank(part) : LEAF_ORDER.length);
    return rank(partA, pathA) - rank(partB, pathB) || KEY_ORDER.compare(partA, partB);
  }
  return 0;
}

/** Texts by page (in the editor's page order) and section (top of the page first). */
export function groupTexts(texts: readonly ContentText[], labels: LabelLookup): ContentPageGroup[] {
  const pages = new Map<ContentPage, Map<string, ContentText[]>>();
  for (const text of texts) {
    const sections = pages.get(text.page) ?? new Map<string, ContentText[]>();
    sections.set(text.section, [...(sections.get(text.section) ?? []), text]);
    pages.set(text.page, sections);
  }
  return CONTENT_PAGES.flatMap((page) => {
    const sections = pages.get(page);
    if (!sections) return [];
    const list = [...sections.entries()]
      .sort(([a], [b]) => compareSections(a, b))
      .map(([section, sectionTexts]) => ({
        section,
        label: sectionLabel(section, labels),
        texts: [...sectionTexts].sort(compareInSection),
      }));
    return [
      {
        page,
        label: pageLabel(page, labels),
        sections: list,
        count: list.reduce((sum, item) => sum + item.texts.length, 0),
      },
    ];
  });
}

/** The first `limit` texts of the groups, keeping the grouping (a long list renders in steps). */
export function limitGroups(groups: readonly ContentPageGroup[], limit: number): ContentPageGroup[] {
  let left = limit;
  const limited: ContentPageGroup[] = [];
  for (const group of groups) {
    if (left <= 0) break;
    const sections: ContentSection[] = [];
    for (const section of group.sections) {
      if (left <= 0) break;
      const texts = section.texts.slice(0, left);
      left -= texts.length;
      sections.push({ ...section, texts });
    }
    limited.push({ ...group, sections });
  }
  return limited;
}

/** How many texts lack each language. */
export function missingCounts(texts: readonly ContentText[]): Record<Language, number> {
  const counts = Object.fromEntries(LANGUAGES.map((language) => [language, 0])) as Record<Language, number>;
  for (const text of texts) for (const language of text.missing) counts[language] += 1;
  return counts;
}
