import { Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc.ts';
import { PAGE_SIZE_DEFAULT } from '../../shared/paging.ts';
import classes from '../admin-catalog/catalog.module.css';
import { ListPagination, useListPage } from '../admin-shell/ListPagination.tsx';

/** The images of the media library (the server keeps the images), to pick a project picture from. */
export function MediaPicker({ selected, onPick }: { selected: string; onPick: (url: string) => void }) {
  const intl = useIntl();
  const [page, setPage] = useListPage('');
  const media = trpc.media.admin.list.useQuery(
    { kind: 'image', page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: keepPreviousData },
  );
  if (media.isPending)
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Center>
    );
  const images = media.data?.items ?? [];
  if (!media.data || media.data.total === 0)
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id={media.error ? 'admin.common.loadError' : 'admin.projects.noImages'} />
      </Text>
    );
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" className={classes.mediaGrid}>
        {images.map((image) => (
          <button
            key={image.id}
            type="button"
            onClick={() => onPick(image.url)}
            aria-pressed={selected === image.url}
            aria-label={intl.formatMessage({ id: 'admin.projects.pickImage' }, { name: image.originalName })}
            title={image.originalName}
          >
            <img src={image.url} alt="" loading="lazy" />
          </button>
        ))}
      </SimpleGrid>
      <ListPagination data={media.data} onChange={setPage} scrollToTop={false} />
    </Stack>
  );
}
