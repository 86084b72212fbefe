import type { Language } from '../../shared/languages.ts';
import { draftsOf, type TextsDrafts } from './item-texts.ts';
import type { LocalizedTexts } from './LocalizedTextsEditor.tsx';

type ContentsQuery<Row> = {
  data: Row[] | undefined;
  error: unknown;
  refetch(): Promise<unknown>;
};
/** The catalog's per-language texts list (adminTrpc.<catalog>.admin.contents). */
type ContentsProcedures<Row> = {
  contents: { useQuery(input: { language: Language }, options: { enabled: boolean }): ContentsQuery<Row> };
};

/**
 * A stored item's texts in every language, as its form's drafts: undefined while any language
 * loads. A new item (`enabled` false) has empty drafts at once.
 */
export function useItemTexts<Row extends LocalizedTexts>(
  procedures: ContentsProcedures<Row>,
  isItemRow: (row: Row) => boolean,
  enabled: boolean,
  /** Projects: the drafts carry the metric label. */
  draftOptions: { metricLabel?: boolean } = {},
): { drafts: TextsDrafts | undefined; error: unknown; retry: () => void } {
  const options = { enabled };
  // One query per language (the same calls the texts window makes), written out: hooks stay unconditional.
  const tr = procedures.contents.useQuery({ language: 'tr' }, options);
  const en = procedures.contents.useQuery({ language: 'en' }, options);
  const de = procedures.contents.useQuery({ language: 'de' }, options);
  const ru = procedures.contents.useQuery({ language: 'ru' }, options);
  const ar = procedures.contents.useQuery({ language: 'ar' }, options);
  const queries = { tr, en, de, ru, ar };
  const all = Object.values(queries);
  const retry = () => {
    for (const query of all) void query.refetch();
  };
  if (!enabled) return { drafts: draftsOf({}, draftOptions), error: null, retry };
  const error = all.find((query) => query.error)?.error ?? null;
  if (all.some((query) => query.data === undefined)) return { drafts: undefined, error, retry };
  const pick = (query: ContentsQuery<Row>) => query.data?.find(isItemRow) ?? null;
  return {
    drafts: draftsOf({ tr: pick(tr), en: pick(en), de: pick(de), ru: pick(ru), ar: pick(ar) }, draftOptions),
    error,
    retry,
  };
}
