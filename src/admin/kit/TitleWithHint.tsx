import { Text, Title, type TitleProps } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

type Props = {
  titleId: string;
  /** The dimmed line under the heading that says what the part is for. */
  hintId: string;
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
