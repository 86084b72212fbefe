import type { Language } from '../../../src/shared/languages.ts';

/** Seed data is written per language; Turkish is authoritative. */
export type Localized<T> = Record<Language, T>;

export type ServiceSeed = {
  slug: string;
  /** An icon name the SPA maps to a drawing (e.g. 'web', 'cart', 'mobile', 'code', 'megaphone'). */
  icon: string;
  featured: boolean;
  sortOrder: number;
  /** features: the same count and order in every language (index i is one feature). */
  content: Localized<{ title: string; description: string; features: string[] }>;
};

export type ProjectSeed = {
  slug: string;
  imageUrl: string;
  projectUrl: string;
  technologies: string[];
  category: string;
  featured: boolean;
  sortOrder: number;
  /** Display values; the first is shown on cards (e.g. { conversion: '+180%' }). */
  metrics: Record<string, string>;
  content: Localized<{ title: string; description: string; features: string[] }>;
};

export type PricingSeed = {
  slug: string;
  /** TL, numeric text ('14900'), or '' for 'get a quote'. */
  price: string;
  type: 'ecommerce';
  featured: boolean;
  sortOrder: number;
  content: Localized<{ title: string; subtitle: string; description: string; features: string[] }>;
};
