import type { Page } from '@playwright/test';
import { signInAsAdmin } from './admin-session.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './page-width.ts';
import { siteOrigin } from './site-origin.ts';

/** The seed's week (Monday–Friday 09:00–18:00, Saturday 10:00–14:00, Sunday closed) as each page shows it. */
const SEEDED: Array<[string, string[]]> = [
  ['/contact', ['Pazartesi – Cuma: 09:00–18:00', 'Cumartesi: 10:00–14:00', 'Pazar: Kapalı']],
  ['/en/contact', ['Monday – Friday: 09:00–18:00', 'Saturday: 10:00–14:00', 'Sunday: Closed']],
  ['/de/contact', ['Montag – Freitag: 09:00–18:00 Uhr', 'Samstag: 10:00–14:00 Uhr', 'Sonntag: geschlossen']],
  ['/ru/contact', ['Понедельник – пятница: 09:00–18:00', 'Суббота: 10:00–14:00', 'Воскресенье: выходной']],
  // Intl puts thin spaces (U+2009) around the dash of an Arabic range.
  ['/ar/contact', ['الاثنين – الجمعة: 9:00 ص – 6:00 م', 'السبت: 10:00 ص – 2:00 م', 'الأحد: مغلق']],
];

const hoursLines = (page: Page) => page.getByTestId('working-hours').locator('dd');

async function storedHours(page: Page): Promise<string> {
  const response = await page.request.get('/api/admin/settings');
  expect(response.status()).toBe(200);
  return (await response.json()).working_hours;
}

async function restoreHours(page: Page, workingHours: string) {
  const response = await page.request.put('/api/admin/settings', {
    headers: { origin: siteOrigin() },
    data: { working_hours: workingHours },
  });
  expect(response.status()).toBe(200);
}

test.describe('working hours on the contact page', () => {
  for (const [path, lines] of SEEDED) {
    test(`${path} shows the week in its language's words and time format`, async ({ page }) => {
      await page.goto(path);
      await expect(hoursLines(page)).toHaveText(lines);
      // No Turkish sentence on other languages' pages.
      if (path !== '/contact') await expect(page.getByTestId('working-hours')).not.toContainText('Pazartesi');
    });
  }

  test('Arabic reads right to left: the days stand right of their hours', async ({ page }) => {
    await page.goto('/ar/contact');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const first = hoursLines(page).first();
    await expect(first).toHaveText(SEEDED[4][1][0]);
    const [days, hours] = await first.locator('bdi').all();
    const daysBox = await days.boundingBox();
    const hoursBox = await hours.boundingBox();
    expect(daysBox && hoursBox && daysBox.x > hoursBox.x).toBe(true);
    // Within the range, the start (9:00) comes first in reading order: at the right.
    const starts = await hours.evaluate((element) => {
      const range = document.createRange();
      const text = element.firstChild as Text;
      const at = (needle: string) => {
        const index = (text.textContent ?? '').indexOf(needle);
        range.setStart(text, index);
        range.setEnd(text, index + needle.length);
        return range.getBoundingClientRect().x;
      };
      return { start: at('9:00'), end: at('6:00') };
    });
    expect(starts.start).toBeGreaterThan(starts.end);
  });
});

test.describe('working hours in the admin', () => {
  test('edited per weekday in the contact tab, checked, saved, then shown in German; then restored', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/admin/settings');
    const original = await storedHours(page);
    try {
      await page.getByRole('tab', { name: 'İletişim' }).click();
      const panel = page.getByRole('tabpanel', { name: 'İletişim' });
      const group = panel.getByRole('group', { name: 'Çalışma saatleri' });
      await expect(group.getByRole('group')).toHaveCount(7);
      const monday = group.getByRole('group', { name: 'Pazartesi' });
      await expect(monday.getByLabel('Pazartesi, 1. aralığın başlangıcı')).toHaveValue('09:00');
      await expect(monday.getByLabel('Pazartesi, 1. aralığın bitişi')).toHaveValue('18:00');
      await expect(group.getByRole('switch', { name: 'Pazar kapalı' })).toBeChecked();
      // The old sentences are no longer fields.
      await expect(panel.getByLabel('Çalışma saatleri (hafta içi)')).toHaveCount(0);

      // Wednesday gets a lunch break; first with an end before its start.
      const wednesday = group.getByRole('group', { name: 'Çarşamba' });
      await wednesday.getByLabel('Çarşamba, 1. aralığın bitişi').fill('12:30');
      await wednesday.getByRole('button', { name: 'Çarşamba için aralık ekle' }).click();
      await wednesday.getByLabel('Çarşamba, 2. aralığın başlangıcı').fill('13:30');
      await wednesday.getByLabel('Çarşamba, 2. aralığın bitişi').fill('13:00');
      await panel.getByRole('button', { name: 'Kaydet' }).click();
      await expect(wednesday.getByText('Bitiş saati başlangıç saatinden sonra olmalıdır')).toBeVisible();
      expect(await storedHours(page)).toBe(original);

      await wednesday.getByLabel('Çarşamba, 2. aralığın bitişi').fill('18:00');
      await group.getByRole('switch', { name: 'Cumartesi kapalı' }).check();
      await panel.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByText('Ayarlar güncellendi')).toBeVisible();
      expect(JSON.parse(await storedHours(page))).toMatchObject({
        wednesday: [
          { start: '09:00', end: '12:30' },
          { start: '13:30', end: '18:00' },
        ],
        saturday: [],
      });

      await page.goto('/de/contact');
      await expect(hoursLines(page)).toHaveText([
        'Montag und Dienstag: 09:00–18:00 Uhr',
        'Mittwoch: 09:00–12:30 Uhr und 13:30–18:00 Uhr',
        'Donnerstag und Freitag: 09:00–18:00 Uhr',
        'Samstag und Sonntag: geschlossen',
      ]);
    } finally {
      await restoreHours(page, original);
    }
  });

  test('@phone the week fits a phone screen, right to left in Arabic', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await signInAsAdmin(page, '/admin/settings');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('tab', { name: 'التواصل', exact: true }).click();
    const group = page.getByRole('group', { name: 'ساعات العمل' });
    const monday = group.getByRole('group', { name: 'الاثنين' });
    await expect(monday.getByLabel('الاثنين، بداية الفترة 1')).toHaveValue('09:00');
    await expect(group.getByRole('switch', { name: 'الأحد مغلق' })).toBeChecked();
    await expectNoSidewaysScroll(page);
    // Right to left: the day's name starts at the right, and a range's start stands right of its end.
    const name = await monday.getByText('الاثنين', { exact: true }).boundingBox();
    const start = await monday.getByLabel('الاثنين، بداية الفترة 1').boundingBox();
    const end = await monday.getByLabel('الاثنين، نهاية الفترة 1').boundingBox();
    if (!name || !start || !end) throw new Error('the Monday row is not laid out');
    expect(name.x + name.width).toBeGreaterThanOrEqual(start.x + start.width - 1);
    expect(start.x).toBeGreaterThan(end.x + end.width);
  });
});
