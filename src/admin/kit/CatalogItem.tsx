import { Group, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './catalog.module.css';

type Props = {
  id: number;
  kind: 'service' | 'project';
  title: string;
  slug: string;
  description: string;
  /** The icon or picture at the start of the row. */
  media: ReactNode;
  badges: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
};

/** One service or project in its admin list: picture, title, slug, badges, actions. */
export function CatalogItem({ id, kind, title, slug, description, media, badges, actions, children }: Props) {
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
          </div>
          <Group gap="xs" className={classes.actions}>
            {actions}
          </Group>
        </div>
      </Paper>
    </li>
  );
}
