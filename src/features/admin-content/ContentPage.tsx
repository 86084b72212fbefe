import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tabs.css';
import { Button, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_CATALOGUE, type Language } from '../../shared/languages.ts';
import { PAGE_SIZE_DEFAULT } from '../../shared/paging.ts';
import { EmptyList } from '../admin-catalog/EmptyList.tsx';
import { AdminPage, QueryState } from '../admin-shell/AdminPage.tsx';
import { ListPagination, useListPage } from '../admin-shell/ListPagination.tsx';
import { ContentAddForm } from './ContentAddForm.tsx';
import { ContentCoverage } from './ContentCoverage.tsx';
import { ContentList } from './ContentList.tsx';

const ADD_FORM_ID = 'content-add-form';

/** The add form's state; a new version remounts it with a fresh key to start from. */
type AddForm = { version: number; initialKey: string };

/**
 * Content management (spec 001 section 2): the texts of one language, searchable, added in a
 * form that opens and closes, edited inline one at a time, deleted without a prompt; plus the
 * coverage view (keys missing per language).
 */
export function ContentPage() {
  const intl = useIntl();
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<string | null>('entries');
  const [addForm, setAddForm] = useState<AddForm | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);

  const openAddForm = (initialKey = '') =>
    setAddForm((current) => ({ version: (current?.version ?? 0) + 1, initialKey }));
  const changeLanguage = (next: Language) => {
    setLanguage(next);
    setEditingId(null);
  };

  return (
    <AdminPage
      titleId="admin.nav.content"
      descriptionId="admin.content.description"
      actions={
        <Button
          onClick={() => (addForm ? setAddForm(null) : openAddForm())}
          variant={addForm ? 'default' : 'filled'}
          aria-expanded={addForm !== null}
          aria-controls={addForm ? ADD_FORM_ID : undefined}
        >
          <FormattedMessage id={addForm ? 'admin.content.addClose' : 'admin.content.addOpen'} />
        </Button>
      }
    >
      <Select
        label={intl.formatMessage({ id: 'admin.content.language' })}
        data={LANGUAGE_CATALOGUE.map((item) => ({ value: item.code, label: item.nativeName }))}
        value={language}
        onChange={(value) => isLanguage(value) && changeLanguage(value)}
        allowDeselect={false}
        maw={{ base: '100%', sm: 280 }}
      />
      {addForm && (
        <ContentAddForm
          key={addForm.version}
          id={ADD_FORM_ID}
          language={language}
          initialKey={addForm.initialKey}
          onClose={() => setAddForm(null)}
          onAdded={(key) => {
            setAddForm(null);
            // Show what was just added, wherever it sorts among the ~380 keys.
            setSearch(key);
            setTab('entries');
          }}
        />
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="entries">
            <FormattedMessage id="admin.content.tabEntries" />
          </Tabs.Tab>
          <Tabs.Tab value="coverage">
            <FormattedMessage id="admin.content.tabCoverage" />
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="entries" pt="md">
          <ContentEntries
            language={language}
            search={search}
            onSearchChange={setSearch}
            editingId={editingId}
            onEditingChange={setEditingId}
          />
        </Tabs.Panel>
        <Tabs.Panel value="coverage" pt="md">
          <ContentCoverage
            onMissingKey={(missingLanguage, key) => {
              changeLanguage(missingLanguage);
              setTab('entries');
              openAddForm(key);
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}

type EntriesProps = {
  language: Language;
  search: string;
  onSearchChange: (search: string) => void;
  editingId: number | null;
  onEditingChange: (id: number | null) => void;
};

function ContentEntries({ language, search, onSearchChange, editingId, onEditingChange }: EntriesProps) {
  const intl = useIntl();
  // The server searches keys and texts; it is asked once typing pauses.
  const [query] = useDebouncedValue(search.trim(), 300);
  // A new language or search starts again at the first page.
  const [page, setPage] = useListPage(`${language}\u0000${query}`);
  const list = trpc.content.admin.list.useQuery(
    { language, search: query || undefined, page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: keepPreviousData },
  );
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label={intl.formatMessage({ id: 'admin.common.search' })}
        placeholder={intl.formatMessage({ id: 'admin.content.searchPlaceholder' })}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
      />
      {!list.data ? (
        <QueryState isPending={list.isPending} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyList messageId="admin.content.empty" />
      ) : (
        <>
          <ContentList
            entries={list.data.items}
            language={language}
            editingId={editingId}
            onEditingChange={onEditingChange}
          />
          <ListPagination data={list.data} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
