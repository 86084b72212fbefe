import { Anchor, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/message-ids.ts';
import { SiteLink, sitePath } from './SiteLink.tsx';

/**
 * The privacy notice at the point of collection (KVKK art. 10, issue 12): one sentence on what
 * the form's data is used for and a link to the data-protection notice (the router keeps the language prefix).
 */
export function PrivacyNotice({ textId, tone = 'light' }: { textId: MessageId; tone?: 'light' | 'dark' }) {
  return (
    <Text size="xs" c={tone === 'dark' ? 'gray.4' : 'gray.7'} data-privacy-notice="">
      <FormattedMessage id={textId} />{' '}
      <Anchor
        component={SiteLink}
        to={sitePath('/kvkk')}
        size="xs"
        c={tone === 'dark' ? 'orange.3' : 'orange.9'}
        underline="always"
        // Told apart from the sentence by more than colour (the link-in-text-block rule).
        style={{ textDecoration: 'underline' }}
      >
        <FormattedMessage id="footer.legal.kvkk" />
      </Anchor>
    </Text>
  );
}
