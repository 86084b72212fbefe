import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MediaImageStatus } from '../../shared/admin-media.ts';

const COLORS: Record<MediaImageStatus, string> = { processing: 'blue.9', ready: 'teal.9', failed: 'red.9' };

/** Where an image's variants stand: being made, made, or failed (filled, white text on a dark shade: contrast). */
export function ImageStatusBadge({ status }: { status: MediaImageStatus }) {
  return (
    <Badge size="sm" color={COLORS[status]}>
      <FormattedMessage id={`admin.media.status.${status}`} />
    </Badge>
  );
}
