import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { holdRoute } from './held-route.ts';
import { expectNoSidewaysScroll } from './page-width.ts';
import { expectLinkTargets, sectionHeadings } from './public-pages.ts';

const TURKISH_ERRORS = [
  'Ad soyad en az 2 karakter olmalıdır',
  'Geçerli bir e-posta adresi giriniz',
  'Telefon numarası gereklidir',
  'Konu alanı gereklidir',
  'Mesaj en az 10 karakter olmalıdır',
];
const ENGLISH_ERRORS = [
  'Full name must be at least 2 characters',
  'Please enter a valid email address',
  'Phone number is required',
  'Subject is required',
  'Message must be at least 10 characters',
];

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A message the contact form accepts, typed into its five fields. */
async function fillValidMessage(page: Page) {
  await field(page, 'Ad Soyad').fill('Ayşe Yılmaz');
  await field(page, 'E-posta').fill('ayse@example.com');
  await field(page, 'Telefon').fill('+90 532 000 00 00');
  await field(page, 'Konu').fill('Kurumsal web sitesi');
  await field(page, 'Mesaj').fill('Merhaba, yeni web sitemiz için teklif almak istiyoruz.');
}

test.describe('contact page', () => {
  // The place embed is a cross-origin frame and there is no network here: its request never
  // leaves the browser. It is answered with an empty page rather than aborted, because an
  // aborted frame becomes an error page where the fixture's init script (localStorage) throws.
  // Chromium's own messages about the frame are expected.
  // The map loads only with functionality consent (e2e/contact-map.spec.ts tests the placeholder).
  test.use({ allowedConsoleErrors: [/google\.com|ERR_FAILED|net::/], consentToFunctionality: true });
  test.beforeEach(async ({ page }) => {
    await page.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
    );
  });

  test('an empty submit shows the five validation messages, linked to their fields', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Bizimle İletişime Geçin' })).toBeVisible();
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    for (const text of TURKISH_ERRORS) await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(field(page, 'Ad Soyad')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Ad Soyad')).toHaveAccessibleDescription(TURKISH_ERRORS[0]);
    await expect(field(page, 'Mesaj')).toHaveAccessibleDescription(TURKISH_ERRORS[4]);
  });

  test('the validation messages are translated at /en/contact', async ({ page }) => {
    await page.goto('/en/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const text of ENGLISH_ERRORS) await expect(page.getByText(text, { exact: true })).toBeVisible();
  });

  test('a valid submit shows the success toast and the thank-you state in place of the form', async ({ page }) => {
    await page.goto('/contact');
    await fillValidMessage(page);
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await expect(page.getByText('Mesajınız gönderildi')).toBeVisible();
    await expect(page.getByText('Ekibimiz 24 saat içinde size dönüş yapacaktır.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Teşekkürler, mesajınızı aldık!' })).toBeVisible();
    await expect(field(page, 'Ad Soyad')).toHaveCount(0);
    await page.getByRole('button', { name: 'Yeni bir mesaj gönder' }).click();
    for (const name of ['Ad Soyad', 'E-posta', 'Telefon', 'Konu', 'Mesaj'])
      await expect(field(page, name)).toHaveValue('');
  });

  test('the first submit waits for the form checks with its button off: one click, one message', async ({ page }) => {
    // The contact schema (with zod) is not part of the page's first load: it is fetched on focus.
    const release = await holdRoute(page, /\/assets\/contact-validation-[^/]*\.js$/);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('contact.submit')) sent.push(request.url());
    });
    await page.goto('/contact');
    await fillValidMessage(page);
    const button = page.getByRole('button', { name: 'Mesaj Gönder' });
    await button.click();
    await expect(button).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: 'Teşekkürler, mesajınızı aldık!' })).toBeVisible();
    expect(sent).toHaveLength(1);
  });

  test('?package= prefills the subject', async ({ page }) => {
    await page.goto('/contact?package=Profesyonel%20E-Ticaret%20Paketi');
    await expect(field(page, 'Konu')).toHaveValue('Profesyonel E-Ticaret Paketi hakkında bilgi');
  });

  test('company card, quick actions, reasons and the map', async ({ page }) => {
    await page.goto('/contact');
    const card = page.getByRole('region', { name: 'İletişim Bilgileri' });
    await expect(card.getByRole('link', { name: '+90 324 555 01 24' })).toHaveAttribute('href', 'tel:+903245550124');
    await expect(card.getByRole('link', { name: 'merhaba@tbtdijital.com.tr' })).toHaveAttribute(
      'href',
      'mailto:merhaba@tbtdijital.com.tr',
    );
    // The seeded week, grouped and formatted (e2e/working-hours.spec.ts checks the five languages).
    await expect(card.getByText('Pazartesi – Cuma: 09:00–18:00')).toBeVisible();
    const whatsapp = page.getByRole('link', { name: /WhatsApp ile Yazın/ });
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/905325550124');
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Hemen Arayın' })).toHaveAttribute('href', 'tel:+903245550124');
    await expect(page.getByRole('region', { name: 'Neden TBT Dijital?' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.locator('section#contact')).toContainText('Proje Talep Formu');

    const map = page.getByRole('region', { name: 'Ofisimizi Ziyaret Edin' });
    await expect(map.getByText('Ofis ziyaretleriniz için lütfen önceden randevu alın.')).toBeVisible();
    const frame = map.locator('iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.google.com/maps?q=36.7955,34.6399&z=15&output=embed');
    await expect(frame).toHaveAttribute('title', 'TBT Dijital konum haritası');
    await expect(map.getByText('TBT Dijital', { exact: true })).toBeVisible();
    await expect(map.getByRole('link', { name: /Yol tarifi al/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=36.7955,34.6399',
    );
  });

  // The settings come with the server-rendered page; what the map waits for is its own code.
  test('the map shows a spinner while its code loads, then the place embed', async ({ page }) => {
    const release = await holdRoute(page, /\/assets\/MapSection-[^/]*\.js$/);
    await page.goto('/contact');
    const map = page.getByRole('region', { name: 'Ofisimizi Ziyaret Edin' });
    await expect(map.getByRole('status')).toHaveText('Harita yükleniyor...');
    await expect(map.locator('iframe')).toHaveCount(0);
    release();
    await expect(map.locator('iframe')).toHaveAttribute('src', /q=36\.7955,34\.6399&z=15/);
    await expect(map.getByRole('status')).toHaveCount(0);
  });

  test('/ar/contact is right-to-left with Arabic labels', async ({ page }) => {
    await page.goto('/ar/contact');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تواصل معنا' })).toBeVisible();
    await expect(field(page, 'الاسم الكامل')).toBeVisible();
    await expect(field(page, 'البريد الإلكتروني')).toBeVisible();
  });

  test('@phone the contact form fits and works at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
    await expect(page.getByText(TURKISH_ERRORS[0], { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expect(page.locator('iframe')).toHaveAttribute('src', /q=36\.7955,34\.6399&z=15/);
  });
});

test.describe('about page', () => {
  test('mission, values, expertise bars, timeline and call to action', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(sectionHeadings(page, 'Değerlerimiz')).toHaveCount(6);
    const bars = page.getByRole('progressbar');
    await expect(bars).toHaveCount(4);
    for (const [name, value] of [
      ['Frontend Geliştirme', '95'],
      ['Backend Geliştirme', '90'],
      ['UI/UX Tasarım', '98'],
      ['Dijital Pazarlama', '85'],
    ])
      await expect(page.getByRole('progressbar', { name })).toHaveAttribute('aria-valuenow', value);
    const timeline = page.getByRole('region', { name: 'Yolculuğumuz' });
    await expect(timeline.getByRole('listitem')).toHaveCount(7);
    await expect(timeline.getByText('2018', { exact: true })).toBeVisible();
    await expect(timeline.getByText('2024', { exact: true })).toBeVisible();
    await expectLinkTargets(page, { 'Projeye Başla': '/contact', 'Tüm Projeleri Gör': '/portfolio' });
  });
});

test.describe('software page', () => {
  for (const path of ['/software', '/yazilim']) {
    test(`${path} shows the stats, six service cards, impact figures and process`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Yazılım Geliştirme Hizmetleri' })).toBeVisible();
      for (const value of ['100+', '15+', '24/7']) await expect(page.getByText(value, { exact: true })).toBeVisible();
      await expect(sectionHeadings(page, 'Yazılım Hizmetlerimiz')).toHaveText([
        'Kurumsal Yazılım',
        'Mobil Yazılım',
        'Web Yazılım',
        'API Geliştirme',
        'Veritabanı Geliştirme',
        'Bulut Çözümleri',
      ]);
      const impact = page.getByRole('region', { name: 'Optimizasyon Etkisi' });
      for (const value of ['+300%', '99.9%', '+250%'])
        await expect(impact.getByText(value, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Bilgi Al: API Geliştirme' })).toHaveAttribute('href', '/contact');
      await expect(sectionHeadings(page, 'Geliştirme Sürecimiz')).toHaveText([
        'Analiz ve Planlama',
        'Tasarım ve Prototip',
        'Geliştirme ve Test',
        'Yayın ve Destek',
      ]);
      await expect(page.getByRole('link', { name: 'E-Ticaret Çözümleri' })).toHaveAttribute('href', '/ecommerce');
    });
  }
});

const LEGAL = [
  {
    paths: ['/privacy', '/gizlilik-politikasi'],
    title: 'Gizlilik Politikası',
    sections: 10,
    sample: 'Onay geri alınana kadar',
  },
  {
    paths: ['/terms', '/kullanim-sartlari'],
    title: 'Kullanım Şartları',
    sections: 10,
    sample: 'aylık %2 gecikme faizi',
  },
  { paths: ['/cookies', '/cerez-politikasi'], title: 'Çerez Politikası', sections: 8, sample: '6 ay – 2 yıl' },
  { paths: ['/kvkk'], title: 'KVKK Aydınlatma Metni', sections: 10, sample: 'en fazla 26,20 TL' },
];

test.describe('legal pages', () => {
  for (const { paths, title, sections, sample } of LEGAL) {
    for (const path of paths) {
      test(`${path} shows "${title}" with its ${sections} sections`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(sections);
        await expect(page.getByRole('navigation', { name: 'İçindekiler' }).getByRole('link')).toHaveCount(sections);
        await expect(page.getByText(sample).first()).toBeVisible();
        await expect(page.getByText('Son güncelleme: 27 Kasım 2026')).toBeVisible();
        await expect(page.getByTestId('legal-note')).toHaveCount(0);
      });
    }
  }

  test('the privacy retention table and the note in other languages', async ({ page }) => {
    await page.goto('/en/privacy');
    await expect(page.getByTestId('legal-note')).toContainText('the Turkish version is the legally binding one');
    const table = page.getByRole('table', { name: 'Veri türlerine göre saklama süreleri' });
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByRole('row', { name: /Mali kayıtlar/ })).toContainText('10 yıl');
  });
});

test('@phone /ar/about at 390 px is right-to-left without horizontal overflow', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/about');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'من نحن' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(4);
  await expectNoSidewaysScroll(page);
});
