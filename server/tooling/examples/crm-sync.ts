/**
 * An integration as an agency's developer would write it (issue 23), with the generated types
 * (src/shared/api/openapi-types.ts) and openapi-fetch: pull the leads created or changed since
 * the last run and the ones deleted, hand them to a CRM, and tell the site the CRM took the new
 * ones (status `read`). Type-checked with the project (`npx tsc`), never run by the tests.
 *
 *   API_URL=https://ajans.example.com API_TOKEN=ajt_... node server/tooling/examples/crm-sync.ts
 *
 * The token needs `leads:read` and `leads:write`. The next `since` is the answer's X-Sync-Time,
 * kept in a small state file: nothing written meanwhile is missed, a lead may come twice (the
 * CRM upserts by id).
 */
import fs from 'node:fs/promises';
import createClient from 'openapi-fetch';
import type { paths } from '../../../src/shared/api/openapi-types.ts';

type Lead = paths['/api/admin/contacts']['get']['responses'][200]['content']['application/json'][number];

const STATE_FILE = process.env.CRM_SYNC_STATE ?? 'crm-sync-state.json';

const api = createClient<paths>({
  baseUrl: process.env.API_URL ?? 'http://localhost:3000',
  headers: { Authorization: `Bearer ${process.env.API_TOKEN ?? ''}` },
});

/** Where the CRM would store a lead (here: printed). */
async function upsertIntoCrm(lead: Lead): Promise<void> {
  process.stdout.write(`lead ${lead.id} (${lead.status}): ${lead.name} <${lead.email}> ${lead.packageName ?? ''}\n`);
}

async function removeFromCrm(id: number): Promise<void> {
  process.stdout.write(`lead ${id} deleted on the site\n`);
}

async function lastSync(): Promise<string | undefined> {
  const text = await fs.readFile(STATE_FILE, 'utf8').catch(() => undefined);
  return text ? (JSON.parse(text) as { since: string }).since : undefined;
}

async function sync(): Promise<void> {
  // The first run takes every lead (a since far back); then what changed since the last run,
  // spam marking included.
  const since = (await lastSync()) ?? '1970-01-01T00:00:00Z';
  const leads = await api.GET('/api/admin/contacts', { params: { query: { since } } });
  if (leads.error) throw new Error(`leads: ${leads.response.status} ${leads.error.code}: ${leads.error.message}`);
  // Taken by the server before it read: the next since.
  const nextSince = leads.response.headers.get('X-Sync-Time');
  if (!nextSince) throw new Error('a since-read answers X-Sync-Time');

  const deletions = await api.GET('/api/admin/contacts/deletions', { params: { query: { since } } });
  if (deletions.error) throw new Error(`deletions: ${deletions.error.code}`);
  for (const { id } of deletions.data) await removeFromCrm(id);

  for (const lead of leads.data) {
    if (lead.status === 'spam') {
      await removeFromCrm(lead.id);
      continue;
    }
    await upsertIntoCrm(lead);
    if (lead.status === 'new') {
      // Push the status back: the site's inbox shows the lead as taken.
      const update = await api.PUT('/api/admin/contacts/{id}', {
        params: { path: { id: lead.id } },
        body: { status: 'read' },
      });
      if (update.error) throw new Error(`status of ${lead.id}: ${update.error.code}`);
    }
  }
  await fs.writeFile(STATE_FILE, JSON.stringify({ since: nextSince }));
}

await sync();
