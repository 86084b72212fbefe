import { Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminMediaFile } from '../../shared/admin-media.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { FormModal } from '../kit/FormModal.tsx';
import { MediaPicker } from '../kit/MediaPicker.tsx';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';

type Props = { file: AdminMediaFile; kind: 'image' | 'video'; uses: string; opened: boolean; onClose: () => void };

/**
 * Replacing a file the site uses (issue 22): the owner picks another file of the library (upload
 * the new one first), every use moves to it, and the old file can then be deleted.
 */
export function MediaReplaceModal({ file, kind, uses, opened, onClose }: Props) {
  const intl = useIntl();
  const feedback = useAdminFeedback();
  const replace = adminTrpc.media.admin.replace.useMutation({
    onSuccess: () => {
      feedback.success('admin.media.replaced');
      void feedback.refreshAll();
      onClose();
    },
    onError: (error) => feedback.failure(error),
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'admin.media.replaceTitle' }, { name: file.originalName })}
    >
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id="admin.media.replaceText" values={{ uses }} />
        </Text>
        <MediaPicker
          kind={kind}
          selected={file.url}
          pickLabelId="admin.media.replacePick"
          onPick={(_url, withId) => {
            if (withId !== file.id && !replace.isPending) replace.mutate({ id: file.id, withId });
          }}
        />
      </Stack>
    </FormModal>
  );
}
