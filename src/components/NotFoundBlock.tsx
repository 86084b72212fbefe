import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/message-ids.ts';

type NotFoundBlockProps = {
  titleId: MessageId;
  textId: MessageId;
  /** The way back: one button. */
  children: ReactNode;
};

/** A not-found screen (an unknown page, an unknown service): a large 404, its h1, a line and a way back. */
export function NotFoundBlock({ titleId, textId, children }: NotFoundBlockProps) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="orange.8" aria-hidden="true" dir="ltr">
          404
        </Text>
        <Title order={1}>
          <FormattedMessage id={titleId} />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id={textId} />
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
