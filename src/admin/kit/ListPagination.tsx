import '@mantine/core/styles/Pagination.css';
import { Box, Group, Pagination, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Paged, pageCount } from '../../shared/paging.ts';

/**
 * The page of a paged admin list: back to the first page whenever its filters (any text that
 * identifies them) change, without an effect.
 */
export function useListPage(filtersKey: string): [page: number, setPage: (page: number) => void] {
  const [state, setState] = useState({ filtersKey, page: 1 });
  const page = state.filtersKey === filtersKey ? state.page : 1;
  const setPage = useCallback((next: number) => setState({ filtersKey, page: next }), [filtersKey]);
  return [page, setPage];
}

type Props = {
  /** The answer of the list's query. */
  data: Paged<unknown>;
  onChange: (page: number) => void;
  /** Whether a new page scrolls the window to the top (not inside a dialog). */
  scrollToTop?: boolean;
};

/**
 * Under a paged list: which rows of how many are shown, and the pages (when there is more than
 * one). A page that a delete emptied moves to the new last page.
 */
export function ListPagination({ data, onChange, scrollToTop = true }: Props) {
  const intl = useIntl();
  const { page, pageSize, total, items } = data;
  const pages = pageCount(total, pageSize);
  useEffect(() => {
    if (items.length === 0 && page > pages) onChange(pages);
  }, [items.length, page, pages, onChange]);
  if (total === 0) return null;
  const from = Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" role="status">
        {intl.formatMessage({ id: 'admin.common.pageRange' }, { from, to, total })}
      </Text>
      {pages > 1 && (
        <Box component="nav" aria-label={intl.formatMessage({ id: 'admin.common.pagination' })}>
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => {
              onChange(next);
              // The next page starts at the top of the list, not at the controls.
              if (scrollToTop) window.scrollTo({ top: 0 });
            }}
            size="sm"
            getItemProps={(number) => ({
              'aria-label': intl.formatMessage({ id: 'admin.common.pageNumber' }, { page: number }),
            })}
            getControlProps={(control) =>
              control === 'previous' || control === 'next'
                ? { 'aria-label': intl.formatMessage({ id: `admin.common.${control}Page` }) }
                : {}
            }
          />
        </Box>
      )}
    </Group>
  );
}
