import sharp from 'sharp';
import { signInAsAdmin } from './admin-session.ts';
import { expect, test } from './fixtures.ts';
import { siteOrigin } from './site-origin.ts';

type MediaRow = { id: number; url: string; originalName: string; image: { status: string; hash: string } | null };
type Project = { id: number; slug: string; imageUrl: string; content: { title: string } };

/** A photo-like 2400x1500 JPEG, made here so the test carries no binary fixture. */
function photo(): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
  return sharp({ create: { width: 2400, height: 1500, channels: 3, background: '#c2410c', noise } })
    .blur(3)
    .jpeg({ quality: 85 })
    .toBuffer();
}

// A phone: 390 CSS px at 2 device pixels per px. The first card's image is 358 px wide there
// (sizes: calc(100vw - 2rem)), so the browser needs 716 px: the 960 variant, never the master.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

test('the portfolio loads a phone-sized variant of an uploaded photo, not the original', async ({ page }) => {
  test.setTimeout(60_000);
  const name = `portfolyo-${Date.now().toString(36)}.jpg`;
  let mediaId: number | undefined;
  let project: Project | undefined;
  try {
    await signInAsAdmin(page, '/admin');
    const uploaded = await page.request.post('/api/admin/media/upload', {
      headers: { origin: siteOrigin() },
      multipart: { file: { name, mimeType: 'image/jpeg', buffer: await photo() } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const row = (await uploaded.json()) as MediaRow;
    mediaId = row.id;
    // The variants are made off the request path: wait until the row says they are there.
    await expect
      .poll(
        async () => {
          const rows = (await (await page.request.get('/api/admin/media?pageSize=200')).json()) as MediaRow[];
          return rows.find((item) => item.id === row.id)?.image?.status;
        },
        { timeout: 20_000 },
      )
      .toBe('ready');

    // The first card of /portfolio gets the photo.
    const projects = (await (await page.request.get('/api/projects/tr')).json()) as Project[];
    project = projects[0];
    const saved = await page.request.put(`/api/admin/projects/${project.id}`, {
      headers: { origin: siteOrigin() },
      data: { imageUrl: row.url },
    });
    expect(saved.status()).toBe(200);

    const images: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/uploads/')) images.push(new URL(response.url()).pathname);
    });
    await page.goto('/portfolio');
    const img = page.locator(`article#${project.slug} img`);
    await expect(img).toHaveJSProperty('complete', true);
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

    const stem = row.url.slice('/uploads/'.length).replace(/\.jpg$/, '');
    const variant = new RegExp(`/uploads/v/${stem}-[0-9a-f]{10}-(640|960|1280)\\.(avif|webp)$`);
    const current = await img.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname);
    expect(current).toMatch(variant);
    expect(
      images.some((url) => variant.test(url)),
      images.join(' '),
    ).toBe(true);
    // Neither the 2400 px master nor the widest variant went over the wire.
    expect(images).not.toContain(row.url);
    expect(images.filter((url) => url.startsWith(`/uploads/v/${stem}-`) && /-1920\./.test(url))).toEqual([]);

    // No layout shift: the <img> has its size; the first card's is the page's largest paint.
    await expect(img).toHaveAttribute('width', '2400');
    await expect(img).toHaveAttribute('height', '1500');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('alt', project.content.title);
    await expect(page.locator(`article#${project.slug} picture source[type="image/avif"]`)).toHaveCount(1);

    // Loaded: the few-pixel placeholder behind it is gone.
    expect(await img.evaluate((element: HTMLImageElement) => element.style.backgroundImage)).toBe('');

    // Every language draws the same variants, with the alt in its language (here: the title);
    // Arabic right to left.
    for (const language of ['en', 'de', 'ru', 'ar'] as const) {
      const translated = (await (await page.request.get(`/api/projects/${language}`)).json()) as Project[];
      const title = translated.find((item) => item.id === project?.id)?.content.title ?? '';
      await page.goto(`/${language}/portfolio`);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const card = page.locator(`article#${project.slug} img`);
      await expect(card).toHaveAttribute('alt', title);
      await expect.poll(() => card.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      expect(await card.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(variant);
    }
  } finally {
    if (project) {
      await page.request.put(`/api/admin/projects/${project.id}`, {
        headers: { origin: siteOrigin() },
        data: { imageUrl: project.imageUrl },
      });
    }
    if (mediaId) await page.request.delete(`/api/admin/media/${mediaId}`, { headers: { origin: siteOrigin() } });
  }
});
