import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { trpc } from '../../app/PublicTrpc.tsx';
import { Honeypot } from '../../components/Honeypot.tsx';
import { PrivacyNotice } from '../../components/PrivacyNotice.tsx';
import { useLanguage } from '../../i18n/LanguageContext.tsx';
import { apiErrorCodeOf } from '../../lib/api-error-code.ts';
import classes from './layout.module.css';

/**
 * Footer newsletter box: email input and subscribe button, stored through POST /api/newsletter,
 * with the honeypot and the privacy notice of issue 12.
 */
export function NewsletterBox() {
  const intl = useIntl();
  const { language } = useLanguage();
  const [email, setEmail] = useState('');
  const honeypot = useRef<HTMLInputElement>(null);
  const subscribe = trpc.contact.subscribe.useMutation({
    onSuccess: () => {
      setEmail('');
      notifications.show({
        color: 'green',
        title: intl.formatMessage({ id: 'footer.newsletter.success.title' }),
        message: intl.formatMessage({ id: 'footer.newsletter.success.text' }),
      });
    },
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: intl.formatMessage({ id: 'footer.newsletter.error.title' }),
        message: intl.formatMessage({
          id: apiErrorCodeOf(error) === 'RATE_LIMITED' ? 'errors.rateLimited' : 'footer.newsletter.error.text',
        }),
      }),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe.mutate({ email, language, website: honeypot.current?.value ?? '' });
  };
  const label = intl.formatMessage({ id: 'footer.newsletter.placeholder' });
  return (
    <form className={classes.newsletter} onSubmit={onSubmit}>
      <Title order={2} size="h5" className={classes.footerHeading}>
        <FormattedMessage id="footer.newsletter.title" />
      </Title>
      <Text size="sm" c="gray.4">
        <FormattedMessage id="footer.newsletter.text" />
      </Text>
      <Group gap="xs" wrap="nowrap" mt="xs">
        <TextInput
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={label}
          aria-label={label}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          className={classes.newsletterInput}
        />
        <Button type="submit" loading={subscribe.isPending}>
          <FormattedMessage id="footer.newsletter.subscribe" />
        </Button>
      </Group>
      <Honeypot inputRef={honeypot} />
      <PrivacyNotice textId="footer.newsletter.privacy" tone="dark" />
    </form>
  );
}
