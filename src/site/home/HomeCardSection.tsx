import { Button, Group, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PageSection } from '../../components/PageSection.tsx';
import page from '../../components/page.module.css';
import { SiteLink, sitePath } from '../../components/SiteLink.tsx';
import type { SiteMessageId } from '../../i18n/message-ids.ts';

type Props<D, T extends { id: number }> = {
  /** Id of the section's h2, and its texts. */
  id: string;
  titleId: SiteMessageId;
  subtitleId: SiteMessageId;
  tone?: 'plain' | 'muted';
  /** The list's query: placeholders while it loads, no section when it fails. */
  query: { isError: boolean; data?: D[] };
  /** The cards the section shows from the list; none, no section. */
  pick: (list: D[]) => T[];
  placeholders: number;
  cols: Record<string, number>;
  renderCard: (item: T) => ReactNode;
  renderSkeleton: () => ReactNode;
  /** The "see all" link under the grid. */
  moreTo: string;
  moreLabelId: SiteMessageId;
};

/** A home section of cards (services, projects, packages) and its "see all" link. */
export function HomeCardSection<D, T extends { id: number }>({
  id,
  titleId,
  subtitleId,
  tone,
  query,
  pick,
  placeholders,
  cols,
  renderCard,
  renderSkeleton,
  moreTo,
  moreLabelId,
}: Props<D, T>) {
  if (query.isError) return null;
  // Undefined while loading: placeholders keep the layout from jumping.
  const items = query.data && pick(query.data);
  if (items && items.length === 0) return null;
  return (
    <PageSection look="home" id={id} titleId={titleId} subtitleId={subtitleId} tone={tone}>
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
    </PageSection>
  );
}
