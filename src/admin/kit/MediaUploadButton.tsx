import { Button, FileButton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiRequest } from '../../lib/api-request.ts';
import { type AdminMediaFile, mediaUploadResultSchema } from '../../shared/admin-media.ts';
import { acceptAttribute, checkUploadFile, type UploadProblem } from '../../shared/uploads.ts';
import { uploadProblemMessageId, uploadProblemOf } from './upload-problem.ts';
import { errorStatus, useAdminFeedback } from './use-admin-feedback.ts';

type Props = {
  /** The uploaded file, now in the media library (the form selects its address). */
  onUploaded: (file: AdminMediaFile) => void;
  /** Alt text of the new file in Turkish (e.g. the item's title); the library edits it later. */
  alt?: string;
};

/**
 * Upload of an image from inside a form (issue 22): the media library's call and pipeline
 * (checked in the browser, then POST /api/admin/media/upload, where the bytes are checked and
 * the sizes made), then the file is handed to the form.
 */
export function MediaUploadButton({ onUploaded, alt }: Props) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const problemText = (found: UploadProblem) => intl.formatMessage({ id: uploadProblemMessageId(found) }, found.values);

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      if (alt?.trim()) body.append('alt', alt.trim().slice(0, 300));
      return mediaUploadResultSchema.parse(await apiRequest<AdminMediaFile>('POST', '/api/admin/media/upload', body));
    },
    onSuccess: (file) => {
      feedback.success('admin.projects.imageUploaded');
      void feedback.refreshAll();
      onUploaded(file);
    },
    onError: (error) => {
      const known = uploadProblemOf(error);
      if (!known || errorStatus(error) === 401) {
        feedback.failure(error, 'admin.media.uploadFailed');
        return;
      }
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: 'admin.media.uploadFailed' }),
        message: `${errorStatus(error)}: ${problemText(known)}`,
      });
    },
  });

  const choose = (file: File | null) => {
    if (!file) return;
    const found = checkUploadFile(file, 'media');
    setProblem(found);
    if (!found) upload.mutate(file);
  };

  return (
    <>
      {/* Images only (the brand list: jpg, png, svg, webp); the library's own rules check the file. */}
      <FileButton onChange={choose} accept={acceptAttribute('brand')}>
        {(props) => (
          <Button {...props} variant="subtle" size="compact-sm" loading={upload.isPending}>
            <FormattedMessage id="admin.projects.uploadImage" />
          </Button>
        )}
      </FileButton>
      {problem && (
        <Text size="xs" c="red" role="alert">
          {problemText(problem)}
        </Text>
      )}
    </>
  );
}
