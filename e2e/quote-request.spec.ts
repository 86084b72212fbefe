import type { Page } from '@playwright/test';
import ar from '../src/i18n/catalogs/site/ar.json' with { type: 'json' };
import tr from '../src/i18n/catalogs/site/tr.json' with { type: 'json' };
import { MIN_FILL_TIME_MS } from '../src/shared/contact.ts';
import { signInAsAdmin } from './admin-session.ts';
import { expect, test } from './fixtures.ts';

/**
 * A recommendation that ends in a quote (issue 12), in Turkish and in Arabic (right-to-left):
 * the service questionnaire's result → "get a quote" → the contact form with the subject and
 * the answers attached → send → the thank-you state → the admin sees the message with the
 * answers and the page and language it came from. And the privacy notice at the forms.
 */

type Dictionary = Record<string, string>;
const DICTIONARIES: Record<'tr' | 'ar', Dictionary> = { tr, ar };

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The place embed of the contact page's map is answered with an empty page (no network here). */
test.use({ allowedConsoleErrors: [/google\.com|ERR_FAILED|net::/] });
test.beforeEach(async ({ page }) => {
  await page.route('https://www.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title>' }),
  );
});

async function answerQuestionnaire(page: Page, t: Dictionary) {
  const quiz = page.getByRole('region', { name: t['service.questionnaire.title'] });
  const next = quiz.getByRole('button', { name: t['button.next'] });
  const q = (id: string) => t[`service.questionnaire.${id}`];
  await quiz.getByRole('radio', { name: q('businessType.retail') }).check();
  await next.click();
  await quiz.getByRole('radio', { name: q('businessSize.small') }).check();
  await next.click();
  await quiz.getByRole('radio', { name: q('currentWebsite.none') }).check();
  await next.click();
  await quiz.getByRole('checkbox', { name: q('goals.increase_sales') }).check();
  await next.click();
  await quiz.getByRole('radio', { name: q('timeline.normal') }).check();
  await next.click();
  await quiz.getByRole('radio', { name: q('techLevel.beginner') }).check();
  await quiz.getByRole('button', { name: t['button.getRecommendation'] }).click();
  await expect(quiz.getByRole('heading', { name: t['service.questionnaire.resultTitle'] })).toBeVisible();
  return quiz;
}

