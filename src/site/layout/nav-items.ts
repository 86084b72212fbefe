/** A link to the page `/<page>`, labelled with the message id `<labelPrefix>.<page>`. */
const pageLink = <const Prefix extends string, const Page extends string>(labelPrefix: Prefix, page: Page) =>
  ({ to: `/${page}`, labelId: `${labelPrefix}.${page}` }) as const;

/** The header navigation of spec 000 section 2, with the message ids of its labels. */
export const HEADER_NAV = [
  { to: '/', labelId: 'nav.home' },
  ...(['services', 'ecommerce', 'software', 'about', 'contact'] as const).map((page) => pageLink('nav', page)),
] as const;

/** Every service line of the footer leads to the services page. */
export const FOOTER_SERVICE_LINKS = (['web', 'ecommerce', 'mobile', 'marketing', 'branding'] as const).map(
  (service) => ({ to: '/services', labelId: `footer.service.${service}` }) as const,
);

export const FOOTER_QUICK_LINKS = (['about', 'portfolio', 'pricing', 'contact'] as const).map((page) =>
  pageLink('nav', page),
);

export const FOOTER_LEGAL_LINKS = (['privacy', 'terms', 'cookies', 'kvkk'] as const).map((page) =>
  pageLink('footer.legal', page),
);
