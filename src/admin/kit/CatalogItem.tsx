import { Group, Paper, Text, Title } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import type { Language } from '../../shared/languages.ts';
import { CatalogItemActions } from './CatalogItemActions.tsx';
import classes from './catalog.module.css';
import { LanguageBadges, StatusBadges } from './StatusBadges.tsx';

type Props = {
  /** The service or project of the row: its Turkish texts, visibility and written languages. */
  item: {
    id: number;
    title: string;
    slug: string;
    description: string;
    isActive: boolean;
    featured: boolean;
    languages: readonly Language[];
  };
  kind: 'service' | 'project';
  /** The icon or picture at the start of the row. */
  media: ReactNode;
  /** Badges of the item's own, after its visibility. */
  badges?: ReactNode;
  onEdit: () => void;
  onTexts: () => void;
  remove: ComponentProps<typeof CatalogItemActions>['remove'];
  /** Below the description, before the language badges. */
  children?: ReactNode;
};

/** One service or project in its admin list: picture, title, slug, badges, its languages and actions. */
export function CatalogItem({ item, kind, media, badges, onEdit, onTexts, remove, children }: Props) {
  const { id, slug, description } = item;
  const title = item.title || slug;
  const titleId = `${kind}-${id}-title`;
  return (
    <li>
      <Paper component="article" aria-labelledby={titleId} withBorder p="md" radius="md">
        <div className={classes.item}>
          <div className={classes.media}>{media}</div>
          <div>
            <Group gap="xs" align="center">
              {/* The admin's title and description are the Turkish texts: their own direction. */}
              <Title order={2} size="h5" id={titleId} dir="auto">
                {title}
              </Title>
              <StatusBadges isActive={item.isActive} featured={item.featured} />
              {badges}
            </Group>
            <Text size="xs" c="dimmed" className={classes.slug}>
              <span dir="ltr">{slug}</span>
            </Text>
            {description && (
              <Text size="sm" mt={4} lineClamp={2} dir="auto">
                {description}
              </Text>
            )}
            {children}
            <LanguageBadges languages={item.languages} />
          </div>
          <Group gap="xs" className={classes.actions}>
            <CatalogItemActions id={id} kind={kind} name={title} onEdit={onEdit} onTexts={onTexts} remove={remove} />
          </Group>
        </div>
      </Paper>
    </li>
  );
}