for (const language of ['tr', 'ar'] as const) {
  test(`questionnaire → get a quote → contact form → thank you → admin (${language})`, async ({ page }) => {
    const t = DICTIONARIES[language];
    const prefix = language === 'tr' ? '' : `/${language}`;
    const name = `Teklif ${language} ${Date.now()}`;
    const q = (id: string) => t[`service.questionnaire.${id}`];

    await page.goto(`${prefix}/services`);
    const quiz = await answerQuestionnaire(page, t);
    await quiz.getByRole('link', { name: t['button.getQuote'] }).click();

    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/contact\\?services=.+&recommendation=`));
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const subjectPrefix = t['contact.form.servicesSubject'].replace('{services}', '');
    await expect(field(page, t['contact.form.subject'])).toHaveValue(new RegExp(`^${subjectPrefix}.+`));
    const attached = page.getByTestId('contact-attached');
    for (const answer of [q('businessType.retail'), q('businessSize.small'), q('goals.increase_sales')])
      await expect(attached).toContainText(answer);
    // The questionnaire asks no budget, so the summary claims none.
    await expect(attached).not.toContainText(language === 'tr' ? 'bütçe' : 'ميزاني');

    const shownAt = Date.now();
    await field(page, t['contact.form.name']).fill(name);
    await field(page, t['contact.form.email']).fill('teklif@example.com');
    await field(page, t['contact.form.phone']).fill('+90 532 000 00 00');
    await field(page, t['contact.form.message']).fill('Mağazamız için bir teklif almak istiyoruz.');
    // A person takes longer than the minimum fill time; a faster submit is filed as spam.
    await page.waitForTimeout(Math.max(0, MIN_FILL_TIME_MS + 200 - (Date.now() - shownAt)));
    await page.getByRole('button', { name: t['contact.form.submit'] }).click();

    const thanks = page.getByTestId('contact-thanks');
    await expect(thanks.getByRole('heading', { name: t['contact.thanks.title'] })).toBeFocused();
    await expect(thanks).toContainText(t['contact.thanks.next']);
    await expect(thanks.getByRole('link', { name: '+90 324 555 01 24' })).toHaveAttribute('href', 'tel:+903245550124');
    await expect(thanks.getByRole('link', { name: t['contact.quick.whatsapp'] })).toHaveAttribute(
      'href',
      'https://wa.me/905325550124',
    );
    await expect(page.getByRole('button', { name: t['contact.form.submit'], exact: true })).toHaveCount(0);

    // The owner's side: the message carries the answers, the page and the language.
    await signInAsAdmin(page, '/admin/contact');
    const response = await page.request.get(`/api/admin/contacts?search=${encodeURIComponent(name)}`);
    const items = (await response.json()) as Array<{
      status: string;
      subject: string;
      recommendation: string;
      page: string;
      language: string;
    }>;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ status: 'new', language, page: `${prefix}/contact` });
    expect(items[0].subject.startsWith(subjectPrefix)).toBe(true);
    expect(items[0].recommendation).toContain(q('businessType.retail'));
    expect(items[0].recommendation).toContain(q('techLevel.beginner'));

    await expect(page.getByTestId('new-leads-badge')).toBeVisible();
    const card = page.getByRole('article', { name });
    await expect(card.getByTestId('message-recommendation')).toContainText(q('goals.increase_sales'));
    // Beside the visitor's language, the owner reads the same answers in Turkish.
    const turkish = card.getByTestId('message-recommendation-tr');
    if (language === 'tr') await expect(turkish).toHaveCount(0);
    else await expect(turkish).toContainText(DICTIONARIES.tr['service.questionnaire.goals.increase_sales']);
  });
}

test('"send another message" brings back an empty form', async ({ page }) => {
  await page.goto('/contact?package=Standart%20E-Ticaret%20Paketi');
  await expect(field(page, 'Konu')).toHaveValue('Standart E-Ticaret Paketi hakkında bilgi');
  await field(page, 'Ad Soyad').fill('Ayşe Yılmaz');
  await field(page, 'E-posta').fill('ayse@example.com');
  await field(page, 'Telefon').fill('+90 532 000 00 00');
  await field(page, 'Mesaj').fill('Standart paket için bilgi almak istiyorum.');
  await page.getByRole('button', { name: 'Mesaj Gönder' }).click();
  await page.getByRole('button', { name: 'Yeni bir mesaj gönder' }).click();
  for (const label of ['Ad Soyad', 'E-posta', 'Telefon', 'Konu', 'Mesaj'])
    await expect(field(page, label)).toHaveValue('');
});

test.describe('privacy notice at the point of collection', () => {
  for (const language of ['tr', 'ar'] as const) {
    test(`the contact and newsletter forms say what the data is for and link the KVKK notice (${language})`, async ({
      page,
    }) => {
      const t = DICTIONARIES[language];
      const prefix = language === 'tr' ? '' : `/${language}`;
      await page.goto(`${prefix}/contact`);
      const form = page.locator('form', { has: page.getByRole('button', { name: t['contact.form.submit'] }) });
      await expect(form).toContainText(t['contact.form.privacy']);
      const formLink = form.getByRole('link', { name: t['footer.legal.kvkk'] });
      await expect(formLink).toHaveAttribute('href', `${prefix}/kvkk`);

      const newsletter = page.locator('form', {
        has: page.getByRole('button', { name: t['footer.newsletter.subscribe'] }),
      });
      await expect(newsletter).toContainText(t['footer.newsletter.privacy']);
      await expect(newsletter.getByRole('link', { name: t['footer.legal.kvkk'] })).toHaveAttribute(
        'href',
        `${prefix}/kvkk`,
      );

      await formLink.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/kvkk$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('the honeypot is out of sight and out of the tab order', async ({ page }) => {
    await page.goto('/contact');
    const trap = page.locator('form input[name="website"]').first();
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    // Its box is clipped to one pixel where it stands (no off-screen offset to scroll to).
    const box = await trap.locator('xpath=ancestor::div[@aria-hidden="true"][1]').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(1);
    expect(box?.height).toBeLessThanOrEqual(1);
  });
});
