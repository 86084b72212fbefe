import type { LegalValues } from './legal-markup.ts';
import type { SettingsMap } from './settings.ts';

/** The site's name when no setting names the company (the settings seed has one too). */
const FALLBACK_COMPANY = 'TBT Dijital';

/**
 * A legal text's tokens filled from the settings: the company by its registered name, else by
 * the site's name (never empty); the others empty when unset, which leaves their line out. The
 * server fills the public pages with it, the content editor its preview.
 */
export function legalValuesOf(settings: SettingsMap): LegalValues {
  const value = (text: string | undefined) => text?.trim() ?? '';
  return {
    company: value(settings.company_legal_name) || value(settings.site_name) || FALLBACK_COMPANY,
    address: value(settings.company_address),
    email: value(settings.company_email),
    phone: value(settings.company_phone),
    mersis: value(settings.company_mersis),
    kep: value(settings.company_kep),
  };
}
