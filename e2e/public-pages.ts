/** Every public page of the site at its Turkish address, for the specs that visit them all. */
export const PUBLIC_PAGES = [
  '/',
  '/services',
  '/services/web-tasarim',
  '/ecommerce',
  '/pricing',
  '/portfolio',
  '/about',
  '/contact',
  '/software',
  '/privacy',
  '/terms',
  '/cookies',
  '/kvkk',
];
