/**
 * Every prefill path of the contact subject reads naturally in every language (issue 12: the
 * subject read "Standart E-Ticaret Paketi paketi hakkında bilgi"): a package link and the
 * package recommender (?package=), and the service questionnaire (?services=), with the real
 * dictionaries and the seeded package names.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { PRICING_SEEDS } from '../../../server/db/seed/pricing.seed.ts';
import ar from '../../i18n/catalogs/site/ar.json' with { type: 'json' };
import de from '../../i18n/catalogs/site/de.json' with { type: 'json' };
import en from '../../i18n/catalogs/site/en.json' with { type: 'json' };
import ru from '../../i18n/catalogs/site/ru.json' with { type: 'json' };
import tr from '../../i18n/catalogs/site/tr.json' with { type: 'json' };
import { parseQuoteSearch, quoteSubject } from '../../lib/quote-search.ts';
import { LANGUAGES } from '../../shared/languages.ts';

const dictionaries: Record<string, Record<string, string>> = { tr, en, de, ru, ar };
/** The word for "package" in each language; a subject must not say it twice. */
const PACKAGE_WORD: Record<string, RegExp> = {
  tr: /paket/giu,
  en: /package/giu,
  de: /paket/giu,
  ru: /пакет/giu,
  ar: /باق/gu,
};

function subject(language: string, search: Record<string, string>) {
  const format = (id: string, values: Record<string, string>) =>
    String(new IntlMessageFormat(dictionaries[language][id], language).format(values));
  return quoteSubject(format, parseQuoteSearch(search));
}

describe.each(LANGUAGES)('the prefilled subject in %s', (language) => {
  const names = PRICING_SEEDS.map((pkg) => pkg.content[language].title);

  it.each(names)('?package=%s names the package once', (name) => {
    const text = subject(language, { package: name });
    expect(text).toContain(name);
    expect(text.match(PACKAGE_WORD[language])?.length ?? 0).toBe(1);
  });

  it('?services= asks for a quote for the recommended services', () => {
    const text = subject(language, { services: 'Web Tasarım, E-Ticaret' });
    expect(text).toContain('Web Tasarım, E-Ticaret');
    expect(text.length).toBeGreaterThan('Web Tasarım, E-Ticaret'.length + 3);
  });
});

it('the Turkish subjects read as a person would write them', () => {
  expect(subject('tr', { package: 'Standart E-Ticaret Paketi' })).toBe('Standart E-Ticaret Paketi hakkında bilgi');
  expect(subject('tr', { services: 'Web Tasarım, E-Ticaret' })).toBe('Teklif talebi: Web Tasarım, E-Ticaret');
  expect(subject('tr', {})).toBe('');
});

it('search values are cut to the schema limits; only the summary keeps its lines', () => {
  const parsed = parseQuoteSearch({
    package: `A\r\nB${'x'.repeat(300)}`,
    recommendation: `line 1\r\nline 2${'y'.repeat(3000)}`,
    other: 'dropped',
  });
  expect(parsed.package).toMatch(/^A B/);
  expect(parsed.package?.length).toBe(200);
  expect(parsed.recommendation?.startsWith('line 1\nline 2')).toBe(true);
  expect(parsed.recommendation?.length).toBe(2000);
  expect(parsed).not.toHaveProperty('other');
});
