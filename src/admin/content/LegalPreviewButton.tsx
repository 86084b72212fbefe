import { Alert, Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SETTINGS_STALE_MS } from '../../app/query-client.ts';
import { LegalDocumentView } from '../../components/LegalDocumentView.tsx';
import { isLanguage, type Language } from '../../shared/languages.ts';
import { fillLegalDocument, parseLegalMarkup } from '../../shared/legal-markup.ts';
import { legalValuesOf } from '../../shared/legal-values.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { DialogButton } from '../kit/DialogButton.tsx';

type Props = {
  /** The text as typed, saved or not. */
  markup: string;
  language: Language;
  /** The text's and language's name, for the button's label and the dialog's title. */
  name: string;
};

/**
 * A legal page's text as visitors would read it (issue 22): the draft parsed and its tokens
 * filled from the current settings, drawn by the same view as the public page. Nothing is saved.
 */
export function LegalPreviewButton({ markup, language, name }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.content.legalPreviewFor' }, { name });
  return (
    <DialogButton
      label={<FormattedMessage id="admin.content.legalPreview" />}
      name={title}
      title={title}
      size="xl"
      disabled={markup.trim() === ''}
    >
      {() => <Preview markup={markup} language={language} />}
    </DialogButton>
  );
}

function Preview({ markup, language }: { markup: string; language: Language }) {
  const intl = useIntl();
  const settings = adminTrpc.settings.admin.all.useQuery(undefined, { staleTime: SETTINGS_STALE_MS });
  const document = useMemo(
    () => settings.data && fillLegalDocument(parseLegalMarkup(markup), legalValuesOf(settings.data)),
    [markup, settings.data],
  );
  if (settings.isError)
    return (
      <Text c="red" role="alert">
        <FormattedMessage id="admin.common.loadError" />
      </Text>
    );
  if (!document) return <Loader size="sm" role="status" aria-label="…" />;
  return (
    <>
      <Alert color="blue" variant="light" mb="md">
        <FormattedMessage id="admin.content.legalPreviewNote" />
      </Alert>
      <Text component="p" fw={700} size="xl" mb="md" lang={language}>
        {document.title}
      </Text>
      <LegalDocumentView
        document={document}
        lang={language}
        tocTitle={intl.formatMessage({ id: 'admin.content.legalPreviewToc' })}
        tocLanguage={isLanguage(intl.locale) ? intl.locale : 'tr'}
      />
    </>
  );
}
