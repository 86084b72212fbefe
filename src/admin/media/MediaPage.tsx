import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { PAGE_SIZE_DEFAULT } from '../../shared/paging.ts';
import { AdminPage, QueryState } from '../kit/AdminPage.tsx';
import { adminTrpc } from '../kit/admin-trpc.ts';
import { ListPagination, useListPage } from '../kit/ListPagination.tsx';
import { MediaCard } from './MediaCard.tsx';
import { MediaUploadForm } from './MediaUploadForm.tsx';
import classes from './media.module.css';

/** The media library (spec 001 section 2): upload one file, the files as cards 50 at a time, delete. */
export function MediaPage() {
  const [page, setPage] = useListPage('');
  const files = adminTrpc.media.admin.list.useQuery(
    { page, pageSize: PAGE_SIZE_DEFAULT },
    {
      placeholderData: keepPreviousData,
      // While an image's variants are being made, look again now and then so its status moves on.
      refetchInterval: (query) =>
        query.state.data?.items.some((file) => file.image?.status === 'processing') ? 3000 : false,
    },
  );
  const data = files.data;
  return (
    <AdminPage titleId="admin.nav.media" descriptionId="admin.media.description">
      <MediaUploadForm />
      <Stack gap="sm" component="section" aria-labelledby="media-library-title">
        <Title order={2} size="h4" id="media-library-title">
          <FormattedMessage id="admin.media.libraryTitle" />
          {data && (
            <Text component="span" c="dimmed" size="sm" fw={400} ms="xs">
              <FormattedMessage id="admin.media.count" values={{ count: data.total }} />
            </Text>
          )}
        </Title>
        <QueryState isPending={files.isPending} error={files.error} onRetry={() => void files.refetch()} />
        {data?.total === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            <FormattedMessage id="admin.media.empty" />
          </Text>
        )}
        {data && data.items.length > 0 && (
          <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" className={classes.grid}>
            {data.items.map((file) => (
              <li key={file.id}>
                <MediaCard file={file} />
              </li>
            ))}
          </SimpleGrid>
        )}
        {data && <ListPagination data={data} onChange={setPage} />}
      </Stack>
    </AdminPage>
  );
}
