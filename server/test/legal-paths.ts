/** Every address of a legal page: the English one and its Turkish alias (KVKK has one address). */
export const LEGAL_PAGE_PATHS = [
  '/privacy',
  '/gizlilik-politikasi',
  '/terms',
  '/kullanim-sartlari',
  '/cookies',
  '/cerez-politikasi',
  '/kvkk',
];
