import { beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, postJson, query } from '../test/harness.ts';
import { signedInAppForFile } from '../test/signed-in-app.ts';

const ADMIN = { username: 'boss', password: 'boss password 1' };
// No SMTP_URL: every mail waits as pending, as on a site whose mail is not set up yet.
const session = signedInAppForFile({}, { ...ADMIN, role: 'admin' });
beforeAll(async () => {
  await query(session.app.orm, "update settings set value = 'true' where key = 'lead_confirmation'");
});

const adminDelete = (pathname: string) => adminRequest(session.app, 'DELETE', pathname, { cookie: session.cookie });
/** Sends a lead through the public form call; its id. */
async function postLead(fields: { name: string; email: string; subject: string; message: string }): Promise<number> {
  const response = await postJson(session.app, '/api/contact', {
    phone: '+90 532 000 00 00',
    language: 'tr',
    ...fields,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
/** The lead's notification as if the worker had delivered it. */
const markNotificationSent = (messageId: number) =>
  query(
    session.app.orm,
    "update mail_outbox set status = 'sent', sent_at = now() where kind = 'lead' and contact_message_id = ?",
    [messageId],
  );
const mailCount = async (where: string, values: unknown[]) =>
  Number(
    (await query<{ n: string }>(session.app.orm, `select count(*) as n from mail_outbox where ${where}`, values))[0].n,
  );

describe('erasing a lead or a subscriber erases its mails', () => {
  it('deleting a contact message deletes its notification and confirmation, sent or not', async () => {
    const lead = {
      name: 'Silinecek Kişi',
      email: 'silinecek@example.com',
      subject: 'Teklif',
      message: 'Lütfen bu mesajı ve kopyalarını silin.',
    };
    const keptId = await postLead({ ...lead, email: 'kalacak@example.com' });
    const erasedId = await postLead(lead);
    expect(await mailCount('contact_message_id = ?', [erasedId])).toBe(2);
    // One of its mails already went out: the delivered copy goes too.
    await markNotificationSent(erasedId);
    expect((await adminDelete(`/api/admin/contacts/${erasedId}`)).status).toBe(200);
    expect(await mailCount('contact_message_id = ?', [erasedId])).toBe(0);
    expect(await mailCount('text_body like ?', ['%Lütfen bu mesajı%'])).toBe(1);
    expect(await mailCount('contact_message_id = ?', [keptId])).toBe(2);
  });

  it('marking a message as spam cancels its mails not sent yet; a delivered one stays listed', async () => {
    const id = await postLead({
      name: 'Bot Mesajı',
      email: 'bot@example.com',
      subject: 'Kazandınız',
      message: 'Bu mesaj aslında istenmeyen bir mesajdır.',
    });
    await markNotificationSent(id);
    const marked = await adminRequest(session.app, 'PUT', `/api/admin/contacts/${id}`, {
      cookie: session.cookie,
      body: { status: 'spam' },
    });
    expect(marked.status).toBe(200);
    const left = await query<{ kind: string; status: string }>(
      session.app.orm,
      'select kind, status from mail_outbox where contact_message_id = ?',
      [id],
    );
    expect(left).toEqual([{ kind: 'lead', status: 'sent' }]);
  });

  it('deleting a subscriber deletes the confirmation mail still waiting for them', async () => {
    for (const email of ['gidecek@example.com', 'kalacak@example.com']) {
      expect((await postJson(session.app, '/api/newsletter', { email, language: 'de' })).status).toBe(201);
    }
    expect(await mailCount("kind = 'newsletter_confirm' and recipient = ?", ['gidecek@example.com'])).toBe(1);
    const [row] = await query<{ id: number }>(
      session.app.orm,
      'select id from newsletter_subscribers where email = ?',
      ['gidecek@example.com'],
    );
    expect((await adminDelete(`/api/admin/newsletter/${row.id}`)).status).toBe(200);
    expect(await mailCount("kind = 'newsletter_confirm' and recipient = ?", ['gidecek@example.com'])).toBe(0);
    expect(await mailCount("kind = 'newsletter_confirm' and recipient = ?", ['kalacak@example.com'])).toBe(1);
    expect((await adminDelete(`/api/admin/newsletter/${row.id}`)).status).toBe(404);
  });
});
