import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Button, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LANGUAGES } from '../../shared/languages.ts';
import { AdminPage, QueryState } from '../kit/AdminPage.tsx';
import { EmptyList } from '../kit/EmptyList.tsx';
import { ContentAddForm } from './ContentAddForm.tsx';
import { ContentPageGroup } from './ContentPageGroup.tsx';
import { contentLabelsOf, pageLabel } from './content-labels.ts';
import { CONTENT_PAGES } from './content-places.ts';
import { groupTexts, limitGroups, matchesSearch, mergeEntries, missingCounts } from './content-texts.ts';
import { useAllContent } from './use-all-content.ts';
import { useContentWrites } from './use-content-writes.ts';

const ADD_FORM_ID = 'content-add-form';
const ALL_PAGES = 'all';
/** Texts rendered at once (each has five fields); more come with "show more". */
const TEXTS_PER_STEP = 30;

/**
 * Content management (spec 001 section 2, reshaped by issue 13): the texts grouped by page and
 * section with readable names, searched in names and all five languages at once, each text's
 * five languages side by side and editable in place, missing translations marked. Deleting
 * asks nothing (spec 001 section 5); its toast offers an undo.
 */
export function ContentPage() {
  const intl = useIntl();
  const labels = useMemo(() => contentLabelsOf(intl), [intl]);
  const content = useAllContent();
  const writes = useContentWrites();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<string>(ALL_PAGES);
  const [missingOnly, setMissingOnly] = useState(false);
  const [limit, setLimit] = useState(TEXTS_PER_STEP);
  const [addOpen, setAddOpen] = useState(false);
  const query = useDeferredValue(search);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version changes exactly when the entries do.
  const texts = useMemo(
    () => (content.entries ? mergeEntries(content.entries, labels) : []),
    [content.version, labels],
  );
  // A text found stays in the list until the filter changes: saving it (a new value the search
  // no longer finds, a translation filled in) must not look like deleting it.
  const filterKey = `${page}\u0000${missingOnly}\u0000${query}`;
  const found = useRef({ filterKey, keys: new Set<string>() });
  if (found.current.filterKey !== filterKey) found.current = { filterKey, keys: new Set() };
  const shown = useMemo(() => {
    const keys = found.current.keys;
    const matching = texts.filter(
      (text) =>
        keys.has(text.key) ||
        ((page === ALL_PAGES || text.page === page) &&
          (!missingOnly || text.missing.length > 0) &&
          matchesSearch(text, query, labels)),
    );
    for (const text of matching) keys.add(text.key);
    return matching;
  }, [texts, page, missingOnly, query, labels]);
  const groups = useMemo(() => groupTexts(shown, labels), [shown, labels]);
  const missing = useMemo(() => missingCounts(texts), [texts]);
  const incomplete = texts.filter((text) => text.missing.length > 0).length;
  const existingKeys = useMemo(() => new Set(texts.map((text) => text.key)), [texts]);
  const pagesInUse = CONTENT_PAGES.filter((id) => texts.some((text) => text.page === id));

  // A new filter starts again with the first step of texts.
  const [limitKey, setLimitKey] = useState(filterKey);
  if (limitKey !== filterKey) {
    setLimitKey(filterKey);
    setLimit(TEXTS_PER_STEP);
  }

  return (
    <AdminPage
      titleId="admin.nav.content"
      descriptionId="admin.content.description"
      actions={
        <Button
          onClick={() => setAddOpen((open) => !open)}
          variant={addOpen ? 'default' : 'filled'}
          aria-expanded={addOpen}
          aria-controls={addOpen ? ADD_FORM_ID : undefined}
        >
          <FormattedMessage id={addOpen ? 'admin.content.addClose' : 'admin.content.addOpen'} />
        </Button>
      }
    >
      {addOpen && (
        <ContentAddForm
          id={ADD_FORM_ID}
          existingKeys={existingKeys}
          onClose={() => setAddOpen(false)}
          onAdded={(key) => {
            setAddOpen(false);
            // Show what was just added, wherever it sorts.
            setPage(ALL_PAGES);
            setMissingOnly(false);
            setSearch(key);
          }}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="search"
          label={intl.formatMessage({ id: 'admin.common.search' })}
          description={intl.formatMessage({ id: 'admin.content.searchHint' })}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          label={intl.formatMessage({ id: 'admin.content.page' })}
          description={intl.formatMessage({ id: 'admin.content.pageHint' })}
          data={[
            { value: ALL_PAGES, label: intl.formatMessage({ id: 'admin.content.allPages' }) },
            ...pagesInUse.map((id) => ({ value: id, label: pageLabel(id, labels) })),
          ]}
          value={page}
          onChange={(value) => setPage(value ?? ALL_PAGES)}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Switch
          label={intl.formatMessage({ id: 'admin.content.missingOnly' })}
          checked={missingOnly}
          onChange={(event) => setMissingOnly(event.currentTarget.checked)}
        />
        {content.entries && (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="admin.content.missingSummary" values={{ count: incomplete }} />
            {incomplete > 0 &&
              ` (${LANGUAGES.filter((language) => missing[language] > 0)
                .map((language) => `${language.toUpperCase()}: ${missing[language]}`)
                .join(', ')})`}
          </Text>
        )}
      </Stack>
      {!content.entries ? (
        <QueryState isPending={content.isPending} error={content.error} onRetry={() => void content.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyList messageId="admin.content.empty" />
      ) : (
        <Stack gap="xl">
          <Text size="sm" role="status">
            <FormattedMessage id="admin.content.count" values={{ count: shown.length }} />
          </Text>
          {limitGroups(groups, limit).map((group) => (
            <ContentPageGroup key={group.page} group={group} writes={writes} />
          ))}
          {limit < shown.length && (
            <Group>
              <Button variant="light" onClick={() => setLimit((current) => current + TEXTS_PER_STEP)}>
                <FormattedMessage
                  id="admin.content.showMore"
                  values={{ count: Math.min(TEXTS_PER_STEP, shown.length - limit) }}
                />
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </AdminPage>
  );
}
