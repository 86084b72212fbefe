/** A page's closing call to action: the contact button's label and maybe a white button to another page. */
export type ClosingCtaSettings = {
  contactLabelId: string;
  secondary?: { to: string; labelId: string };
  /** Where its texts stand when not at `cta.<page>`: the messages `<texts>.title` and `<texts>.text`. */
  texts?: string;
  /** The h2's id when not `<page>-cta-title`. */
  id?: string;
};

/** Every page's closing call to action, so a page writes only `<ClosingCta page="about" />`. */
export const CLOSING_CTAS = {
  about: { contactLabelId: 'button.startProject', secondary: { to: '/portfolio', labelId: 'button.allProjects' } },
  ecommerce: { contactLabelId: 'button.freeConsultation', secondary: { to: '/pricing', labelId: 'button.viewPrices' } },
  portfolio: { contactLabelId: 'button.startProject', secondary: { to: '/services', labelId: 'button.allServices' } },
  pricing: {
    contactLabelId: 'button.freeConsultation',
    secondary: { to: '/ecommerce', labelId: 'pricing.cta.ecommerce' },
    texts: 'pricing.cta',
  },
  services: { contactLabelId: 'button.freeConsultation', secondary: { to: '/pricing', labelId: 'button.viewPrices' } },
  software: {
    contactLabelId: 'button.freeConsultation',
    secondary: { to: '/ecommerce', labelId: 'software.cta.ecommerce' },
  },
  serviceDetail: { contactLabelId: 'button.startProject', id: 'service-cta-title' },
} satisfies Record<string, ClosingCtaSettings>;

export type ClosingCtaPage = keyof typeof CLOSING_CTAS;
