import { Button, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { IDENTIFIER_INPUT_PROPS } from './identifier-input.ts';
import { slugify } from './slug.ts';

type Props = {
  title: string;
  slug: string;
  onTitleChange: (title: string) => void;
  onSlugChange: (slug: string) => void;
  titleError?: ReactNode;
  slugError?: ReactNode;
  /**
   * New items: the slug follows the title until the admin types one, and a slug made from the
   * title is offered. Existing items keep theirs: nothing is offered (a new slug is a new address).
   */
  followTitle: boolean;
  /** An existing item's stored slug: when the admin types another, the old address is said to redirect. */
  storedSlug?: string;
};

/** Title and slug (both required, spec 001 section 5), with the slug suggested from the title. */
export function TitleSlugFields({
  title,
  slug,
  onTitleChange,
  onSlugChange,
  titleError,
  slugError,
  followTitle,
  storedSlug,
}: Props) {
  const intl = useIntl();
  const [following, setFollowing] = useState(followTitle);
  const suggestion = slugify(title);
  return (
    <>
      <TextInput
        label={intl.formatMessage({ id: 'admin.catalog.title' })}
        description={intl.formatMessage({ id: 'admin.catalog.titleHint' })}
        required
        // Turkish text: written left-to-right in any admin language.
        dir="ltr"
        value={title}
        onChange={(event) => {
          const next = event.currentTarget.value;
          onTitleChange(next);
          if (following) onSlugChange(slugify(next));
        }}
        error={titleError}
      />
      <TextInput
        label={intl.formatMessage({ id: 'admin.catalog.slug' })}
        description={intl.formatMessage({ id: 'admin.catalog.slugHint' })}
        required
        {...IDENTIFIER_INPUT_PROPS}
        value={slug}
        onChange={(event) => {
          const next = event.currentTarget.value;
          onSlugChange(next);
          // Typing a slug stops the following; clearing it starts it again.
          setFollowing(next === '');
        }}
        error={slugError}
        inputContainer={(input) => (
          <>
            {input}
            {followTitle && suggestion && suggestion !== slug && (
              <Button
                variant="subtle"
                size="compact-xs"
                mt={4}
                onClick={() => onSlugChange(suggestion)}
                aria-label={intl.formatMessage({ id: 'admin.catalog.useSuggestion' }, { slug: suggestion })}
              >
                <FormattedMessage id="admin.catalog.useSuggestion" values={{ slug: suggestion }} />
              </Button>
            )}
            {storedSlug && slug.trim() && slug.trim() !== storedSlug && (
              <Text size="xs" c="dimmed" mt={4} role="status">
                <FormattedMessage id="admin.catalog.slugMoved" values={{ slug: storedSlug }} />
              </Text>
            )}
          </>
        )}
      />
    </>
  );
}
