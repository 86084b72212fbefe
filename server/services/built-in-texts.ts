import ar from '../../src/i18n/messages/ar.json' with { type: 'json' };
import de from '../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../src/i18n/messages/en.json' with { type: 'json' };
import ru from '../../src/i18n/messages/ru.json' with { type: 'json' };
import tr from '../../src/i18n/messages/tr.json' with { type: 'json' };
import type { Language } from '../../src/shared/languages.ts';

/** The SPA's built-in dictionaries: the initial wording of the content store and its fallback. */
export const BUILT_IN_TEXTS: Record<Language, Record<string, string>> = { tr, en, de, ru, ar };
