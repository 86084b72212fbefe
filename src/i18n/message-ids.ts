import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { IntlShape } from 'react-intl';
import type { Messages } from '../shared/compiled-messages.ts';
import type { AdminMessageId, MessageId, SiteMessageId } from './all-catalogs.ts';

/**
 * Message ids as types (react-intl-ids.d.ts makes react-intl take only these): a prop or a table
 * that carries an id is typed with them, so the id is checked where it is written.
 */
export type { AdminMessageId, MessageId, SiteMessageId };

/**
 * The prefixes P for which `${P}${Suffix}` is an id: `IdPrefix<'.title'>` holds 'about.hero' as
 * about.hero.title is a text. Intersect two for a prefix that has both texts.
 */
export type IdPrefix<Suffix extends string> = MessageId extends infer Id
  ? Id extends `${infer Prefix}${Suffix}`
    ? Prefix
    : never
  : never;

/** The rest of the ids that start with Prefix: `IdSuffix<'ecommerce.recommender.'>` holds 'formTitle'. */
export type IdSuffix<Prefix extends string> = MessageId extends infer Id
  ? Id extends `${Prefix}${infer Rest}`
    ? Rest
    : never
  : never;

/**
 * The id `${prefix}${suffix}`, where IdSuffix<Prefix> has let only a suffix through that makes an
 * id (checked where the suffix is written). The cast restates that: TypeScript cannot follow it
 * through a generic prefix.
 */
export function joinId<Prefix extends string>(prefix: Prefix, suffix: IdSuffix<Prefix>): MessageId {
  return `${prefix}${suffix}` as MessageId;
}

/** Options a form offers, each with the id of its label. */
export type LabelledOptions = {
  options: readonly string[];
  /** The label of a value the form holds (a string); none for a value that is not one of the options. */
  labelId: (value: string) => MessageId | undefined;
};

/**
 * Options with their label ids, written (and so checked) where the options are listed:
 * `labelledOptions(TIMELINES, (option) => `x.timeline.${option}`)`.
 */
export function labelledOptions<Option extends string>(
  options: readonly Option[],
  idOf: (option: Option) => MessageId,
): LabelledOptions {
  return {
    options,
    labelId: (value) => {
      const option = options.find((candidate) => candidate === value);
      return option === undefined ? undefined : idOf(option);
    },
  };
}

/** The label of a value the form holds in the page's language; a value that is no option shows as itself. */
export function optionText(intl: Pick<IntlShape, 'formatMessage'>, choice: LabelledOptions, value: string): string {
  const id = choice.labelId(value);
  return id ? intl.formatMessage({ id }) : value;
}

/** The dictionary type IntlProvider takes since ids are typed: every id of every area. */
export type IntlMessages = Record<MessageId, MessageFormatElement[]>;

/**
 * A loaded dictionary for IntlProvider. The one cast of the dictionaries: a provider holds one
 * area's ids (the site's; the admin adds its own) and server content, never every id, and react-intl
 * falls back by design for an id it lacks (the default text, then the id itself).
 */
export function intlMessages(messages: Messages): IntlMessages {
  return messages as IntlMessages;
}

/**
 * Whether an id made at run time from stored data (a history field, a setting key, a service
 * feature) has a text in the loaded dictionary. The one narrowing of an unchecked id: the
 * dictionary, not the type, says whether such a text exists.
 */
export function isMessageId(intl: Pick<IntlShape, 'messages'>, id: string): id is MessageId {
  return Object.hasOwn(intl.messages, id);
}

/**
 * The name of a code the owner stores freely (a project category: `portfolio.category.<code>`):
 * its text when the dictionary has one, else the code as it is stored.
 */
export function storedCodeName(intl: Pick<IntlShape, 'messages' | 'formatMessage'>, prefix: string, code: string) {
  const id = `${prefix}.${code}`;
  return isMessageId(intl, id) ? intl.formatMessage({ id }) : code;
}
