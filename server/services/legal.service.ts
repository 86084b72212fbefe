import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '../../src/shared/languages.ts';
import { type LegalPageId, type LegalPageText, legalBodyKey, legalUpdatedKey } from '../../src/shared/legal-content.ts';
import { LEGAL_DEFAULT_BODIES, LEGAL_DEFAULT_UPDATED } from '../../src/shared/legal-defaults.ts';
import { fillLegalDocument, parseLegalMarkup } from '../../src/shared/legal-markup.ts';
import { legalValuesOf } from '../../src/shared/legal-values.ts';
import { isCalendarDay } from '../../src/shared/promo.ts';
import type { SettingsMap } from '../../src/shared/settings.ts';
import { ContentEntry } from '../db/entities/index.ts';

/**
 * A legal page's text in a language: the language's own translation if the owner wrote one, else
 * the Turkish text (stored, or built in); its "last updated" day likewise (an unreadable day counts
 * as none). Parsed and filled here, so the browser gets no markup and no token.
 */
export async function getLegalPage(
  em: EntityManager,
  page: LegalPageId,
  language: Language,
  settings: SettingsMap,
): Promise<LegalPageText> {
  const bodyKey = legalBodyKey(page);
  const updatedKey = legalUpdatedKey(page);
  const rows = await em.find(ContentEntry, {
    key: { $in: [bodyKey, updatedKey] },
    language: { $in: language === 'tr' ? ['tr'] : ['tr', language] },
  });
  const text = (key: string, lang: Language) => {
    const value = rows.find((row) => row.key === key && row.language === lang)?.value.trim();
    return value ? value : undefined;
  };
  const own = language === 'tr' ? undefined : text(bodyKey, language);
  const body = own ?? text(bodyKey, 'tr') ?? LEGAL_DEFAULT_BODIES[page];
  const day = (lang: Language) => {
    const value = text(updatedKey, lang);
    return value && isCalendarDay(value) ? value : undefined;
  };
  const updated = (own ? day(language) : undefined) ?? day('tr') ?? LEGAL_DEFAULT_UPDATED;
  return {
    language: own ? language : 'tr',
    updated,
    document: fillLegalDocument(parseLegalMarkup(body), legalValuesOf(settings)),
  };
}
