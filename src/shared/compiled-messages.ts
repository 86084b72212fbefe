import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Texts compiled for react-intl. The browser loads no ICU parser: the message catalogs are
 * compiled at build time (server/tooling/build/compiled-catalogs.ts) and the edited texts on the
 * server (`content.messages`), both with formatjs's own parser (server/i18n/compile-messages.ts).
 */

/** A dictionary as react-intl takes it: every text as its syntax tree. */
export type Messages = Record<string, MessageFormatElement[]>;
/** Texts as written (the dictionaries' JSON, the content store). */
export type SourceMessages = Record<string, string>;
/**
 * Compiled texts as they travel: a text that is one plain run of words (nearly all of them) is
 * that string, anything else (arguments, plurals, tags) its syntax tree. Half the bytes.
 */
export type CompactMessages = Record<string, string | MessageFormatElement[]>;

/** formatjs's TYPE.literal. */
const LITERAL = 0;

/** The syntax trees of compact messages: a plain string is one literal (none when empty). */
export function expandMessages(compact: CompactMessages): Messages {
  const messages: Messages = {};
  for (const [key, message] of Object.entries(compact)) {
    messages[key] = typeof message !== 'string' ? message : message === '' ? [] : [{ type: LITERAL, value: message }];
  }
  return messages;
}

/** The compact form of a syntax tree (see CompactMessages). */
export function compactMessage(elements: MessageFormatElement[]): string | MessageFormatElement[] {
  if (elements.length === 0) return '';
  const [first] = elements;
  return elements.length === 1 && first.type === LITERAL ? first.value : elements;
}

/** Whether a dictionary entry holds any text. */
export function hasText(message: MessageFormatElement[] | string | undefined): boolean {
  return typeof message === 'string' ? message !== '' : Array.isArray(message) && message.length > 0;
}
