import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { type CompactMessages, compactMessage, type SourceMessages } from '../../src/shared/compiled-messages.ts';

/**
 * A text compiled with formatjs's ICU parser (tags included, as react-intl reads them). A text
 * the parser refuses (an edited text with a stray `{`) is shown as written, not dropped.
 */
export function compileMessage(text: string): string | MessageFormatElement[] {
  try {
    return compactMessage(parse(text, { ignoreTag: false }));
  } catch {
    // The compact form of one literal is the text itself.
    return text;
  }
}

/** A dictionary compiled for react-intl, in the compact form the browser expands. */
export function compileMessages(source: SourceMessages): CompactMessages {
  const compiled: CompactMessages = {};
  for (const [key, text] of Object.entries(source)) compiled[key] = compileMessage(text);
  return compiled;
}
