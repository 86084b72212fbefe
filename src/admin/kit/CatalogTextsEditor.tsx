import { useState } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages.ts';
import { type LocalizedTexts, LocalizedTextsEditor } from './LocalizedTextsEditor.tsx';
import { useAdminFeedback } from './use-admin-feedback.ts';

/** The part of a catalog's tRPC procedures (adminTrpc.<catalog>.admin) the texts editor calls. */
type TextsProcedures<Row, SaveInput> = {
  contents: {
    useQuery(input: { language: Language }): {
      data: Row[] | undefined;
      isPending: boolean;
      error: unknown;
      refetch(): Promise<unknown>;
    };
  };
  saveContent: {
    useMutation(options: { onSuccess: () => void; onError: (error: unknown) => void }): {
      isPending: boolean;
      mutate(input: SaveInput): void;
    };
  };
};

type Props<Row extends LocalizedTexts, SaveInput> = {
  procedures: TextsProcedures<Row, SaveInput>;
  /** Languages the item has its own texts in. */
  presentLanguages: readonly Language[];
  /** Whether a row of the contents list is this item's. */
  isItemRow: (row: Row) => boolean;
  /** The save input of this item's texts in a language. */
  saveInput: (language: Language, texts: LocalizedTexts) => SaveInput;
  onClose: () => void;
};

/** A catalog item's title, description and features per language (<catalog>.admin.contents/saveContent). */
export function CatalogTextsEditor<Row extends LocalizedTexts, SaveInput>({
  procedures,
  presentLanguages,
  isItemRow,
  saveInput,
  onClose,
}: Props<Row, SaveInput>) {
  const feedback = useAdminFeedback();
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const contents = procedures.contents.useQuery({ language });
  const turkish = procedures.contents.useQuery({ language: DEFAULT_LANGUAGE });
  const pick = (rows: Row[] | undefined): LocalizedTexts | null | undefined => rows && (rows.find(isItemRow) ?? null);
  const save = procedures.saveContent.useMutation(feedback.writeHandlers('admin.catalog.textsSaved'));
  return (
    <LocalizedTextsEditor
      language={language}
      onLanguageChange={setLanguage}
      presentLanguages={presentLanguages}
      texts={pick(contents.data)}
      turkish={pick(turkish.data)}
      isPending={contents.isPending}
      error={contents.error}
      onRetry={() => void contents.refetch()}
      saving={save.isPending}
      onSave={(texts) => save.mutate(saveInput(language, texts))}
      onClose={onClose}
    />
  );
}
