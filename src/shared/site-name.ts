/**
 * The name the site goes by until the owner sets one (setting site_name): the header's text
 * mark, the footer, page titles, the JSON-LD business and the map's marker.
 */
export const DEFAULT_SITE_NAME = 'TBT Dijital';

/** The owner's site name, else the default. */
export function siteNameOf(settings: { site_name?: string | null }): string {
  return settings.site_name || DEFAULT_SITE_NAME;
}
