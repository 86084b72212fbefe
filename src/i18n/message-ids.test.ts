import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { expandMessages } from '../shared/compiled-messages.ts';
import { SITE_CATALOGS } from './all-catalogs.ts';
import { intlMessages, isMessageId, labelledOptions, type MessageId, optionText } from './message-ids.ts';

const intl = createIntl({ locale: 'en', messages: intlMessages(expandMessages(SITE_CATALOGS.en)) });

describe('message ids', () => {
  it('an unknown id is a type error (tsc checks this; the function never runs)', () => {
    // If react-intl stopped taking only catalog ids (react-intl-ids.d.ts), these expected errors
    // would be unused, and tsc fails on an unused @ts-expect-error.
    const neverRun = () => {
      // @ts-expect-error unknown ids are a type error
      intl.formatMessage({ id: 'no.such.id' });
      // @ts-expect-error a prop typed as a message id takes no other string
      const typo: MessageId = 'nav.hoem';
      return typo;
    };
    expect(neverRun).toBeTypeOf('function');
  });

  it('a run-time id is narrowed only when the loaded dictionary has its text', () => {
    expect(isMessageId(intl, 'nav.home')).toBe(true);
    expect(isMessageId(intl, 'portfolio.category.unknown')).toBe(false);
    expect(isMessageId(intl, 'constructor')).toBe(false);
  });

  it('an option the form holds is labelled by the id written beside it; any other value shows as it is', () => {
    const categories = labelledOptions(['web', 'design'] as const, (option) => `service.filter.${option}`);
    expect(categories.labelId('web')).toBe('service.filter.web');
    expect(categories.labelId('other')).toBeUndefined();
    expect(optionText(intl, categories, 'design')).toBe(SITE_CATALOGS.en['service.filter.design']);
    expect(optionText(intl, categories, 'other')).toBe('other');
  });
});
