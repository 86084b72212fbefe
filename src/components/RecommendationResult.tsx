import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/List.css';
import { Badge, List, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { MessageId } from '../i18n/message-ids.ts';

/** Pieces of the two recommenders' result views (service questionnaire, package recommender). */

/** "Confidence 85 %", the number kept left-to-right in Arabic. */
export function ConfidenceBadge({ labelId, value }: { labelId: MessageId; value: number }) {
  return (
    <Badge size="lg" color="orange" variant="light">
      <FormattedMessage id={labelId} />{' '}
      <span dir="ltr">
        <FormattedNumber value={value} style="percent" maximumFractionDigits={0} />
      </span>
    </Badge>
  );
}

/** A titled part of the result (reasoning, alternatives, suggestions). */
export function ResultBlock({ titleId, children }: { titleId: MessageId; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4}>
        <FormattedMessage id={titleId} />
      </Title>
      {children}
    </Stack>
  );
}

/** A titled bullet list; nothing when the list is empty. */
export function ResultList({ titleId, items }: { titleId: MessageId; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <ResultBlock titleId={titleId}>
      <List spacing="xs">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </ResultBlock>
  );
}
