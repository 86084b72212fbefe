import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** One entry of a card's details list (`<dl>`): the label, then the value. */
export function MetaItem({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}
