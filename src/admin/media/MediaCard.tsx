import '@mantine/core/styles/Card.css';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminMediaFile } from '../../shared/admin-media.ts';
import { formatAdminDate, formatBytes } from '../kit/admin-format.ts';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { ConfirmDeleteButton } from '../kit/ConfirmDeleteButton.tsx';
import { MetaItem } from '../kit/MetaItem.tsx';
import { settingLabel } from '../kit/setting-label.ts';
import { useAdminFeedback } from '../kit/use-admin-feedback.ts';
import { copyToClipboard } from './copy-to-clipboard.ts';
import { ImageStatusBadge } from './ImageStatusBadge.tsx';
import { MediaEditModal } from './MediaEditModal.tsx';
import { MediaPreview } from './MediaPreview.tsx';
import { MediaReplaceModal } from './MediaReplaceModal.tsx';
import classes from './media.module.css';

/**
 * One file of the library: preview, name, type, size, date, copy address, open, delete; a raster
 * image also shows its pixel size and processing status, and opens its edit (focal point, alts).
 */
export function MediaCard({ file }: { file: AdminMediaFile }) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const { image } = file;
  const feedback = useAdminFeedback();
  // A file still used by a setting or a project answers 409 'Bu dosya kullanımda ...'.
  const remove = adminTrpc.media.admin.delete.useMutation(feedback.writeHandlers('admin.common.deleted'));

  const uses = file.usedBy
    .map((use) =>
      use.kind === 'project'
        ? intl.formatMessage({ id: 'admin.media.usedByProject' }, { title: use.title ?? use.key })
        : (settingLabel(intl, use.key) ?? use.key),
    )
    .join(', ');
  // A file in use is replaced (its uses move to another file) rather than deleted.
  const kind = file.mimeType.startsWith('image/') ? 'image' : file.mimeType.startsWith('video/') ? 'video' : null;

  const copyUrl = async () => {
    const absolute = new URL(file.url, window.location.origin).href;
    if (await copyToClipboard(absolute)) {
      feedback.success('admin.media.copied');
      return;
    }
    notifications.show({
      color: 'yellow',
      title: intl.formatMessage({ id: 'admin.media.copyUnavailableTitle' }),
      message: intl.formatMessage({ id: 'admin.media.copyUnavailable' }, { url: absolute }),
      autoClose: 15_000,
    });
  };

  return (
    <Card component="article" withBorder radius="md" padding="sm" h="100%" aria-label={file.originalName}>
      <Card.Section>
        <MediaPreview file={file} />
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <Text fw={600} size="sm" className={classes.name}>
          <span dir="auto">{file.originalName}</span>
        </Text>
        {file.alt && (
          <Text size="xs" c="dimmed" fs="italic" className={classes.name}>
            <span dir="auto">{file.alt}</span>
          </Text>
        )}
        <dl className={classes.meta}>
          <MetaItem labelId="admin.media.type">
            <span dir="ltr">{file.mimeType}</span>
          </MetaItem>
          <MetaItem labelId="admin.media.size">
            <span dir="ltr">{formatBytes(file.size)}</span>
          </MetaItem>
          <MetaItem labelId="admin.media.date">
            <span dir="ltr">{formatAdminDate(file.createdAt)}</span>
          </MetaItem>
          {image && (
            <MetaItem labelId="admin.media.pixels">
              <span dir="ltr">
                {image.width} × {image.height}
              </span>{' '}
              <ImageStatusBadge status={image.status} />
            </MetaItem>
          )}
          <MetaItem labelId="admin.media.usedBy">
            <span data-testid="media-used-by">
              {file.usedBy.length === 0 ? <FormattedMessage id="admin.media.unused" /> : uses}
            </span>
          </MetaItem>
        </dl>
      </Stack>
      <Group gap="xs" mt="sm">
        {image && (
          <Button size="xs" onClick={() => setEditing(true)}>
            <FormattedMessage id="admin.common.edit" />
          </Button>
        )}
        <Button size="xs" variant="light" onClick={() => void copyUrl()}>
          <FormattedMessage id="admin.media.copyUrl" />
        </Button>
        <Button size="xs" variant="default" component="a" href={file.url} target="_blank" rel="noopener">
          <FormattedMessage id="admin.media.open" />
        </Button>
        {kind && file.usedBy.length > 0 && (
          <Button size="xs" variant="light" color="orange" onClick={() => setReplacing(true)}>
            <FormattedMessage id="admin.media.replace" />
          </Button>
        )}
        <ConfirmDeleteButton
          onConfirm={() => remove.mutate({ id: file.id })}
          loading={remove.isPending}
          itemLabel={file.originalName}
        />
      </Group>
      {kind && (
        <MediaReplaceModal file={file} kind={kind} uses={uses} opened={replacing} onClose={() => setReplacing(false)} />
      )}
      {image && <MediaEditModal file={{ ...file, image }} opened={editing} onClose={() => setEditing(false)} />}
    </Card>
  );
}
