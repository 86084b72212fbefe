import { Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';
import { PAGE_SIZE_DEFAULT } from '../../shared/paging.ts';
import { adminTrpc } from './admin-trpc.ts';
import classes from './catalog.module.css';
import { ListPagination, useListPage } from './ListPagination.tsx';

type Props = {
  selected: string;
  onPick: (url: string, id: number) => void;
  /** Which files to offer (the server keeps that kind): images by default, or videos. */
  kind?: 'image' | 'video';
  /** Name of a file's button, with {name}; and the text when the library has none of the kind. */
  pickLabelId?: MessageId;
  emptyId?: MessageId;
};

/**
 * The images (or videos) of the media library, to pick a project picture, the intro video or
 * its poster from. Videos are shown by name.
 */
export function MediaPicker({
  selected,
  onPick,
  kind = 'image',
  pickLabelId = 'admin.projects.pickImage',
  emptyId = 'admin.projects.noImages',
}: Props) {
  const intl = useIntl();
  const [page, setPage] = useListPage(kind);
  const media = adminTrpc.media.admin.list.useQuery(
    { kind, page, pageSize: PAGE_SIZE_DEFAULT },
    { placeholderData: keepPreviousData },
  );
  if (media.isPending)
    return (
      <Center py="sm">
        <Loader size="sm" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Center>
    );
  const images = media.data?.items ?? [];
  if (!media.data || media.data.total === 0)
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id={media.error ? 'admin.common.loadError' : emptyId} />
      </Text>
    );
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" className={classes.mediaGrid}>
        {images.map((image) => (
          <button
            key={image.id}
            type="button"
            onClick={() => onPick(image.url, image.id)}
            aria-pressed={selected === image.url}
            aria-label={intl.formatMessage({ id: pickLabelId }, { name: image.originalName })}
            title={image.originalName}
          >
            {kind === 'image' ? (
              <img src={image.url} alt="" loading="lazy" />
            ) : (
              <span className={classes.mediaName}>{image.originalName}</span>
            )}
          </button>
        ))}
      </SimpleGrid>
      <ListPagination data={media.data} onChange={setPage} scrollToTop={false} />
    </Stack>
  );
}
