import adminCatalogUrls from 'virtual:catalog-urls/admin';
import { fetchCatalog, layeredCatalogLoader } from '../../i18n/catalog-loader.ts';

/**
 * The admin's texts of a language (src/i18n/catalogs/admin), Turkish underneath for any gap:
 * compiled at build time into files only this chunk knows, so public pages never load them.
 */
export const loadAdminMessages = layeredCatalogLoader((language) =>
  fetchCatalog(adminCatalogUrls[language], `admin ${language}`),
);
