import { describe, expect, it } from 'vitest';
import { slugSchema } from '../../shared/admin-catalog.ts';
import { SLUG_MAX_LENGTH, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Web Tasarım & Geliştirme', 'web-tasarim-gelistirme'],
    ['ÇĞİÖŞÜ çğıöşü', 'cgiosu-cgiosu'],
    ['IŞIK ılık', 'isik-ilik'],
    ['E-Ticaret Çözümleri', 'e-ticaret-cozumleri'],
    ['  --Merhaba,   Dünya!--  ', 'merhaba-dunya'],
    ['Café Größe', 'cafe-grosse'],
    ['IT Services 2025', 'it-services-2025'],
    ['Привет', ''],
    ['', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('stays within the limit without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} bcd`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('gives slugs the server accepts', () => {
    for (const title of ['Mobil Uygulama Geliştirme', 'Yapay Zekâ & Otomasyon', 'SEO / SEM', 'Ürün 3D Görselleştirme'])
      expect(slugSchema.safeParse(slugify(title)).success, title).toBe(true);
  });
});
