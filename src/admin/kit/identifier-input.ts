/** Props of an input that holds a machine name (a slug, a content key): left-to-right, no autofill, no spelling marks. */
export const IDENTIFIER_INPUT_PROPS = { dir: 'ltr', autoComplete: 'off', spellCheck: false } as const;
