import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectLinkTargets, sectionHeadings } from './public-pages.ts';

const PACKAGES = [
  'Başlangıç E-Ticaret Paketi',
  'Standart E-Ticaret Paketi',
  'Profesyonel E-Ticaret Paketi',
  'Kurumsal E-Ticaret Paketi',
];

const packagesRegion = (page: Page) => page.getByRole('region', { name: 'Paketlerimiz' });
const recommenderRegion = (page: Page) => page.getByRole('region', { name: 'Size En Uygun Paketi Bulalım' });

/** Starts the recommender, answers only the two required questions and asks for a package. */
async function askForRecommendation(recommender: Locator, businessType: string, budget: string) {
  await recommender.getByRole('button', { name: 'Analize Başla' }).click();
  await recommender.getByLabel('İşletme Türü').selectOption(businessType);
  await recommender.getByLabel('Bütçe').selectOption(budget);
  await recommender.getByRole('button', { name: 'Öneri Al' }).click();
}

test.describe('e-commerce packages page', () => {
  test('shows hero, recommender, one-time banner, packages, features and call to action in order', async ({ page }) => {
    await page.goto('/ecommerce');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-Ticaret Sitenizi Hızla Kurun');
    const hero = page.getByRole('region', { name: 'E-Ticaret Sitenizi Hızla Kurun' });
    for (const text of ['100+', '2M+ TL', '98%', 'Tamamlanan Mağaza', 'Toplam Satış', 'Müşteri Memnuniyeti']) {
      await expect(hero.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(packagesRegion(page).getByRole('heading', { level: 3 })).toHaveText(PACKAGES);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Size En Uygun Paketi Bulalım',
      'Tek Seferlik Ödeme, Aylık Ücret Yok',
      'Paketlerimiz',
      'Neden Bizim E-Ticaret Çözümlerimiz?',
      'E-Ticarete Bugün Başlayın',
    ]);
    await expect(page.getByRole('region', { name: 'Tek Seferlik Ödeme, Aylık Ücret Yok' })).toContainText(
      'Aylık ücret yok',
    );
    await expect(sectionHeadings(page, 'Neden Bizim E-Ticaret Çözümlerimiz?')).toHaveText([
      'Hızlı Geliştirme',
      'Güvenli Altyapı',
      'Mobil Uyumlu',
      'Detaylı Analitik',
    ]);
    await expectLinkTargets(page, { 'Ücretsiz Danışmanlık': '/contact', 'Fiyatları İncele': '/pricing' });
  });

  test('package cards: badges, prices, delivery, start-now links, filter with counts', async ({ page }) => {
    await page.goto('/ecommerce');
    const region = packagesRegion(page);
    const cards = region.getByRole('article');
    await expect(cards).toHaveCount(4);

    const professional = cards.filter({ hasText: 'Profesyonel E-Ticaret Paketi' });
    await expect(professional.getByText('En Popüler', { exact: true })).toBeVisible();
    await expect(professional.getByText('54.900 ₺', { exact: true })).toBeVisible();
    await expect(professional.getByText('14-21 iş günü', { exact: true })).toBeVisible();
    await expect(
      cards.filter({ hasText: 'Başlangıç E-Ticaret Paketi' }).getByText('Fırsat', { exact: true }),
    ).toBeVisible();
    const enterprise = cards.filter({ hasText: 'Kurumsal E-Ticaret Paketi' });
    await expect(enterprise.getByText('Fiyat Alın', { exact: true })).toBeVisible();
    await expect(enterprise.getByText('21-30 iş günü', { exact: true })).toBeVisible();
    await expect(cards.first().getByText('Tek seferlik ödeme', { exact: true })).toBeVisible();
    await expect(cards.first().getByText('1 yıl ücretsiz domain + hosting hediye', { exact: true })).toBeVisible();
    await expect(cards.first().getByRole('listitem')).toHaveCount(4);
    await expect(region.getByRole('link', { name: 'Hemen Başla: Standart E-Ticaret Paketi' })).toHaveAttribute(
      'href',
      `/contact?package=${encodeURIComponent('Standart E-Ticaret Paketi').replace(/%20/g, '+')}`,
    );

    const filters = region.getByRole('group', { name: 'Paket kategorisi' });
    const all = filters.getByRole('button', { name: /^Tümü/ });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toContainText('4');
    const pro = filters.getByRole('button', { name: /^Profesyonel/ });
    await expect(pro).toContainText('1');
    await pro.click();
    await expect(pro).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText('Profesyonel E-Ticaret Paketi');
    await all.click();
    await expect(cards).toHaveCount(4);
  });

  test('the details dialog shows the fixed texts, the section 9 details and eight features', async ({ page }) => {
    await page.goto('/ecommerce');
    await packagesRegion(page).getByRole('button', { name: 'Detayları İncele: Standart E-Ticaret Paketi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Standart E-Ticaret Paketi' });
    await expect(dialog).toBeVisible();
    // This package's figures answer; the general ranges stand beside them as "typically".
    for (const text of [
      '10-14 iş günü',
      'Genellikle 15-30 gün',
      'Genellikle 1-2 yıl',
      'Dahil',
      '2500 ürün kapasitesi',
      '3 yönetici kullanıcı',
      '6 ay e-posta ve telefon desteği',
      'Hosting ve SEO dahil',
      '29.900 ₺',
    ]) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    // Support is said once (in the facts), not again in the details list.
    await expect(dialog.getByText('6 ay e-posta ve telefon desteği', { exact: true })).toHaveCount(1);
    await expect(dialog.getByRole('region', { name: 'Paket Özellikleri' }).getByRole('listitem')).toHaveCount(8);
    await expect(dialog.getByRole('link', { name: 'Hemen Başla' })).toHaveAttribute('href', /^\/contact\?package=/);
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('package recommender', () => {
  test('missing business type: Eksik Bilgi toast, no call, cancel returns to the intro', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('recommendation.package')) calls.push(request.url());
    });
    await page.goto('/ecommerce');
    const recommender = recommenderRegion(page);
    await recommender.getByRole('button', { name: 'Analize Başla' }).click();
    await recommender.getByLabel('Bütçe').selectOption('0-5k');
    await recommender.getByRole('button', { name: 'Öneri Al' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Eksik Bilgi' });
    await expect(toast).toContainText('Lütfen işletme türü ve bütçe bilgilerini doldurun.');
    await expect(recommender.getByText('Önerilen Paket')).toHaveCount(0);
    expect(calls).toEqual([]);
    await recommender.getByRole('button', { name: 'İptal' }).click();
    await expect(recommender.getByRole('button', { name: 'Analize Başla' })).toBeVisible();
  });

  test('a small retail shop gets the starter package, can choose it and start again', async ({ page }) => {
    await page.goto('/ecommerce');
    const recommender = recommenderRegion(page);
    await recommender.getByRole('button', { name: 'Analize Başla' }).click();
    await recommender.getByLabel('İşletme Türü').selectOption('retail');
    await recommender.getByLabel('Aylık Ciro').selectOption('0-10k');
    await recommender.getByLabel('Çalışan Sayısı').selectOption('1');
    await recommender.getByLabel('Bütçe').selectOption('0-5k');
    await recommender.getByLabel('Ürünleriniz').fill('El yapımı sabunlar, 40 ürün');
    await recommender.getByRole('checkbox', { name: 'Canlı destek' }).check();
    await recommender.getByLabel('Büyüme Planlarınız').fill('Önce yerel müşterilere satmak');
    await recommender.getByRole('button', { name: 'Öneri Al' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Analiz Tamamlandı' })).toContainText(
      'Size özel paket önerimiz hazır!',
    );
    await expect(recommender.getByRole('heading', { level: 3, name: 'Başlangıç E-Ticaret Paketi' })).toBeVisible();
    await expect(recommender.getByText(/Uyum Oranı\s*%\d+/)).toBeVisible();
    await expect(recommender.getByRole('heading', { name: 'Neden bu paket?' })).toBeVisible();
    // 0–5k ₺ reaches no package: the cheapest one, with its price, said to be above the budget.
    await expect(recommender.getByTestId('recommended-price')).toHaveText('Fiyat: 14.900 ₺');
    await expect(recommender.getByText('Bütçenizin üzerinde')).toBeVisible();

    const choose = recommender.getByRole('link', { name: 'Bu Paketi Seç' });
    await expect(choose).toHaveAttribute('href', /^\/contact\?package=Ba%C5%9Flang%C4%B1%C3%A7/);
    await recommender.getByRole('button', { name: 'Yeni Analiz' }).click();
    await expect(recommender.getByRole('button', { name: 'Analize Başla' })).toBeVisible();
    await expect(recommender.getByText('Önerilen Paket')).toHaveCount(0);

    // Again, then follow the link to the contact page with the package in the address.
    await recommender.getByRole('button', { name: 'Analize Başla' }).click();
    await expect(recommender.getByLabel('İşletme Türü')).toHaveValue('');
    await recommender.getByLabel('İşletme Türü').selectOption('retail');
    await recommender.getByLabel('Bütçe').selectOption('0-5k');
    await recommender.getByRole('button', { name: 'Öneri Al' }).click();
    await recommender.getByRole('link', { name: 'Bu Paketi Seç' }).click();
    await expect(page).toHaveURL(/\/contact\?package=Ba%C5%9Flang%C4%B1%C3%A7\+E-Ticaret\+Paketi&recommendation=/);
    // The subject reads naturally and the recommendation with the answers goes along.
    await expect(page.getByRole('textbox', { name: 'Konu', exact: true })).toHaveValue(
      'Başlangıç E-Ticaret Paketi hakkında bilgi',
    );
    await expect(page.getByTestId('contact-attached')).toContainText('Başlangıç E-Ticaret Paketi (14.900 ₺)');
    await expect(page.getByTestId('contact-attached')).toContainText('Bütçe: 5.000 ₺ altı');
  });

  test('a failing call shows the Hata toast and keeps the form', async ({ page }) => {
    await page.route(/\/trpc\/[^?]*recommendation\.package/, (route) =>
      route.fulfill({ status: 200, json: [{ error: { message: 'down', code: -32603, data: { httpStatus: 500 } } }] }),
    );
    await page.goto('/ecommerce');
    const recommender = recommenderRegion(page);
    await askForRecommendation(recommender, 'fashion', '10k-20k');
    await expect(page.getByRole('alert').filter({ hasText: 'Hata' })).toContainText(
      'Öneri oluşturulurken bir hata oluştu. Lütfen tekrar deneyin.',
    );
    await expect(recommender.getByRole('button', { name: 'Öneri Al' })).toBeEnabled();
    await expect(recommender.getByLabel('İşletme Türü')).toHaveValue('fashion');
  });

  test('while pending the button says Analiz Ediliyor... and is disabled', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/trpc\/[^?]*recommendation\.package/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/ecommerce');
    const recommender = recommenderRegion(page);
    await askForRecommendation(recommender, 'technology', '20k+');
    await expect(recommender.getByRole('button', { name: 'Analiz Ediliyor...' })).toBeDisabled();
    release();
    await expect(recommender.getByText('Önerilen Paket')).toBeVisible();
  });
});

test.describe('pricing', () => {
  test('compares the four packages in a table with prices and links', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fiyatlarımız');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(PACKAGES.map((name) => new RegExp(name)));
    for (const price of ['14.900 ₺', '29.900 ₺', '54.900 ₺', 'Fiyat Alın']) {
      await expect(table.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(table.getByRole('rowheader', { name: 'Teslim Süresi' })).toBeVisible();
    await expect(table.getByText('10 yönetici kullanıcı', { exact: true })).toBeVisible();
    await expect(table.getByText('500 ürün kapasitesi', { exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Hemen Başla: Kurumsal E-Ticaret Paketi' })).toHaveAttribute(
      'href',
      /^\/contact\?package=Kurumsal/,
    );
    await expect(page.getByRole('link', { name: 'E-Ticaret Paketlerini İncele' })).toHaveAttribute(
      'href',
      '/ecommerce',
    );
  });

  test('@phone shows one card per package instead of the table', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pricing');
    await expect(page.getByRole('table')).toBeHidden();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(PACKAGES);
    await expect(cards.nth(2).getByText('54.900 ₺', { exact: true })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test.describe('portfolio', () => {
  test('lists the projects and filters by category', async ({ page }) => {
    await page.goto('/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portföyümüz');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.nth(5)).toBeVisible();
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(6);

    const first = cards.first();
    // The first drawing is the largest paint on a phone: loaded at once, with high priority.
    await expect(first.getByRole('img')).toHaveAttribute('loading', 'eager');
    await expect(first.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(cards.nth(1).getByRole('img')).toHaveAttribute('loading', 'lazy');
    const external = first.getByRole('link', { name: /Projeyi İncele/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(first.getByText('Kullanılan Teknolojiler', { exact: true })).toBeVisible();

    const filters = page.getByRole('group', { name: 'Proje kategorisi' });
    await expect(filters.getByRole('radio', { name: 'Tümü' })).toBeChecked();
    await filters.getByText('E-Ticaret', { exact: true }).click();
    await expect(cards).not.toHaveCount(total);
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1)
      await expect(cards.nth(index).getByText('E-Ticaret', { exact: true })).toBeVisible();
    await filters.getByText('Tümü', { exact: true }).click();
    await expect(cards).toHaveCount(total);
    await expect(page.getByRole('region', { name: 'Sıradaki Başarı Hikâyesi Sizin Olsun' })).toBeVisible();
  });

  test('an anchor /portfolio#slug brings that card into view', async ({ page }) => {
    await page.goto('/portfolio#pera-yapi');
    await expect(page.locator('#pera-yapi')).toBeInViewport();
  });
});

test.describe('Arabic', () => {
  test('/ar/ecommerce is right to left with Arabic texts', async ({ page }) => {
    await page.goto('/ar/ecommerce');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
    const filters = page.getByRole('group', { name: 'فئة الباقة' });
    await expect(filters.getByRole('button')).toHaveCount(5);
    await expect(page.getByText('دفعة واحدة', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('article').first()).toContainText('₺');
  });
});
