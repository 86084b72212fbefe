import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A dictionary as react-intl takes it: texts compiled to ICU syntax trees (or plain strings). */
export type Messages = Record<string, MessageFormatElement[] | string>;
export type SourceMessages = Record<string, string>;
export type ParseMessage = (text: string) => MessageFormatElement[];

/** formatjs's element types (TYPE.literal, TYPE.argument). */
const LITERAL = 0;
const ARGUMENT = 1;

/**
 * The syntax tree of a text that holds only words and `{name}` arguments (every built-in text
 * and nearly every edited one), without the ICU parser; undefined for anything more (plural,
 * select, formats, tags, quoting), which needs the full parser. A single scan, no regex.
 */
export function compileSimpleMessage(text: string): MessageFormatElement[] | undefined {
  const elements: MessageFormatElement[] = [];
  let literal = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '<' || char === '}') return undefined;
    // An apostrophe before a syntax character starts quoting (ICU); elsewhere it is itself.
    if (char === "'" && "{}<>#|'".includes(text[i + 1] ?? '')) return undefined;
    if (char !== '{') {
      literal += char;
      continue;
    }
    const end = text.indexOf('}', i);
    const name = end < 0 ? '' : text.slice(i + 1, end).trim();
    if (!isArgumentName(name)) return undefined;
    if (literal) elements.push({ type: LITERAL, value: literal });
    literal = '';
    elements.push({ type: ARGUMENT, value: name });
    i = end;
  }
  if (literal) elements.push({ type: LITERAL, value: literal });
  return elements;
}

function isArgumentName(name: string): boolean {
  if (!name) return false;
  for (const char of name) {
    if (!/[\p{L}\p{N}_]/u.test(char)) return false;
  }
  return true;
}

/**
 * Compiles a dictionary. Texts beyond the simple form go through `parse` when given (the admin
 * carries the full parser); without it they stay strings, reported by `needsParser`.
 */
export function compileMessages(source: SourceMessages, parse?: ParseMessage): Messages {
  const compiled: Messages = {};
  for (const [key, text] of Object.entries(source)) {
    compiled[key] = compileSimpleMessage(text) ?? (parse ? parse(text) : text);
  }
  return compiled;
}

/** For react-intl, whose type wants all strings or all trees (it takes both). */
export function asIntlMessages(messages: Messages): Record<string, MessageFormatElement[]> {
  return messages as Record<string, MessageFormatElement[]>;
}

/** Whether a dictionary entry (a string or a compiled tree) holds any text. */
export function hasText(message: MessageFormatElement[] | string | undefined): boolean {
  return typeof message === 'string' ? message !== '' : Array.isArray(message) && message.length > 0;
}

/** Whether any text of the dictionary needs the full ICU parser. */
export function needsParser(source: SourceMessages | undefined): boolean {
  return Object.values(source ?? {}).some((text) => compileSimpleMessage(text) === undefined);
}
