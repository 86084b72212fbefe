import { Text, Title, type TitleProps } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';

type Props = {
  titleId: MessageId;
  /** The dimmed line under the heading that says what the part is for. */
  hintId: MessageId;
} & Pick<TitleProps, 'order' | 'size' | 'id'>;

/** A heading and its hint line (the caller groups them where its layout needs it). */
export function TitleWithHint({ titleId, hintId, ...title }: Props) {
  return (
    <>
      <Title {...title}>
        <FormattedMessage id={titleId} />
      </Title>
      <Text size="sm" c="dimmed">
        <FormattedMessage id={hintId} />
      </Text>
    </>
  );
}
