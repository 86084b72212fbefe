import type { IdPrefix, MessageId } from '../i18n/message-ids.ts';

/** A page's closing call to action: the contact button's label and maybe a white button to another page. */
export type ClosingCtaSettings = {
  contactLabelId: MessageId;
  secondary?: { to: string; labelId: MessageId };
  /** Where its texts stand: the messages `<texts>.title` and `<texts>.text`. */
  texts: IdPrefix<'.title'> & IdPrefix<'.text'>;
  /** The h2's id when not `<page>-cta-title`. */
  id?: string;
};

/** Every page's closing call to action, so a page writes only `<ClosingCta page="about" />`. */
export const CLOSING_CTAS = {
  about: {
    contactLabelId: 'button.startProject',
    secondary: { to: '/portfolio', labelId: 'button.allProjects' },
    texts: 'cta.about',
  },
  ecommerce: {
    contactLabelId: 'button.freeConsultation',
    secondary: { to: '/pricing', labelId: 'button.viewPrices' },
    texts: 'cta.ecommerce',
  },
  portfolio: {
    contactLabelId: 'button.startProject',
    secondary: { to: '/services', labelId: 'button.allServices' },
    texts: 'cta.portfolio',
  },
  pricing: {
    contactLabelId: 'button.freeConsultation',
    secondary: { to: '/ecommerce', labelId: 'pricing.cta.ecommerce' },
    texts: 'pricing.cta',
  },
  services: {
    contactLabelId: 'button.freeConsultation',
    secondary: { to: '/pricing', labelId: 'button.viewPrices' },
    texts: 'cta.services',
  },
  software: {
    contactLabelId: 'button.freeConsultation',
    secondary: { to: '/ecommerce', labelId: 'software.cta.ecommerce' },
    texts: 'cta.software',
  },
  serviceDetail: { contactLabelId: 'button.startProject', id: 'service-cta-title', texts: 'cta.serviceDetail' },
} satisfies Record<string, ClosingCtaSettings>;

export type ClosingCtaPage = keyof typeof CLOSING_CTAS;
