import type { Page } from '@playwright/test';
import { signIn } from './admin-accounts.ts';
import { admin, expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './page-width.ts';
import { expectLinkTargets, openMissingPage, sectionHeadings } from './public-pages.ts';
import { siteOrigin } from './site-origin.ts';

const TECHNOLOGY_TITLES = ['Mobil Uygulama', 'Yazılım Geliştirme', 'VR/AR Çözümleri', 'Yapay Zekâ Entegrasyonu'];
const FEATURES = [
  ['Responsive Tasarım', 'Siteniz telefon, tablet ve masaüstünde kusursuz görünür.'],
  ['Hızlı Yükleme', 'Optimize edilmiş kod ve görsellerle sayfalarınız saniyeler içinde açılır.'],
  ['SEO Optimizasyonu', 'Arama motorlarında üst sıralara çıkmanız için sağlam bir teknik altyapı hazırlanır.'],
  ['Güvenlik', 'SSL sertifikası ve güncel güvenlik önlemleriyle verileriniz koruma altındadır.'],
  ['Admin Paneli', 'Kullanımı kolay yönetim paneliyle içeriklerinizi kendiniz güncelleyebilirsiniz.'],
  ['Mobil Uyumluluk', 'Tüm mobil cihazlarda ve tarayıcılarda sorunsuz çalışır.'],
] as const;

const cardsOf = (page: Page) => sectionHeadings(page, 'Tüm Hizmetlerimiz');

/**
 * Deactivates the design services through the admin API (the page is rendered by the server, so
 * the data must really change), runs `work`, then restores them.
 */
async function withoutDesignServices(page: Page, work: () => Promise<void>) {
  const origin = siteOrigin();
  const login = await signIn(page.request, admin.username(), admin.password());
  expect(login.status()).toBe(200);
  const services = (await (await page.request.get('/api/admin/services')).json()) as Array<{
    id: number;
    slug: string;
    isActive: boolean;
  }>;
  const design = services.filter(
    (service) => service.isActive && /tasarim|marka|design/.test(service.slug) && service.slug !== 'web-tasarim',
  );
  const setActive = async (isActive: boolean) => {
    for (const service of design) {
      const response = await page.request.put(`/api/admin/services/${service.id}`, {
        data: { isActive },
        headers: { origin },
      });
      expect(response.status()).toBe(200);
    }
  };
  await setActive(false);
  try {
    await work();
  } finally {
    await setActive(true);
    await page.request.post('/api/logout', { headers: { origin } });
  }
}

test.describe('services list', () => {
  test('shows the nine services in Turkish, filters by category and links to the detail page', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Hizmetlerimiz' })).toBeVisible();
    await expect(cardsOf(page)).toHaveCount(9);
    const all = page.getByRole('button', { name: 'Tümü', exact: true });
    await expect(all).toHaveAttribute('aria-pressed', 'true');

    const technology = page.getByRole('button', { name: 'Teknoloji', exact: true });
    await technology.click();
    await expect(technology).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(cardsOf(page)).toHaveText(TECHNOLOGY_TITLES);

    await all.click();
    await expect(cardsOf(page)).toHaveCount(9);
    await expect(page.locator('#web-tasarim')).toBeVisible();
    const link = page.getByRole('link', { name: 'Detayları Gör: Web Tasarım' });
    await expect(link).toHaveAttribute('href', '/services/web-tasarim');
    await link.click();
    await expect(page).toHaveURL(/\/services\/web-tasarim$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Web Tasarım' })).toBeVisible();
  });

  test('a category without services shows the empty state; show all restores the list', async ({ page }) => {
    await withoutDesignServices(page, async () => {
      await page.goto('/services');
      await expect(cardsOf(page)).toHaveCount(8);
      await page.getByRole('button', { name: 'Tasarım', exact: true }).click();
      await expect(page.getByText('Bu kategoride hizmet bulunamadı')).toBeVisible();
      await expect(cardsOf(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Tümünü Göster' }).click();
      await expect(cardsOf(page)).toHaveCount(8);
      await expect(page.getByRole('button', { name: 'Tümü', exact: true })).toHaveAttribute('aria-pressed', 'true');
    });
  });

  test('process, closing call to action and the /hizmetler alias', async ({ page }) => {
    await page.goto('/hizmetler');
    await expect(page.getByRole('heading', { level: 1, name: 'Hizmetlerimiz' })).toBeVisible();
    await expect(cardsOf(page)).toHaveCount(9);
    await expect(sectionHeadings(page, 'Nasıl Çalışıyoruz?')).toHaveText([
      'Analiz',
      'Tasarım',
      'Geliştirme',
      'Test ve Yayın',
    ]);
    await expectLinkTargets(page, { 'Ücretsiz Danışmanlık': '/contact', 'Fiyatları İncele': '/pricing' });
  });

  test('an anchor /services#slug brings that card into view', async ({ page }) => {
    await page.goto('/services#yapay-zeka-entegrasyonu');
    await expect(page.locator('#yapay-zeka-entegrasyonu')).toBeInViewport();
  });
});

test.describe('service questionnaire', () => {
  test('walks the six steps, submits, shows results and starts over', async ({ page }) => {
    await page.goto('/services');
    const quiz = page.getByRole('region', { name: 'Size Uygun Hizmeti Bulalım' });
    const back = quiz.getByRole('button', { name: 'Geri' });
    const next = quiz.getByRole('button', { name: 'İleri' });
    const progress = quiz.getByRole('progressbar', { name: 'Anket ilerlemesi' });

    await expect(back).toBeDisabled();
    await expect(next).toBeDisabled();
    await expect(progress).toHaveAttribute('aria-valuenow', '0');
    await quiz.getByRole('radio', { name: 'Perakende' }).check();
    await expect(next).toBeEnabled();
    await next.click();

    await expect(back).toBeEnabled();
    await expect(next).toBeDisabled();
    await quiz.getByRole('radio', { name: 'Küçük işletme' }).check();
    await next.click();
    await quiz.getByRole('radio', { name: 'Web sitem yok' }).check();
    await next.click();

    // goals: a multi-select needs at least one choice
    await expect(next).toBeDisabled();
    const sales = quiz.getByRole('checkbox', { name: 'Satışları artırmak' });
    await sales.check();
    await expect(next).toBeEnabled();
    await sales.uncheck();
    await expect(next).toBeDisabled();
    await sales.check();
    await quiz.getByRole('checkbox', { name: 'Marka bilinirliği' }).check();
    await next.click();
    await quiz.getByRole('radio', { name: 'Normal süreçte' }).check();
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuenow', /^83\.33/);
    const submit = quiz.getByRole('button', { name: 'Öneri Al' });
    await expect(submit).toBeDisabled();
    await quiz.getByRole('radio', { name: 'Başlangıç' }).check();
    await submit.click();

    await expect(quiz.getByRole('heading', { name: 'Size Özel Hizmet Önerimiz' })).toBeVisible();
    await expect(quiz.getByText(/Uyum Oranı\s*%\d+/)).toBeVisible();
    await expect(quiz.getByRole('link').first()).toHaveAttribute('href', /^\/services\/[a-z-]+$/);
    await expect(quiz.getByRole('heading', { name: 'Neden bu hizmetler?' })).toBeVisible();

    await quiz.getByRole('button', { name: 'Yeni Görüşme Başlat' }).click();
    await expect(quiz.getByText('Adım 1 / 6')).toBeVisible();
    await expect(quiz.getByRole('radio', { name: 'Perakende' })).not.toBeChecked();
    await expect(quiz.getByRole('button', { name: 'İleri' })).toBeDisabled();
    await expect(quiz.getByRole('button', { name: 'Geri' })).toBeDisabled();
  });
});

test.describe('service detail', () => {
  test('shows hero, six feature cards, process, technologies, related services and the call to action', async ({
    page,
    request,
  }) => {
    const settings = await (await request.get('/api/settings')).json();
    await page.goto('/services/web-tasarim');
    await expect(page.getByRole('heading', { level: 1, name: 'Web Tasarım' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Teklif Al' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Hemen Ara' })).toHaveAttribute(
      'href',
      `tel:${settings.company_phone.replace(/[^\d+]/g, '')}`,
    );

    const features = page.getByRole('region', { name: 'Hizmet Özellikleri' });
    await expect(features.getByRole('listitem')).toHaveCount(6);
    await expect(features.getByRole('heading', { level: 3 })).toHaveText(FEATURES.map(([title]) => title));
    for (const [, description] of FEATURES) await expect(features.getByText(description)).toBeVisible();

    const process = page.getByRole('region', { name: 'Çalışma Sürecimiz' });
    await expect(process.getByRole('listitem')).toHaveText([
      /^01\s*Analiz/,
      /^02\s*Planlama/,
      /^03\s*Uygulama/,
      /^04\s*Teslim/,
    ]);

    const technologies = page.getByRole('region', { name: 'Kullandığımız Teknolojiler' });
    await expect(technologies.getByRole('listitem').first()).toHaveText(/^R\s*React$/);
    await expect(technologies.getByRole('listitem').filter({ hasText: 'TypeScript' })).toContainText('TS');

    const related = page.getByRole('region', { name: 'İlgili Hizmetler' });
    const relatedLinks = related.getByRole('link');
    await expect(relatedLinks).toHaveCount(3);
    await expect(related.getByText('+ Özellik')).toHaveCount(3);
    await expect(related.getByText('Web Tasarım', { exact: true })).toHaveCount(0);
    await expect(relatedLinks.first()).toHaveAttribute('href', '/services/e-ticaret');

    await expect(page.getByRole('link', { name: 'Projeye Başla' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'E-posta Gönder' })).toHaveAttribute(
      'href',
      `mailto:${settings.company_email}`,
    );

    await relatedLinks.first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-Ticaret' })).toBeVisible();
  });

  test.describe(() => {
    // The server answers an unknown service with 404; Chromium logs the document's status.
    test.use({ allowedConsoleErrors: [/status of 404/] });
    test('an unknown slug shows Hizmet bulunamadı with a way back to the list', async ({ page }) => {
      await openMissingPage(page, '/services/yok-boyle-bir-hizmet', 'Hizmet bulunamadı');
      await page.getByRole('link', { name: 'Hizmetlere Dön' }).click();
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Hizmetlerimiz' })).toBeVisible();
    });
  });

  test('the /hizmetler/web-tasarim alias shows the same screen', async ({ page }) => {
    await page.goto('/hizmetler/web-tasarim');
    await expect(page.getByRole('heading', { level: 1, name: 'Web Tasarım' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hizmet Özellikleri' }).getByRole('listitem')).toHaveCount(6);
  });

  test('in Arabic the page is right-to-left with the Arabic title', async ({ page }) => {
    await page.goto('/ar/services/web-tasarim');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1, name: 'تصميم المواقع الإلكترونية' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'مزايا الخدمة' }).getByRole('listitem')).toHaveCount(6);
  });

  test('on a phone the detail page fits the screen @phone', async ({ page }) => {
    await page.goto('/services/web-tasarim');
    await expect(page.getByRole('heading', { level: 1, name: 'Web Tasarım' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hizmet Özellikleri' }).getByRole('listitem')).toHaveCount(6);
    await expectNoSidewaysScroll(page);
  });
});
