import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredAbuseRows } from '../abuse/cleanup.ts';
import { query, startTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A mail row of a status, created and (when sent) delivered `days` ago. */
function mail(subject: string, status: string, days: number) {
  return query(
    app.orm,
    `insert into mail_outbox (kind, recipient, subject, text_body, headers, message_id, status, attempts, next_attempt_at, created_at, sent_at)
     values ('test', 'x@example.com', ?, 'Metin', '{}', ?, ?, 1, now(), now() - (? * interval '1 day'),
             case when ? = 'sent' then now() - (? * interval '1 day') end)`,
    [subject, `<${subject}@test>`, status, days, status, days],
  );
}

describe('outbox retention', () => {
  it('removes delivered mail after 30 days and failed mail after 90; pending mail stays', async () => {
    await mail('sent-old', 'sent', 31);
    await mail('sent-new', 'sent', 29);
    await mail('failed-old', 'failed', 91);
    await mail('failed-new', 'failed', 89);
    await mail('pending-old', 'pending', 400);
    await deleteExpiredAbuseRows(app.orm.em.fork());
    const left = await query<{ subject: string }>(app.orm, 'select subject from mail_outbox order by subject');
    expect(left.map((row) => row.subject)).toEqual(['failed-new', 'pending-old', 'sent-new']);
  });
});
