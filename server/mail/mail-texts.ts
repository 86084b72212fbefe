import ar from '../../src/i18n/catalogs/mail/ar.json' with { type: 'json' };
import de from '../../src/i18n/catalogs/mail/de.json' with { type: 'json' };
import en from '../../src/i18n/catalogs/mail/en.json' with { type: 'json' };
import ru from '../../src/i18n/catalogs/mail/ru.json' with { type: 'json' };
import tr from '../../src/i18n/catalogs/mail/tr.json' with { type: 'json' };
import type { Language } from '../../src/shared/languages.ts';
import { type Catalog, catalogFormatter } from '../i18n/catalog-formatter.ts';

/**
 * What visitors read from us outside the SPA, in their language: the mails (lead confirmation,
 * newsletter confirmation), the small pages of the newsletter links and the sign-out page. `{site}` is the site
 * name setting (or the public host), `{name}` the visitor's cleaned first name
 * (server/mail/lead-mails.ts), `{email}` the address a newsletter link is for.
 */
export type MailMessageId = keyof typeof tr;

/** Every language holds every Turkish id: a missing id or language is a type error here. */
export const MAIL_CATALOGS: Readonly<Record<Language, Catalog<MailMessageId>>> = { tr, en, de, ru, ar };

/** The mail texts in one language: `mailTexts('de')('leadConfirmSubject', { site })`. */
export const mailTexts = catalogFormatter(MAIL_CATALOGS);
