import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-ids.ts';

/** One entry of a card's details list (`<dl>`): the label, then the value. */
export function MetaItem({ labelId, children }: { labelId: MessageId; children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}
