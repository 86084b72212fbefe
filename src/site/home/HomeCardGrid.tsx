import { Button, Group, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import page from '../../components/page.module.css';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';

type Props<T extends { id: number }> = {
  /** The cards' data; undefined while loading (placeholders keep the layout from jumping). */
  items: T[] | undefined;
  placeholders: number;
  cols: Record<string, number>;
  renderCard: (item: T) => ReactNode;
  renderSkeleton: () => ReactNode;
  /** The "see all" link under the grid. */
  moreTo: string;
  moreLabelId: string;
};

/** The card grid of a home section (services, projects, packages) and its "see all" link. */
export function HomeCardGrid<T extends { id: number }>({
  items,
  placeholders,
  cols,
  renderCard,
  renderSkeleton,
  moreTo,
  moreLabelId,
}: Props<T>) {
  return (
    <>
      <SimpleGrid
        cols={cols}
        spacing="lg"
        component="ul"
        className={page.cardList}
        aria-busy={items ? undefined : true}
      >
        {items
          ? items.map((item) => <li key={item.id}>{renderCard(item)}</li>)
          : Array.from({ length: placeholders }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>{renderSkeleton()}</li>
            ))}
      </SimpleGrid>
      <Group justify="center" mt="xl">
        <Button variant="outline" size="md" component={SiteLink} to={sitePath(moreTo)}>
          <FormattedMessage id={moreLabelId} />
        </Button>
      </Group>
    </>
  );
}
