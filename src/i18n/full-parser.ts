import { parse } from '@formatjs/icu-messageformat-parser';
import type { ParseMessage } from './compile-messages.ts';

/**
 * The full ICU parser, in a chunk of its own: public pages load it only when an edited text
 * needs more than words and `{name}` arguments; the admin imports it for its plurals.
 */
export const parseMessage: ParseMessage = (text) => parse(text, { ignoreTag: false });
