import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc.ts';
import { LANGUAGE_CATALOGUE, type Language } from '../../shared/languages.ts';
import { QueryState } from '../admin-shell/AdminPage.tsx';
import { missingKeysByLanguage } from './content-search.ts';

const KEYS_PER_PAGE = 60;

function nativeName(language: Language): string {
  return LANGUAGE_CATALOGUE.find((item) => item.code === language)?.nativeName ?? language;
}

/**
 * Beyond the spec: how many keys each language has and which ones it lacks. Picking a missing
 * key opens the add form for that language with the key filled in.
 */
export function ContentCoverage({ onMissingKey }: { onMissingKey: (language: Language, key: string) => void }) {
  const intl = useIntl();
  const coverage = trpc.content.admin.coverage.useQuery();
  if (!coverage.data)
    return <QueryState isPending={coverage.isPending} error={coverage.error} onRetry={() => void coverage.refetch()} />;
  const { languages, totalKeys, missing } = coverage.data;
  const byLanguage = missingKeysByLanguage(missing);
  return (
    <Stack gap="lg">
      <section aria-labelledby="content-coverage-counts">
        <Title order={2} size="h4" id="content-coverage-counts" mb="xs">
          <FormattedMessage id="admin.content.coverageTitle" />
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          {languages.map(({ language, count }) => {
            const lacking = byLanguage[language].length;
            return (
              <Paper key={language} withBorder p="md" radius="md">
                <Text fw={700}>{nativeName(language)}</Text>
                <Text size="sm" c="dimmed">
                  <FormattedMessage id="admin.content.coverageCount" values={{ count, total: totalKeys }} />
                </Text>
                <Progress
                  value={totalKeys ? (count / totalKeys) * 100 : 100}
                  color={lacking ? 'orange' : 'green'}
                  my="xs"
                  aria-label={nativeName(language)}
                />
                <Text size="sm" c={lacking ? 'orange.9' : 'green.9'} fw={600}>
                  {lacking ? (
                    <FormattedMessage id="admin.content.coverageMissing" values={{ count: lacking }} />
                  ) : (
                    <FormattedMessage id="admin.content.coverageComplete" />
                  )}
                </Text>
              </Paper>
            );
          })}
        </SimpleGrid>
      </section>
      {missing.length === 0 ? (
        <Alert color="green" title={intl.formatMessage({ id: 'admin.content.coverageComplete' })}>
          <FormattedMessage id="admin.content.coverageAllComplete" />
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="admin.content.missingHint" />
          </Text>
          {languages.map(({ language }) =>
            byLanguage[language].length > 0 ? (
              <MissingKeys
                key={language}
                language={language}
                keys={byLanguage[language]}
                onPick={(key) => onMissingKey(language, key)}
              />
            ) : null,
          )}
        </Stack>
      )}
    </Stack>
  );
}

function MissingKeys({
  language,
  keys,
  onPick,
}: {
  language: Language;
  keys: string[];
  onPick: (key: string) => void;
}) {
  const intl = useIntl();
  const [limit, setLimit] = useState(KEYS_PER_PAGE);
  const headingId = `content-missing-${language}`;
  const name = nativeName(language);
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        <FormattedMessage id="admin.content.missingTitle" values={{ language: name, count: keys.length }} />
      </Title>
      <Group gap="xs">
        {keys.slice(0, limit).map((key) => (
          <Button
            key={key}
            size="compact-sm"
            variant="default"
            dir="ltr"
            onClick={() => onPick(key)}
            aria-label={intl.formatMessage({ id: 'admin.content.addMissingLabel' }, { key, language: name })}
          >
            {key}
          </Button>
        ))}
      </Group>
      {limit < keys.length && (
        <Button variant="subtle" size="xs" mt="xs" onClick={() => setLimit((current) => current + KEYS_PER_PAGE)}>
          <FormattedMessage id="admin.content.showMore" values={{ count: keys.length - limit }} />
        </Button>
      )}
    </section>
  );
}
