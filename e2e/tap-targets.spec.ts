import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Tap targets of at least 44×44 px on a phone (390×844): every visible standalone control of the
 * public pages — header, menu drawer, footer, cookie banner and panel, promo modal, WhatsApp
 * button, the page's own buttons and links. Links inside running text are exempt (WCAG 2.5.5's
 * inline exception), as are the form fields' own text boxes.
 */
const MIN = 44;
const PAGES = ['/', '/contact', '/ar'];

type Measured = { checked: number; small: Array<{ name: string; width: number; height: number }> };

/** The standalone controls under `scope` (the whole page by default): how many, and those under 44×44. */
async function measureTargets(page: Page, scope?: Locator): Promise<Measured> {
  const root = scope ?? page.locator('body');
  return root.evaluate((container, min) => {
    const selector = 'a[href], button, [role="button"], [role="switch"], [role="menuitem"], [role="tab"], summary';
    const inlineLink = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      // A link inside a sentence: its block holds more text than the link.
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      return (block?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      if (box.bottom + window.scrollY < 0 || box.right + window.scrollX < 0) return false; // parked off-screen (skip link)
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && !element.closest('[aria-hidden="true"], [inert]');
    };
    const small: Measured['small'] = [];
    let checked = 0;
    for (const element of container.querySelectorAll(selector)) {
      // A visually hidden switch input: what the finger hits is its label. A "stretched" link
      // (an absolute ::after over its card): the card.
      const after = getComputedStyle(element, '::after');
      const target =
        element instanceof HTMLInputElement && element.labels?.[0] && getComputedStyle(element).opacity === '0'
          ? element.labels[0]
          : after.content !== 'none' && after.position === 'absolute' && element instanceof HTMLElement
            ? (element.offsetParent ?? element)
            : element;
      if (!shown(target) || inlineLink(element)) continue;
      checked += 1;
      const box = target.getBoundingClientRect();
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        small.push({
          name: `${element.tagName.toLowerCase()} "${name}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return { checked, small };
  }, MIN);
}

/** Waits until no finite transition runs (a drawer sliding in is measured where it stops). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );

async function expectTapTargets(page: Page, label: string, atLeast: number, scope?: Locator) {
  await settled(page);
  const { checked, small } = await measureTargets(page, scope);
  expect(small, label).toEqual([]);
  expect(checked, `${label}: controls measured`).toBeGreaterThanOrEqual(atLeast);
}

test.describe('tap targets at 390 px @phone', () => {
  // A first visit: the cookie banner is shown; the promo opens after 3 s once the banner is answered.
  test.use({ viewport: { width: 390, height: 844 }, firstVisit: true });

  for (const path of PAGES) {
    test(`${path}: header, page, footer, banner, cookie panel, promo and the open menu`, async ({ page }) => {
      const rtl = path === '/ar';
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
      const banner = page.getByRole('region', { name: rtl ? 'ملفات تعريف الارتباط' : 'Çerez Kullanımı' });
      await expect(banner).toBeVisible();
      // The floating chat button (the last wa.me link: the contact page has one of its own).
      await expect(page.locator('a[href^="https://wa.me/"]').last()).toBeVisible();
      await expectTapTargets(page, `${path} menu closed`, 30);

      await banner.getByRole('button', { name: rtl ? 'الإعدادات' : 'Ayarlar' }).click();
      const panel = page.getByRole('dialog', { name: rtl ? 'إعدادات ملفات تعريف الارتباط' : 'Çerez Ayarları' });
      await expect(panel).toBeVisible();
      await expectTapTargets(page, `${path} cookie panel`, 6, panel);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      // The promo never opens over the cookie banner (issue 22): it comes once a choice is made.
      await banner.getByRole('button', { name: rtl ? 'قبول الكل' : 'Tümünü Kabul Et' }).click();
      await expect(banner).toBeHidden();
      const promo = page.getByRole('dialog', {
        name: rtl ? 'حوّل موقعك الإلكتروني إلى تطبيق جوال' : 'Web Sitenizi Mobil Uygulamaya Dönüştürün',
      });
      await expect(promo).toBeVisible({ timeout: 6_000 });
      await expectTapTargets(page, `${path} promo`, 3, promo);
      await promo
        .getByRole('button', { name: rtl ? 'إغلاق' : 'Kapat' })
        .first()
        .click();
      await expect(promo).toBeHidden();

      await page
        .getByRole('banner')
        .getByRole('button', { name: rtl ? 'القائمة' : 'Menü' })
        .click();
      const drawer = page.getByRole('dialog', { name: rtl ? 'القائمة' : 'Menü' });
      await expect(drawer).toBeVisible();
      await expectTapTargets(page, `${path} menu open`, 13, drawer);
      // The drawer is on the burger's side: the inline end (left in Arabic).
      const box = await drawer.boundingBox();
      if (rtl) expect(box?.x).toBeLessThan(1);
      else expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(389);
    });
  }
});
