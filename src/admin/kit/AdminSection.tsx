import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MessageId } from '../../i18n/message-ids.ts';
import { TitleWithHint } from './TitleWithHint.tsx';

/**
 * A section of an admin screen (AdminPage's smaller sibling): its heading and hint line with an
 * action beside them (an "add" button), then the body. The heading's `headingId` names the section.
 */
export function AdminSection({
  headingId,
  titleId,
  hintId,
  action,
  children,
}: {
  headingId: string;
  titleId: MessageId;
  hintId: MessageId;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <TitleWithHint order={2} size="h4" id={headingId} titleId={titleId} hintId={hintId} />
        </div>
        {action}
      </Group>
      {children}
    </Stack>
  );
}
