/**
 * Mail to an address a visitor typed carries no visitor text beyond a cleaned first name, and
 * each address gets at most one confirmation of a kind a day (issue 19, finding 7): the form
 * is no relay for someone else's words or links, nor a way to flood a mailbox.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postJson, query, startTestApp, type TestApp } from '../test/harness.ts';
import { VALID_CONTACT } from '../test/valid-inputs.ts';
import { cleanFirstName, FIRST_NAME_MAX } from './lead-mails.ts';
import { MAIL_CATALOGS } from './mail-texts.ts';

describe('cleanFirstName', () => {
  it.each([
    ['Ayşe Yılmaz', 'Ayşe'],
    ['  Jean-Luc Picard', 'Jean-Luc'],
    ["O'Brien", "O'Brien"],
    ['Zoë', 'Zoë'],
    ['محمد علي', 'محمد'],
    ['Мария Иванова', 'Мария'],
    ['(Ali) Veli', 'Ali'],
    ['Ahmet, Bey', 'Ahmet'],
    ['李 小龍', '李'],
    // Punctuation and controls around the word go; what is left is letters only.
    ['\u202eevil', 'evil'],
    ['"Deniz"', 'Deniz'],
  ])('%s → %s', (name, expected) => {
    expect(cleanFirstName(name)).toBe(expected);
  });

  it.each([
    'https://spam.example/win',
    'spam.example Bey',
    'www.spam.example',
    'me@spam.example',
    'spam[.]example',
    'Buy:now',
    'visit/spam',
    'R2D2',
    '-',
    'Jean--Luc',
    'googleꓸcom',
    'a\u200bb',
    '',
    '   ',
    'A'.repeat(FIRST_NAME_MAX + 1),
  ])('%j → neutral greeting', (name) => {
    expect(cleanFirstName(name)).toBe('');
  });

  it(`keeps a first name of ${FIRST_NAME_MAX} letters`, () => {
    expect(cleanFirstName(`${'A'.repeat(FIRST_NAME_MAX)} B`)).toBe('A'.repeat(FIRST_NAME_MAX));
  });

  it('has the neutral greeting in every language', () => {
    for (const texts of Object.values(MAIL_CATALOGS)) {
      expect(texts.leadConfirmGreetingNeutral).toBeTruthy();
      expect(texts.leadConfirmGreetingNeutral).not.toContain('{');
    }
  });
});

type MailRow = { kind: string; recipient: string; subject: string; text_body: string; html_body: string | null };

describe('mails to visitor-typed addresses', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await query(app.orm, "update settings set value = 'true' where key = 'lead_confirmation'");
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(async () => {
    await query(app.orm, 'delete from mail_outbox');
  });

  const mails = (kind: string) =>
    query<MailRow>(
      app.orm,
      'select kind, recipient, subject, text_body, html_body from mail_outbox where kind = ? order by id',
      [kind],
    );
  async function postLead(fields: Partial<typeof VALID_CONTACT> & { language?: string }) {
    const response = await postJson(app, '/api/contact', { ...VALID_CONTACT, ...fields });
    expect(response.status).toBe(201);
  }

  it('the confirmation greets a cleaned first name only; the owner still gets the whole lead', async () => {
    await postLead({
      name: 'Ayşe Yılmaz-Spamcı',
      email: 'ayse.confirm@example.com',
      subject: 'Free money at spam.example',
      message: 'Click https://spam.example/win now',
      language: 'en',
    });
    const [confirmation] = await mails('lead_confirmation');
    expect(confirmation.recipient).toBe('ayse.confirm@example.com');
    expect(confirmation.text_body.split('\n')[0]).toBe('Hello Ayşe,');
    for (const part of [confirmation.subject, confirmation.text_body, confirmation.html_body ?? '']) {
      expect(part).not.toContain('Yılmaz');
      expect(part).not.toContain('spam.example');
      expect(part).not.toContain('Free money');
    }
    const [notification] = await mails('lead');
    expect(notification.text_body).toContain('Ayşe Yılmaz-Spamcı');
    expect(notification.text_body).toContain('https://spam.example/win');
  });

  it('a name that is a link, an address or no name at all gets the neutral greeting', async () => {
    const cases = [
      { name: 'https://spam.example/buy Now', email: 'n1@example.com', language: 'tr' },
      { name: 'spam.example', email: 'n2@example.com', language: 'de' },
      { name: 'me@spam.example', email: 'n3@example.com', language: 'ru' },
      { name: '!!!', email: 'n4@example.com', language: 'ar' },
    ];
    for (const fields of cases) await postLead(fields);
    const rows = await mails('lead_confirmation');
    expect(rows).toHaveLength(cases.length);
    for (const [index, row] of rows.entries()) {
      const language = cases[index].language as keyof typeof MAIL_CATALOGS;
      expect(row.text_body.split('\n')[0]).toBe(MAIL_CATALOGS[language].leadConfirmGreetingNeutral);
      expect(`${row.subject}${row.text_body}${row.html_body}`).not.toMatch(/spam|https|!!!/);
    }
  });

  it('one lead confirmation per address a day, however many messages (and in any letter case)', async () => {
    for (const email of ['daily@example.com', 'DAILY@example.com', 'daily@example.com']) await postLead({ email });
    expect(await mails('lead')).toHaveLength(3);
    expect((await mails('lead_confirmation')).map((row) => row.recipient)).toEqual(['daily@example.com']);

    // A day later, the next message gets its confirmation again.
    await query(app.orm, "update mail_outbox set created_at = created_at - interval '24 hours 1 minute'");
    await postLead({ email: 'daily@example.com' });
    expect(await mails('lead_confirmation')).toHaveLength(2);
  });

  it('messages for one address sent at once still get one confirmation', async () => {
    await Promise.all(Array.from({ length: 6 }, () => postLead({ email: 'burst@example.com' })));
    expect(await mails('lead')).toHaveLength(6);
    expect(await mails('lead_confirmation')).toHaveLength(1);
  });

  it('one newsletter confirmation per address a day, also after the old 10-minute gap', async () => {
    const signUp = async () =>
      expect((await postJson(app, '/api/newsletter', { email: 'daily.reader@example.com' })).status).toBe(201);
    await signUp();
    await query(app.orm, "update mail_outbox set created_at = created_at - interval '11 minutes'");
    await signUp();
    expect(await mails('newsletter_confirm')).toHaveLength(1);
    await query(app.orm, "update mail_outbox set created_at = created_at - interval '24 hours'");
    await signUp();
    expect(await mails('newsletter_confirm')).toHaveLength(2);
  });
});
