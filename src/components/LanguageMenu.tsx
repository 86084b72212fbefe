import { Button, Menu, SimpleGrid } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLanguage } from '../i18n/LanguageContext.tsx';
import { LANGUAGE_CATALOGUE } from '../shared/languages.ts';
import { Flag } from './Flags.tsx';
import { ChevronDownIcon } from './Icons.tsx';
import classes from './language-menu.module.css';

/** Header dropdown: flag and native name of each language. */
export function LanguageMenu() {
  const { language, setLanguage } = useLanguage();
  const intl = useIntl();
  const current = LANGUAGE_CATALOGUE.find((entry) => entry.code === language) ?? LANGUAGE_CATALOGUE[0];
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          rightSection={<ChevronDownIcon size={16} />}
          // The visible code comes first, so the accessible name contains what is shown.
          aria-label={`${current.code.toUpperCase()} – ${intl.formatMessage({ id: 'language.select', defaultMessage: 'Dil seçin' })}`}
        >
          <Flag code={current.code} />
          <span className={classes.languageCode}>{current.code.toUpperCase()}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGE_CATALOGUE.map((entry) => (
          <Menu.Item
            key={entry.code}
            onClick={() => void setLanguage(entry.code)}
            leftSection={<Flag code={entry.code} />}
            lang={entry.code}
            aria-current={entry.code === language ? 'true' : undefined}
            fw={entry.code === language ? 700 : 400}
          >
            {entry.nativeName}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The mobile menu's 3-column language grid. */
export function LanguageGrid({ onChosen }: { onChosen?: () => void }) {
  const { language, setLanguage } = useLanguage();
  return (
    <SimpleGrid cols={3} spacing="xs">
      {LANGUAGE_CATALOGUE.map((entry) => (
        <button
          type="button"
          key={entry.code}
          className={classes.languageTile}
          data-active={entry.code === language || undefined}
          aria-pressed={entry.code === language}
          lang={entry.code}
          onClick={() => {
            void setLanguage(entry.code);
            onChosen?.();
          }}
        >
          <Flag code={entry.code} width={18} /> {entry.nativeName}
        </button>
      ))}
    </SimpleGrid>
  );
}
