import { FileInput, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiRequest } from '../../lib/api-request.ts';
import { type AdminMediaFile, mediaUploadResultSchema } from '../../shared/admin-media.ts';
import { acceptAttribute, checkUploadFile, type UploadProblem } from '../../shared/uploads.ts';
import { SubmitButton } from '../kit/FormButtons.tsx';
import { uploadProblemMessageId, uploadProblemOf } from '../kit/upload-problem.ts';
import { errorStatus, useAdminFeedback } from '../kit/use-admin-feedback.ts';

const ALT_MAX = 300;

/**
 * Upload of one file to the library: checked in the browser first (extension, declared type,
 * size), then sent as multipart to POST /api/admin/media/upload, where the bytes are checked.
 */
export function MediaUploadForm() {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const problemText = (p: UploadProblem) => intl.formatMessage({ id: uploadProblemMessageId(p) }, p.values);

  const upload = useMutation({
    mutationFn: async (input: { file: File; alt: string }) => {
      const body = new FormData();
      body.append('file', input.file);
      if (input.alt) body.append('alt', input.alt);
      return mediaUploadResultSchema.parse(await apiRequest<AdminMediaFile>('POST', '/api/admin/media/upload', body));
    },
    onSuccess: () => {
      setFile(null);
      setAlt('');
      feedback.success('admin.media.uploaded');
      void feedback.refreshAll();
    },
    onError: (error) => {
      const status = errorStatus(error);
      const known = uploadProblemOf(error);
      if (!known || status === 401) {
        feedback.failure(error, 'admin.media.uploadFailed');
        return;
      }
      // The server's upload message, in the admin's language; the file it refused is cleared.
      setFile(null);
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: 'admin.media.uploadFailed' }),
        message: `${status}: ${problemText(known)}`,
      });
    },
  });

  const choose = (chosen: File | null) => {
    const found = chosen ? checkUploadFile(chosen, 'media') : null;
    setProblem(found);
    // An invalid file is not kept in the input (spec 001 section 4).
    setFile(found ? null : chosen);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkUploadFile(file, 'media');
    setProblem(found);
    if (found || !file) return;
    upload.mutate({ file, alt: alt.trim() });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="media-upload-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="media-upload-title">
            <FormattedMessage id="admin.media.uploadTitle" />
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <FileInput
              label={intl.formatMessage({ id: 'admin.media.file' })}
              placeholder={intl.formatMessage({ id: 'admin.media.filePlaceholder' })}
              description={intl.formatMessage({ id: 'admin.media.fileHint' })}
              accept={acceptAttribute('media')}
              value={file}
              onChange={choose}
              error={problem ? problemText(problem) : undefined}
              clearable
              clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.media.clearFile' }) }}
              disabled={upload.isPending}
            />
            <TextInput
              label={intl.formatMessage({ id: 'admin.media.alt' })}
              description={intl.formatMessage({ id: 'admin.media.altHint' })}
              value={alt}
              maxLength={ALT_MAX}
              onChange={(event) => setAlt(event.currentTarget.value)}
              disabled={upload.isPending}
            />
          </SimpleGrid>
          <SubmitButton textId="admin.media.submit" saving={upload.isPending} />
        </Stack>
      </form>
    </Paper>
  );
}
