/**
 * The legal pages as content (issue 22), on the real app with the real server renderer: every
 * legal address in the five languages renders its text filled from the settings, and no
 * placeholder ([... yer tutucu], [tarih], {company}-style tokens, [[ ]] marks, <mark>) reaches the
 * visitor, not even in the page's embedded data. An owner's translation, date and settings show.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/shared/languages.ts';
import { adminJson } from '../test/harness.ts';
import { LEGAL_PAGE_PATHS } from '../test/legal-paths.ts';
import { signedInAppForFile } from '../test/signed-in-app.ts';

const ADMIN = { username: 'boss', password: 'correct horse battery', role: 'admin' as const };
const INDEX =
  '<!doctype html><html lang="tr" dir="ltr"><head><title>Built</title></head><body><div id="root"></div></body></html>';

const session = signedInAppForFile({ indexHtml: INDEX, realRender: true }, ADMIN);

const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT', pathname: string, body?: unknown) =>
  adminJson<T>(session.app, method, pathname, { cookie: session.cookie, body });

async function html(pathname: string): Promise<string> {
  const response = await fetch(`${session.app.url}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

/** Whatever would show a placeholder: the old bracket texts, a token, an optional mark, a highlight. */
function expectNoPlaceholder(page: string, where: string) {
  expect(page, where).not.toContain('yer tutucu');
  expect(page, where).not.toContain('[tarih]');
  expect(page, where).not.toMatch(/\{(company|address|email|phone|mersis|kep)\}/);
  // (Outside the embedded data, whose JSON nests arrays.)
  expect(page.replace(/<script[^>]*>[^<]*<\/script>/g, ''), where).not.toMatch(/\[\[|\]\]/);
  expect(page, where).not.toContain('<mark');
}

const prefixed = (language: string, pathname: string) => (language === 'tr' ? pathname : `/${language}${pathname}`);

describe('legal pages rendered on the server', () => {
  it('every legal address in the five languages shows its text filled, without a placeholder', async () => {
    for (const language of LANGUAGES) {
      for (const pathname of LEGAL_PAGE_PATHS) {
        const address = prefixed(language, pathname);
        const page = await html(address);
        expectNoPlaceholder(page, address);
        expect(page, address).toContain('id="legal-title"');
        expect(page, address).toContain('TBT Dijital');
        // Untranslated: the Turkish text, marked as Turkish.
        expect(page, address).toMatch(/<div lang="tr" dir="ltr"[^>]*data-testid="legal-text"/);
      }
    }
    const kvkk = await html('/kvkk');
    expect(kvkk).toContain('Adres: Çamlıbel Mah. Atatürk Cad. No: 12 Kat: 3, 33010 Akdeniz / Mersin');
    expect(kvkk).toContain('E-posta: merhaba@tbtdijital.com.tr');
    // No MERSİS number or KEP address is set: their lines and the KEP fragment are left out.
    expect(kvkk).not.toContain('MERSİS No:');
    expect(kvkk).not.toContain('KEP adresine');
    expect(kvkk).toContain('Son güncelleme: <time dateTime="2026-11-27">27 Kasım 2026</time>');
    expect(await html('/en/kvkk')).toContain('Last updated: <time dateTime="2026-11-27">November 27, 2026</time>');
  });

  it('the legal texts stay out of the texts every page carries', async () => {
    const response = await fetch(`${session.app.url}/api/content/tr`);
    expect(response.status).toBe(200);
    const texts = (await response.json()) as Record<string, string>;
    expect(texts['nav.home']).toBeTruthy();
    expect(Object.keys(texts).some((key) => key.startsWith('legal.'))).toBe(false);
    expect(texts['legal.toc']).toBeUndefined();
  });

  it("shows the owner's settings, date and translations", async () => {
    const saved = await call('PUT', '/api/admin/settings', {
      company_legal_name: 'Örnek Dijital A.Ş.',
      company_mersis: '0123456789012345',
      company_kep: 'ornek@hs01.kep.tr',
    });
    expect(saved.status).toBe(200);
    const entries = await call<Array<{ id: number; key: string }>>('GET', '/api/admin/content/tr');
    const updated = entries.body.find((entry) => entry.key === 'legal.kvkk.updated');
    expect(updated).toBeDefined();
    // The day is a calendar day: anything else is refused with the date rule.
    const refused = await call<{ fieldErrors: Record<string, { message: string }> }>(
      'PUT',
      `/api/admin/content/${updated?.id}`,
      { value: '2027-02-30' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors.value.message).toBe('Tarih YYYY-AA-GG biçiminde olmalıdır (ör. 2026-12-31)');
    expect((await call('PUT', `/api/admin/content/${updated?.id}`, { value: '2027-01-15' })).status).toBe(200);

    const kvkk = await html('/kvkk');
    expectNoPlaceholder(kvkk, '/kvkk');
    expect(kvkk).toContain('Unvan: Örnek Dijital A.Ş.');
    expect(kvkk).toContain('MERSİS No: 0123456789012345');
    expect(kvkk).toContain('veya ornek@hs01.kep.tr KEP adresine');
    expect(kvkk).toContain('15 Ocak 2027');

    const arabic =
      '# إشعار حماية البيانات\n\nيدير {company} هذا الموقع.\n\n## الهوية\n\n- البريد: {email}\n- KEP: {kep}';
    const created = await call('POST', '/api/admin/content', { key: 'legal.kvkk.body', value: arabic, language: 'ar' });
    expect(created.status).toBe(201);
    const page = await html('/ar/kvkk');
    expectNoPlaceholder(page, '/ar/kvkk');
    expect(page).toMatch(/<div lang="ar" dir="rtl"[^>]*data-testid="legal-text"/);
    expect(page).toContain('يدير Örnek Dijital A.Ş. هذا الموقع.');
    expect(page).toContain('KEP: ornek@hs01.kep.tr');
    // The other languages keep the Turkish text.
    expect(await html('/en/kvkk')).toMatch(/<div lang="tr" dir="ltr"[^>]*data-testid="legal-text"/);
  });
});
