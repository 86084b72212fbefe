/** The header navigation of spec 000 section 2, with the message ids of its labels. */
export const HEADER_NAV = [
  { to: '/', labelId: 'nav.home' },
  { to: '/services', labelId: 'nav.services' },
  { to: '/ecommerce', labelId: 'nav.ecommerce' },
  { to: '/software', labelId: 'nav.software' },
  { to: '/about', labelId: 'nav.about' },
  { to: '/contact', labelId: 'nav.contact' },
] as const;

export const FOOTER_SERVICE_LINKS = [
  { to: '/services', labelId: 'footer.service.web' },
  { to: '/services', labelId: 'footer.service.ecommerce' },
  { to: '/services', labelId: 'footer.service.mobile' },
  { to: '/services', labelId: 'footer.service.marketing' },
  { to: '/services', labelId: 'footer.service.branding' },
] as const;

export const FOOTER_QUICK_LINKS = [
  { to: '/about', labelId: 'nav.about' },
  { to: '/portfolio', labelId: 'nav.portfolio' },
  { to: '/pricing', labelId: 'nav.pricing' },
  { to: '/contact', labelId: 'nav.contact' },
] as const;

export const FOOTER_LEGAL_LINKS = [
  { to: '/privacy', labelId: 'footer.legal.privacy' },
  { to: '/terms', labelId: 'footer.legal.terms' },
  { to: '/cookies', labelId: 'footer.legal.cookies' },
  { to: '/kvkk', labelId: 'footer.legal.kvkk' },
] as const;
