import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { LANGUAGES, type Language } from '../../shared/languages.ts';

/** Aktif/Pasif (spec 001: badges, no toggle on the list) and the featured mark. */
export function StatusBadges({ isActive, featured }: { isActive: boolean; featured: boolean }) {
  return (
    <>
      <Badge color={isActive ? 'green' : 'gray'} variant="light">
        <FormattedMessage id={isActive ? 'admin.common.active' : 'admin.common.inactive'} />
      </Badge>
      {featured && (
        <Badge color="orange" variant="light">
          <FormattedMessage id="admin.catalog.featured" />
        </Badge>
      )}
    </>
  );
}

/** The languages an item has its own texts in (the others show the Turkish ones). */
export function LanguageBadges({ languages }: { languages: readonly Language[] }) {
  const present = LANGUAGES.filter((language) => languages.includes(language));
  return (
    <Group gap={4} mt={6} align="center">
      <Text size="xs" c="dimmed">
        <FormattedMessage id="admin.catalog.textsIn" />
      </Text>
      {present.map((language) => (
        <Badge key={language} size="xs" variant="outline" color="gray" tt="uppercase">
          {language}
        </Badge>
      ))}
    </Group>
  );
}
