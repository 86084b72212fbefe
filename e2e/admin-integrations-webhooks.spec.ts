import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInAsAdmin, signInAsAdminInArabic } from './admin-session.ts';
import { expectNoSeriousA11yViolations } from './axe-check.ts';
import { expect, test } from './fixtures.ts';

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A receiver on 127.0.0.1 (the e2e server runs with WEBHOOK_ALLOW_PRIVATE=true). */
async function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/crm/hooks`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The Integrations screen's webhooks (issue 23): added in Turkish, the secret shown once, a signed test delivered. */
test.describe('admin integrations: webhooks', () => {
  test('an endpoint added in Turkish shows its secret once and gets a signed test event', async ({ page }) => {
    const receiver = await startReceiver();
    try {
      await signInAsAdmin(page, '/admin/integrations');
      await page.getByRole('button', { name: 'Yeni webhook' }).click();
      const form = page.getByRole('dialog', { name: 'Yeni webhook' });
      await form.getByRole('textbox', { name: /^Adres/ }).fill(receiver.url);
      await form.getByRole('checkbox', { name: 'Yeni talep geldi' }).check();
      await form.getByRole('button', { name: 'Oluştur' }).click();

      const shown = page.getByRole('dialog', { name: 'İmza anahtarı' });
      await expect(shown).toContainText('bir daha gösterilmeyecek');
      const secret = await shown.getByTestId('webhook-secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await shown.getByRole('button', { name: 'Tamam' }).click();
      await expect(shown).toHaveCount(0);
      await expect(page.getByText(secret)).toHaveCount(0);

      const row = page.getByRole('row').filter({ hasText: receiver.url });
      await expect(row).toContainText('Açık');
      await row.getByRole('button', { name: 'Test gönder' }).click();
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
      const [test] = receiver.received;
      // Standard Webhooks: HMAC-SHA256 of "id.timestamp.body" with the secret's bytes.
      const signed = `${test.headers['webhook-id']}.${test.headers['webhook-timestamp']}.${test.body}`;
      const mac = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
        .update(signed)
        .digest('base64');
      expect(test.headers['webhook-signature']).toBe(`v1,${mac}`);
      expect(JSON.parse(test.body)).toMatchObject({ type: 'webhook.test' });

      await row.getByRole('button', { name: 'Teslimatlar' }).click();
      const deliveries = page.getByRole('dialog', { name: /^Teslimatlar/ });
      await expect(async () => {
        await deliveries.getByRole('button', { name: 'Yenile' }).click();
        await expect(deliveries.getByRole('row').filter({ hasText: 'Teslim edildi' })).toContainText('204', {
          timeout: 1_000,
        });
      }).toPass({ timeout: 10_000 });
      await expect(deliveries.getByRole('row').filter({ hasText: 'Teslim edildi' })).toContainText('Test');
    } finally {
      await receiver.close();
    }
  });

  test('speaks Arabic right-to-left, list and form', async ({ page }) => {
    await signInAsAdminInArabic(page, '/admin/integrations', 'التكاملات');
    await expect(page.getByRole('heading', { level: 2, name: 'خطافات الويب (Webhooks)' })).toBeVisible();
    await page.getByRole('button', { name: 'خطاف ويب جديد' }).click();
    const form = page.getByRole('dialog', { name: 'خطاف ويب جديد' });
    await expect(form.getByRole('checkbox', { name: 'وصل طلب جديد' })).toBeVisible();
    // A refused address is explained in Arabic, beside the field.
    await form.getByRole('textbox', { name: /^العنوان/ }).fill('ftp://crm.example.com/hooks');
    await form.getByRole('checkbox', { name: 'وصل طلب جديد' }).check();
    await form.getByRole('button', { name: 'إنشاء' }).click();
    await expect(form).toContainText('أدخل عنوان https:// صالحًا');
    await expectNoSeriousA11yViolations(page, 'integrations webhook form (ar)');
  });
});
