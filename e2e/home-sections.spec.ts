import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type Service = { slug: string; featured: boolean; content: { title: string } };
type Project = { slug: string; featured: boolean; content: { title: string } };
type PricingPackage = { slug: string; featured: boolean; price: string; type: string; content: { title: string } };

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('home sections', () => {
  test('Turkish: services, projects, logos, about, packages and the closing call to action', async ({
    page,
    request,
  }) => {
    const services: Service[] = await (await request.get('/api/services/tr')).json();
    const projects: Project[] = await (await request.get('/api/projects/tr')).json();
    const pricing: PricingPackage[] = await (await request.get('/api/pricing/tr')).json();
    const settings = await (await request.get('/api/settings')).json();
    await page.goto('/');

    // One h1, then one h2 per section in the order of the spec.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dijital Dönüşümde Güvenilir Ortağınız');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Hizmetlerimiz',
      'Öne Çıkan Projeler',
      '20+ Markanın Güvendiği Ajans',
      'Dijitalde Büyümenin Güvenilir Adresi',
      'E-Ticaret Paketleri',
      'Projenizi Hayata Geçirmeye Hazır mısınız?',
    ]);

    // Hero stats
    const hero = section(page, 'Dijital Dönüşümde Güvenilir Ortağınız');
    for (const text of ['150+', '98%', '24/7', 'Tamamlanan Proje', 'Müşteri Memnuniyeti', 'Teknik Destek']) {
      await expect(hero.getByText(text, { exact: true })).toBeVisible();
    }

    // Six featured services, three features each, view-details links to /services#{slug}.
    const servicesSection = section(page, 'Hizmetlerimiz');
    const serviceCards = servicesSection.getByRole('article');
    await expect(serviceCards).toHaveCount(6);
    const featuredServices = services.filter((service) => service.featured).slice(0, 6);
    expect(featuredServices).toHaveLength(6);
    const details = servicesSection.getByRole('link', { name: 'Detayları Gör' });
    await expect(details).toHaveCount(6);
    for (const [index, service] of featuredServices.entries()) {
      const card = serviceCards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.content.title);
      await expect(card.getByRole('listitem')).toHaveCount(3);
      await expect(card.getByRole('link', { name: 'Detayları Gör' })).toHaveAttribute(
        'href',
        `/services#${service.slug}`,
      );
    }

    // Six featured projects, each linking to /portfolio#{slug}, with its image and a highlighted result.
    const projectsSection = section(page, 'Öne Çıkan Projeler');
    await expect(projectsSection.getByRole('article')).toHaveCount(6);
    for (const project of projects.filter((item) => item.featured).slice(0, 6)) {
      await expect(projectsSection.getByRole('link', { name: project.content.title })).toHaveAttribute(
        'href',
        `/portfolio#${project.slug}`,
      );
      const image = projectsSection.getByRole('img', { name: project.content.title });
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', /\d+/);
      await expect(image).toHaveAttribute('height', /\d+/);
    }
    await expect(projectsSection.getByText('Sonuç', { exact: true })).toHaveCount(6);

    // About 20 client logos, greyscale until hovered.
    const brands = section(page, '20+ Markanın Güvendiği Ajans');
    const logos = brands.getByRole('img', { name: / logosu$/ });
    expect(await logos.count()).toBeGreaterThanOrEqual(20);
    await expect(brands.getByRole('img', { name: 'Akdeniz Zeytin logosu' })).toHaveAttribute('width', '200');
    const firstLogo = logos.first();
    await firstLogo.scrollIntoViewIfNeeded();
    expect(await firstLogo.evaluate((image) => getComputedStyle(image).filter)).toContain('grayscale');

    // About block
    const about = section(page, 'Dijitalde Büyümenin Güvenilir Adresi');
    await expect(about.getByText('6+', { exact: true })).toBeVisible();
    await expect(about.getByText('150+', { exact: true })).toBeVisible();
    await expect(about.getByText('Mutlu Müşteri', { exact: true })).toBeVisible();
    await expect(about.getByRole('link', { name: 'Hakkımızda Daha Fazla' })).toHaveAttribute('href', '/about');

    // Four packages: tr-TR prices, one most-popular badge, 'get price' for the enterprise package.
    const packagesSection = section(page, 'E-Ticaret Paketleri');
    const packageCards = packagesSection.getByRole('article');
    await expect(packageCards).toHaveCount(4);
    await expect(packagesSection.getByText('14.900 ₺', { exact: true })).toBeVisible();
    await expect(packagesSection.getByText('29.900 ₺', { exact: true })).toBeVisible();
    await expect(packagesSection.getByText('54.900 ₺', { exact: true })).toBeVisible();
    await expect(packagesSection.getByText('En Popüler', { exact: true })).toHaveCount(1);
    const featuredPackage = pricing.find((pkg) => pkg.featured);
    const popularCard = packageCards.filter({ hasText: 'En Popüler' });
    await expect(popularCard.getByRole('heading', { level: 3 })).toHaveText(featuredPackage?.content.title ?? '');
    const enterprise = pricing.find((pkg) => pkg.slug === 'tbt-kurumsal');
    expect(enterprise?.price).toBe('');
    const enterpriseCard = packageCards.filter({ hasText: enterprise?.content.title ?? '' });
    await expect(enterpriseCard.getByText('Fiyat Alın', { exact: true })).toBeVisible();
    await expect(enterpriseCard.getByText('Kurumsal', { exact: true })).toBeVisible();
    const starter = pricing.find((pkg) => pkg.slug === 'tbt-baslangic');
    const starterCard = packageCards.filter({ hasText: starter?.content.title ?? '' });
    await expect(starterCard.getByText('Fırsat', { exact: true })).toBeVisible();
    for (const index of [0, 1, 2, 3]) await expect(packageCards.nth(index).getByRole('listitem')).toHaveCount(4);
    const startLinks = packagesSection.getByRole('link', { name: 'Hemen Başla' });
    await expect(startLinks).toHaveCount(4);
    const starterHref = (await startLinks.first().getAttribute('href')) ?? '';
    const starterUrl = new URL(starterHref, 'http://localhost');
    expect(starterUrl.pathname).toBe('/contact');
    expect(starterUrl.searchParams.get('package')).toBe(starter?.content.title);

    // Closing call to action
    const cta = section(page, 'Projenizi Hayata Geçirmeye Hazır mısınız?');
    await expect(cta.getByRole('link', { name: 'Ücretsiz Danışmanlık' })).toHaveAttribute('href', '/contact');
    await expect(cta.getByRole('link', { name: 'Hemen Ara' })).toHaveAttribute(
      'href',
      `tel:${settings.company_phone.replace(/[^\d+]/g, '')}`,
    );
  });

  test('the intro video dialog loads on demand, opens and closes without errors', async ({ page, request }) => {
    // The seeded video of the media library (intro_video_url); e2e/intro-video.spec.ts plays it.
    const { intro_video_url: videoUrl } = await (await request.get('/api/settings')).json();
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    await page.goto('/');
    await expect(section(page, 'E-Ticaret Paketleri').getByRole('article')).toHaveCount(4);
    // Neither the dialog's code nor the video is loaded with the page.
    expect(requests.filter((url) => /IntroVideoDialog|\.mp4/.test(url))).toEqual([]);

    await page.getByRole('button', { name: 'Tanıtım Videosunu İzle' }).click();
    const dialog = page.getByRole('dialog', { name: 'TBT Dijital Tanıtım Videosu' });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls', '');
    expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay || !element.paused)).toBe(false);
    await expect(video.locator('source')).toHaveAttribute('src', videoUrl);
    // The fallback for browsers without the format: a text and a download link.
    await expect(video).toContainText('Tarayıcınız bu video biçimini desteklemiyor.');
    await expect(video.locator('a', { hasText: 'Videoyu indir' })).toHaveAttribute('href', videoUrl);
    // Opening the dialog does not download the video (the poster only).
    expect(requests.filter((url) => url.includes('.mp4'))).toEqual([]);

    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await expect(dialog).toBeHidden();
    // It opens again, and Escape closes it.
    await page.getByRole('button', { name: 'Tanıtım Videosunu İzle' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Arabic: right-to-left with Arabic section titles and the same lira prices', async ({ page }) => {
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'خدماتنا',
      'مشاريع مميزة',
      'الوكالة التي تثق بها 20+ علامة تجارية',
      'وجهتك الموثوقة للنمو الرقمي',
      'باقات التجارة الإلكترونية',
      'هل أنت مستعد لتحويل مشروعك إلى واقع؟',
    ]);
    await expect(section(page, 'خدماتنا').getByRole('link', { name: 'عرض التفاصيل' })).toHaveCount(6);
    const packagesSection = section(page, 'باقات التجارة الإلكترونية');
    await expect(packagesSection.getByText('14.900 ₺', { exact: true })).toBeVisible();
    await expect(packagesSection.getByText('الأكثر شيوعًا', { exact: true })).toHaveCount(1);
    await expect(packagesSection.getByText('اطلب السعر', { exact: true })).toBeVisible();
    // Numbers keep their left-to-right order inside the right-to-left page.
    await expect(section(page, 'وجهتك الموثوقة للنمو الرقمي').getByText('150+', { exact: true })).toHaveAttribute(
      'dir',
      'ltr',
    );
    // Lines start at the right edge of the card (the reading start).
    const card = section(page, 'خدماتنا').getByRole('article').first();
    const cardBox = await card.boundingBox();
    const featureBox = await card.getByRole('listitem').first().locator('span').boundingBox();
    expect(cardBox && featureBox).toBeTruthy();
    if (cardBox && featureBox) {
      expect(featureBox.x).toBeGreaterThan(cardBox.x + cardBox.width / 3);
      expect(cardBox.x + cardBox.width - (featureBox.x + featureBox.width)).toBeLessThan(60);
    }
  });
});

test('phone: the home sections stack one card per row @phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  for (const name of ['Hizmetlerimiz', 'Öne Çıkan Projeler', 'E-Ticaret Paketleri']) {
    const cards = section(page, name).getByRole('article');
    await expect(cards.nth(1)).toBeVisible();
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(first && second, name).toBeTruthy();
    if (!first || !second) continue;
    // Same column, the second below the first, and nearly the full width of the screen.
    expect(Math.abs(first.x - second.x), name).toBeLessThan(1);
    expect(second.y, name).toBeGreaterThanOrEqual(first.y + first.height);
    expect(first.width, name).toBeGreaterThan(300);
  }
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(
    section(page, 'Projenizi Hayata Geçirmeye Hazır mısınız?').getByRole('link', { name: 'Hemen Ara' }),
  ).toHaveAttribute('href', /^tel:\+?\d+$/);
});
