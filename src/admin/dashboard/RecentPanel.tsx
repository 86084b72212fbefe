import { Anchor, Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import type { MessageId } from '../../i18n/message-ids.ts';
import { QueryState } from '../kit/AdminPage.tsx';
import classes from './dashboard.module.css';

type Props<T> = {
  id: string;
  titleId: MessageId;
  linkId: MessageId;
  emptyId: MessageId;
  query: { data?: T[]; isPending: boolean; error: unknown; refetch: () => unknown };
  renderItem: (item: T) => ReactNode;
};

/** A dashboard list of the latest items, with its empty state and a link to the full list. */
export function RecentPanel<T extends { id: number }>({ id, titleId, linkId, emptyId, query, renderItem }: Props<T>) {
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={id}>
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs" mb="xs">
        <Title order={2} size="h4" id={id}>
          <FormattedMessage id={titleId} />
        </Title>
        <Anchor component={SiteLink} to={sitePath('/admin/contact')} size="sm" fw={600}>
          <FormattedMessage id={linkId} />
        </Anchor>
      </Group>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      {query.data &&
        (query.data.length === 0 ? (
          <Text c="dimmed" size="sm" py="md">
            <FormattedMessage id={emptyId} />
          </Text>
        ) : (
          <ul className={classes.plainList}>
            {query.data.map((item) => (
              <li key={item.id} className={classes.row}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
        ))}
    </Paper>
  );
}
