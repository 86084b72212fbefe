import { Center, Loader, SimpleGrid, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/trpc.ts';
import classes from '../admin-catalog/catalog.module.css';

/** The images of the media library, to pick a project picture from. */
export function MediaPicker({ selected, onPick }: { selected: string; onPick: (url: string) => void }) {
  const intl = useIntl();
  const media = trpc.media.admin.list.useQuery();
  if (media.isPending)
    return (
      <Center py="sm">
        <Loader size="sm" aria-label={intl.formatMessage({ id: 'common.loading' })} />
      </Center>
    );
  const images = (media.data ?? []).filter((file) => file.mimeType.startsWith('image/'));
  if (images.length === 0)
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id={media.error ? 'admin.common.loadError' : 'admin.projects.noImages'} />
      </Text>
    );
  return (
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
  );
}
