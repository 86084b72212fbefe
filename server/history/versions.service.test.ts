import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentEntry } from '../db/entities/index.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { updateContentEntry } from '../services/content.service.ts';
import { listAdminServices, saveServiceContent, updateAdminService } from '../services/services.service.ts';
import { getAllSettings, updateSettings } from '../services/settings.service.ts';
import { createTestDatabase } from '../test/harness.ts';
import { listVersions, restoreVersion, saveWithVersion } from './versions.service.ts';

const actor = { id: 1, name: 'ayse' };
const deps = { uploadDir: '/nonexistent' };
let orm: MikroORM;

beforeAll(async () => {
  orm = await createTestDatabase();
  await seedDatabase(orm.em.fork(), { uploadDir: deps.uploadDir });
});
afterAll(async () => {
  await orm?.close(true);
});

describe('a version per save, restore as a new version', () => {
  it('keeps the state before the first save, then each save with its changes', async () => {
    const [service] = await listAdminServices(orm.em.fork());
    const itemId = String(service.id);
    const save = (title: string) =>
      saveWithVersion(orm.em.fork(), { kind: 'service', actor, itemId }, (tx) =>
        updateAdminService(tx, service.id, { title }),
      );
    await save('Birinci başlık');
    await save('İkinci başlık');
    const versions = await listVersions(orm.em.fork(), 'service', itemId);
    expect(versions.map((version) => version.actor)).toEqual(['ayse', 'ayse', null]);
    expect(versions[0].changes).toEqual([
      { field: 'texts.tr.title', before: 'Birinci başlık', after: 'İkinci başlık' },
    ]);
    expect(versions[0].summary).toBe('texts.tr.title');
    expect(versions[2].changes).toEqual([]);

    // Restoring the original is itself a version, and the service reads as it was.
    await restoreVersion(orm.em.fork(), versions[2].id, { actor }, deps);
    const after = await listVersions(orm.em.fork(), 'service', itemId);
    expect(after).toHaveLength(4);
    expect(after[0].summary).toMatch(/^restore /);
    expect(after[0].changes).toEqual([{ field: 'texts.tr.title', before: 'İkinci başlık', after: service.title }]);
    const [restored] = (await listAdminServices(orm.em.fork())).filter((row) => row.id === service.id);
    expect(restored.title).toBe(service.title);
  });

  it('a save that changes nothing keeps no version; one that fails keeps none either', async () => {
    const [, service] = await listAdminServices(orm.em.fork());
    const itemId = String(service.id);
    await saveWithVersion(orm.em.fork(), { kind: 'service', actor, itemId }, (tx) =>
      updateAdminService(tx, service.id, { title: service.title }),
    );
    await expect(
      saveWithVersion(orm.em.fork(), { kind: 'service', actor, itemId }, async (tx) => {
        await updateAdminService(tx, service.id, { title: 'never kept' });
        throw new Error('the save fails after writing');
      }),
    ).rejects.toThrow('the save fails');
    expect(await listVersions(orm.em.fork(), 'service', itemId)).toEqual([]);
    const [unchanged] = (await listAdminServices(orm.em.fork())).filter((row) => row.id === service.id);
    expect(unchanged.title).toBe(service.title);
  });

  it('a text in another language is its own field', async () => {
    const [service] = await listAdminServices(orm.em.fork());
    await saveWithVersion(orm.em.fork(), { kind: 'service', actor, itemId: String(service.id) }, (tx) =>
      saveServiceContent(tx, service.id, 'de', { title: 'Webdesign neu', description: 'Neu', features: ['A'] }),
    );
    const [latest] = await listVersions(orm.em.fork(), 'service', String(service.id));
    expect(latest.changes.map((change) => change.field)).toEqual([
      'texts.de.title',
      'texts.de.description',
      'texts.de.features',
    ]);
  });

  it('settings (written by plain statements) and a content text', async () => {
    const before = await getAllSettings(orm.em.fork());
    await saveWithVersion(orm.em.fork(), { kind: 'settings', actor, itemId: 'site' }, (tx) =>
      updateSettings(tx, { site_name: 'Yeni Ajans' }),
    );
    const [latest, baseline] = await listVersions(orm.em.fork(), 'settings', 'site');
    expect(latest.changes).toEqual([{ field: 'site_name', before: before.site_name, after: 'Yeni Ajans' }]);
    await restoreVersion(orm.em.fork(), baseline.id, { actor }, deps);
    expect((await getAllSettings(orm.em.fork())).site_name).toBe(before.site_name);

    const entry = await orm.em.fork().findOneOrFail(ContentEntry, { language: 'tr' }, { orderBy: { id: 'asc' } });
    await saveWithVersion(orm.em.fork(), { kind: 'content', actor, itemId: String(entry.id) }, (tx) =>
      updateContentEntry(tx, entry.id, { value: 'Yeni başlık' }),
    );
    const [text] = await listVersions(orm.em.fork(), 'content', String(entry.id));
    expect(text.changes).toEqual([{ field: 'value', before: entry.value, after: 'Yeni başlık' }]);
  });

  it('keeps at most the retention count per item, the newest ones', async () => {
    const [, , service] = await listAdminServices(orm.em.fork());
    const itemId = String(service.id);
    for (const n of [1, 2, 3, 4]) {
      await saveWithVersion(
        orm.em.fork(),
        { kind: 'service', actor, itemId, retention: { count: 2, maxAgeMs: 1e9 } },
        (tx) => updateAdminService(tx, service.id, { sortOrder: 100 + n }),
      );
    }
    const versions = await listVersions(orm.em.fork(), 'service', itemId);
    expect(versions.map((version) => version.changes[0]?.after)).toEqual([104, 103]);
  });
});
