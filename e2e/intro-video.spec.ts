import type { Page } from '@playwright/test';
import { fallbackUrlOf, type PublicImage } from '../src/shared/media-image.ts';
import { signInAsAdmin } from './admin-session.ts';
import { expect, test } from './fixtures.ts';
import { siteOrigin } from './site-origin.ts';

type Settings = Record<string, string> & { images?: Record<string, PublicImage> };

async function publicSettings(page: Page): Promise<Settings> {
  return (await page.request.get('/api/settings')).json();
}

/** The poster as the hero gives it: a processed image's 960 px jpg/png variant, else the URL itself. */
function posterOf(settings: Settings): string {
  const image = settings.images?.intro_video_poster_url;
  return image ? fallbackUrlOf(image, 960) : settings.intro_video_poster_url;
}

/** Plays the dialog's video (muted, as a visitor's click would) until its metadata and first frames are in. */
async function playedVideo(page: Page) {
  const video = page.getByRole('dialog').locator('video');
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1); // HAVE_METADATA
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
  return video.evaluate((element: HTMLVideoElement) => ({
    duration: element.duration,
    width: element.videoWidth,
    height: element.videoHeight,
    source: element.currentSrc,
    error: element.error?.code ?? null,
  }));
}

test.describe('intro video', () => {
  for (const [path, button, dialog] of [
    ['/', 'Tanıtım Videosunu İzle', 'TBT Dijital Tanıtım Videosu'],
    ['/ar', 'شاهد الفيديو التعريفي', 'الفيديو التعريفي لـ TBT Dijital'],
  ] as const) {
    test(`${path}: the hero's dialog plays the seeded video with its poster`, async ({ page }) => {
      const settings = await publicSettings(page);
      expect(settings.intro_video_url).toMatch(/^\/uploads\/.+\.mp4$/);
      await page.goto(path);
      await page.getByRole('button', { name: button }).click();
      const opened = page.getByRole('dialog', { name: dialog });
      await expect(opened).toBeVisible();
      const video = opened.locator('video');
      await expect(video.locator('source')).toHaveAttribute('src', settings.intro_video_url);
      await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4');
      await expect(video).toHaveAttribute('poster', posterOf(settings));
      // The fallback for browsers without the format: a text and a download link of the same file.
      await expect(video.locator('a[download]')).toHaveAttribute('href', settings.intro_video_url);

      const played = await playedVideo(page);
      expect(played.error).toBeNull();
      expect(new URL(played.source).pathname).toBe(settings.intro_video_url);
      expect(played.duration).toBeGreaterThan(4);
      expect(played.duration).toBeLessThan(10);
      expect([played.width, played.height]).toEqual([1280, 720]);
    });
  }

  test('no video chosen in the admin: no video button; the old /videos/ address is a 404', async ({ page }) => {
    const before = await publicSettings(page);
    const missing = await page.request.get('/videos/intro.mp4');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toContain('<html');

    await signInAsAdmin(page, '/admin/settings');
    try {
      await page.getByRole('tab', { name: 'Marka' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Marka' });
      await expect(panel.getByLabel('Tanıtım videosu', { exact: true })).toHaveValue(before.intro_video_url);
      await panel.getByRole('button', { name: 'Tanıtım videosu: kaldır' }).click();
      await expect(panel.getByLabel('Tanıtım videosu', { exact: true })).toHaveValue('');
      await panel.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Ayarlar güncellendi')).toBeVisible();

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Projenizi Başlatın' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Tanıtım Videosunu İzle' })).toHaveCount(0);

      // Picked again from the media library's videos.
      await page.goto('/admin/settings');
      await page.getByRole('tab', { name: 'Marka' }).click();
      await panel.getByRole('button', { name: 'Medya kütüphanesinden seç' }).first().click();
      await panel.getByRole('button', { name: 'Videoyu seç: intro.mp4' }).click();
      await expect(panel.getByLabel('Tanıtım videosu', { exact: true })).toHaveValue(before.intro_video_url);
      await panel.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Ayarlar güncellendi')).toBeVisible();
      expect((await publicSettings(page)).intro_video_url).toBe(before.intro_video_url);
    } finally {
      await page.request.put('/api/admin/settings', {
        headers: { origin: siteOrigin() },
        data: { intro_video_url: before.intro_video_url, intro_video_poster_url: before.intro_video_poster_url },
      });
    }
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Tanıtım Videosunu İzle' })).toBeVisible();
  });
});
