import { Group, Input, Loader, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiRequest } from '../../lib/api-request.ts';
import {
  acceptAttribute,
  BRAND_SETTING_KEY,
  type BrandUploadType,
  checkUploadFile,
  type UploadProblem,
} from '../../shared/uploads.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { uploadProblemMessageId, uploadProblemOf } from '../kit/upload-problem.ts';
import { errorStatus, serverMessage, useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { ImagePreview } from './ImagePreview.tsx';
import classes from './settings.module.css';

type Props = {
  type: BrandUploadType;
  /** The address stored now, for the preview. */
  currentUrl: string;
  onUploaded: (url: string) => void;
};

/**
 * Logo or map marker upload (spec 001 section 4): the browser check first (an invalid file
 * clears the input), then POST /api/admin/upload, then the url saved into logo_url or
 * map_marker_logo_url with the settings update.
 */
export function BrandUpload({ type, currentUrl, onUploaded }: Props) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const update = adminTrpc.settings.admin.update.useMutation();

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const uploadFailed = (error: unknown) => {
    // A lost session goes through the shared path (it sends the admin to the login).
    if (errorStatus(error) === 401) return feedback.failure(error);
    // A refused file: the server's problem (by code, with its values) in the admin's language.
    const refused = uploadProblemOf(error);
    if (refused) clearInput();
    notifications.show({
      color: 'red',
      title: intl.formatMessage({ id: 'admin.common.errorTitle' }),
      message: refused
        ? intl.formatMessage({ id: uploadProblemMessageId(refused) }, refused.values)
        : (serverMessage(error) ?? intl.formatMessage({ id: 'admin.settings.upload.error' })),
    });
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    const found = checkUploadFile(file, 'brand');
    setProblem(found);
    if (found) return clearInput();
    if (!file) return;
    setBusy(true);
    try {
      const body = new FormData();
      body.append('type', type);
      body.append('file', file);
      let url: string;
      try {
        ({ url } = await apiRequest<{ url: string }>('POST', '/api/admin/upload', body));
      } catch (error) {
        return uploadFailed(error);
      }
      try {
        await update.mutateAsync({ [BRAND_SETTING_KEY[type]]: url });
      } catch (error) {
        return feedback.failure(error, 'admin.settings.saveError');
      }
      onUploaded(url);
      feedback.success('admin.settings.upload.success');
      void feedback.refreshAll();
    } finally {
      setBusy(false);
      clearInput();
    }
  };

  const error = problem ? intl.formatMessage({ id: uploadProblemMessageId(problem) }, problem.values) : undefined;
  const previewAlt = intl.formatMessage({ id: `admin.settings.preview.${type}` });
  return (
    <Paper withBorder radius="md" p="md">
      <Group align="flex-start" gap="md" wrap="wrap">
        <ImagePreview key={currentUrl} src={currentUrl} alt={previewAlt} />
        <div className={classes.uploadBody}>
          <Input.Wrapper
            id={inputId}
            label={intl.formatMessage({ id: `admin.settings.upload.${type}` })}
            description={intl.formatMessage({ id: 'admin.settings.upload.hint' })}
            error={error}
          >
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={acceptAttribute('brand')}
              className={classes.fileInput}
              disabled={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${inputId}-description${error ? ` ${inputId}-error` : ''}`}
              onChange={(event) => void onChange(event)}
            />
          </Input.Wrapper>
          {busy && (
            <Group gap="xs" mt="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">
                <FormattedMessage id="admin.settings.upload.uploading" />
              </Text>
            </Group>
          )}
        </div>
      </Group>
    </Paper>
  );
}
