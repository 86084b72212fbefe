import { Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { QueryState } from '../kit/AdminPage.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import classes from './dashboard.module.css';
import { STAT_CARDS } from './dashboard-stats.ts';

/** The eight counts of dashboard.stats, one card each. */
export function StatCards() {
  const intl = useIntl();
  const stats = adminTrpc.dashboard.stats.useQuery();
  return (
    <section aria-labelledby="dashboard-stats-title">
      <VisuallyHidden>
        <Title order={2} id="dashboard-stats-title">
          <FormattedMessage id="admin.dashboard.statsTitle" />
        </Title>
      </VisuallyHidden>
      <QueryState isPending={stats.isPending} error={stats.error} onRetry={() => void stats.refetch()} />
      {stats.data && (
        <SimpleGrid component="ul" cols={{ base: 2, md: 4 }} spacing="md" className={classes.plainList}>
          {STAT_CARDS.map((card) => {
            const data = stats.data;
            return (
              <Paper component="li" key={card.key} withBorder radius="md" p="md" data-stat={card.key}>
                <Text size="sm" c="dimmed" fw={600}>
                  <FormattedMessage id={card.labelId} />
                </Text>
                <Text fz={32} fw={800} lh={1.2}>
                  {intl.formatNumber(card.value(data))}
                </Text>
                {card.detail && (
                  <Text size="sm" c="orange.9">
                    <FormattedMessage
                      id={card.detail.messageId}
                      values={{ count: intl.formatNumber(card.detail.value(data)) }}
                    />
                  </Text>
                )}
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </section>
  );
}
