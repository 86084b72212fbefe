import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { trpc } from '../../app/trpc.ts';
import { AdminPage, QueryState } from '../admin-shell/AdminPage.tsx';
import { MediaCard } from './MediaCard.tsx';
import { MediaUploadForm } from './MediaUploadForm.tsx';
import classes from './media.module.css';

/** The media library (spec 001 section 2): upload one file, the files as cards, delete. */
export function MediaPage() {
  const files = trpc.media.admin.list.useQuery();
  return (
    <AdminPage titleId="admin.nav.media" descriptionId="admin.media.description">
      <MediaUploadForm />
      <Stack gap="sm" component="section" aria-labelledby="media-library-title">
        <Title order={2} size="h4" id="media-library-title">
          <FormattedMessage id="admin.media.libraryTitle" />
          {files.data && (
            <Text component="span" c="dimmed" size="sm" fw={400} ms="xs">
              <FormattedMessage id="admin.media.count" values={{ count: files.data.length }} />
            </Text>
          )}
        </Title>
        <QueryState isPending={files.isPending} error={files.error} onRetry={() => void files.refetch()} />
        {files.data?.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            <FormattedMessage id="admin.media.empty" />
          </Text>
        )}
        {files.data && files.data.length > 0 && (
          <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" className={classes.grid}>
            {files.data.map((file) => (
              <li key={file.id}>
                <MediaCard file={file} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </AdminPage>
  );
}
