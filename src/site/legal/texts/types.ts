/** One block of a legal text: a paragraph, a bullet list or a table. */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] };

export type LegalSection = {
  /** Anchor id, unique on the page. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
};

/** A static legal text (spec 000 section 2, "Legal pages"): always Turkish, the binding version. */
export type LegalText = {
  title: string;
  intro: string;
  updated: string;
  sections: LegalSection[];
};

export const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
export const table = (caption: string, head: string[], rows: string[][]): LegalBlock => ({
  kind: 'table',
  caption,
  head,
  rows,
});

/** Placeholders the owner fills in; visibly marked as such on the page. */
export const PLACEHOLDER = {
  company: '[Şirket unvanı — yer tutucu]',
  address: '[Adres — yer tutucu]',
  email: '[E-posta adresi — yer tutucu]',
  phone: '[Telefon — yer tutucu]',
  mersis: '[MERSİS numarası — yer tutucu]',
  kep: '[KEP adresi — yer tutucu]',
  updated: 'Son güncelleme: [tarih]',
} as const;
