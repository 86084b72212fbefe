/**
 * Backup and restore round trip (issue 24): a seeded app with leads (one through the API, many
 * written directly so tables span several chunks), newsletter rows, a deleted lead (a sync
 * tombstone), an uploaded image (original, master, variants) and admins; backed up, restored
 * into a new empty database and an empty folder; every table compared row by row (each row's
 * whole text form) and every file byte for byte. Then the refusals: a database that holds
 * data, and a damaged archive (nothing written).
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import sharp from 'sharp';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openOrm } from '../db/database.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { loadEnv } from '../env.ts';
import { LocalUploadStore } from '../storage/local-store.ts';
import { uploadStoreFrom } from '../storage/store-from-env.ts';
import {
  adminExecute,
  adminJson,
  databaseUrl,
  login,
  postJson,
  query,
  startAdminApp,
  type TestApp,
} from '../test/harness.ts';
import { startS3TestServer } from '../test/s3-server.ts';
import { VALID_CONTACT } from '../test/valid-inputs.ts';
import { uploadDirOf } from '../uploads/upload-storage.ts';
import { BackupError, type BackupFigures } from './archive-format.ts';
import { backupFileName } from './backup-route.ts';
import { quoteIdent } from './db-schema.ts';
import { verifyArchive } from './read-archive.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

const MEMBER = { username: 'member', password: 'member password 1', role: 'user' as const };

let app: TestApp;
let cookie: string;
let work: string;
let archive: string;
let written: BackupFigures;

const urlOf = (orm: TestApp['orm']) => orm.config.get('clientUrl') as string;

async function emptyDatabaseUrl(): Promise<string> {
  const name = `restore_${process.pid}_${Math.random().toString(16).slice(2, 10)}`;
  await adminExecute(`create database "${name}"`);
  return databaseUrl(name);
}

/** Every table's rows as their whole text form, sorted: what a restore must give back exactly. */
async function dumpTables(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("set timezone = 'UTC'; set datestyle = 'ISO, YMD'; set extra_float_digits = 3");
    const { rows: tables } = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
    );
    const result: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ r: string }>(`select t::text as r from ${quoteIdent(name)} t order by 1`);
      result[name] = rows.map((row) => row.r);
    }
    const { rows: sequences } = await client.query<{ name: string; v: string | null }>(
      "select sequencename as name, last_value::text as v from pg_sequences where schemaname = 'public' order by 1",
    );
    result['(sequences)'] = sequences.map((row) => `${row.name}=${row.v}`);
    return result;
  } finally {
    await client.end();
  }
}

/** Every file under a folder (recursively) with its bytes; the app's work folders (.staging, .work) excluded. */
async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const name of await fs.readdir(dir, { recursive: true }).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    const top = name.split(path.sep)[0];
    if ((top.startsWith('.') && top !== '.originals') || !(await fs.stat(file)).isFile()) continue;
    files.set(name, await fs.readFile(file));
  }
  return files;
}

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(inject('testTmpDir'), 'backup-'));
  const dataDir = path.join(work, 'source');
  await fs.mkdir(dataDir);
  ({ app, cookie } = await startAdminApp(
    {
      env: { DATA_DIR: dataDir },
      users: [{ username: 'second-admin', password: 'another password 1', role: 'admin' }, MEMBER],
    },
    undefined,
  ));
  // A lead and a subscriber through the API, then many leads written directly (several chunks).
  expect((await postJson(app, '/api/contact', { ...VALID_CONTACT, language: 'tr' })).status).toBe(201);
  expect((await postJson(app, '/api/newsletter', { email: 'okur@example.com', language: 'de' })).status).toBe(201);
  await query(
    app.orm,
    `insert into contact_messages (name, email, phone, subject, message, status, language, created_at, updated_at)
     select 'Müşteri ' || g, 'lead' || g || '@example.com', '+90 555 000 ' || g, 'Konu', 'Merhaba ''tırnak'' \\ "çift" ' || g,
       'new', 'ar', now() - make_interval(mins => g), now()
     from generate_series(1, 1200) g`,
  );
  await query(app.orm, 'delete from contact_messages where id = (select max(id) from contact_messages)');
  // An image through the API: its original, master and variants land in the folder.
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'Logo.png');
  form.set('alt', 'Logo');
  const uploaded = await fetch(`${app.url}/api/admin/media/upload`, {
    method: 'POST',
    headers: { origin: app.url, cookie },
    body: form,
  });
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  // Waits for the image pipeline to finish, so the folder does not change during the backup.
  for (let attempt = 0; attempt < 300; attempt++) {
    const [row] = await query<{ status: string | null }>(
      app.orm,
      'select image_status as status from media_files order by id desc limit 1',
    );
    if (row?.status !== 'processing') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  archive = path.join(work, 'backup.tar.gz');
  written = await writeBackup({ databaseUrl: urlOf(app.orm), store: app.deps.store }, createWriteStream(archive));
}, 60_000);

afterAll(async () => {
  await app?.close();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every table row by row and every file byte for byte', async () => {
    expect(written.rows).toBeGreaterThan(1200);
    expect(written.files).toBeGreaterThanOrEqual(3);
    const target = await emptyDatabaseUrl();
    const folder = path.join(work, 'restored', 'uploads');
    const restored = await restoreBackup(archive, { databaseUrl: target, store: new LocalUploadStore(folder) });
    expect(restored).toMatchObject({ rows: written.rows, files: written.files, fileBytes: written.fileBytes });

    const before = await dumpTables(urlOf(app.orm));
    const after = await dumpTables(target);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(before.sync_tombstones.length).toBe(1);

    const sourceFiles = await filesOf(uploadDirOf(app.env.dataDir));
    const restoredFiles = await filesOf(folder);
    expect([...restoredFiles.keys()].sort()).toEqual([...sourceFiles.keys()].sort());
    for (const [name, bytes] of sourceFiles) expect(restoredFiles.get(name)?.equals(bytes), name).toBe(true);

    // The app's start: no pending migration, the seed finds its rows (no conflict on the sequences).
    const orm = await openOrm(target);
    try {
      expect(await orm.migrator.getPending()).toEqual([]);
      await seedDatabase(orm.em.fork());
      const [{ n }] = await query<{ n: string }>(orm, 'select count(*)::text as n from contact_messages');
      expect(Number(n)).toBe(before.contact_messages.length);
    } finally {
      await orm.close(true);
    }
  }, 60_000);

  it('restores into an S3 bucket and backs up from it: the same entries byte for byte', async () => {
    const s3 = await startS3TestServer({ parentDir: work });
    const store = uploadStoreFrom(loadEnv({ ...s3.env, DATA_DIR: path.join(work, 's3-data') }));
    try {
      expect(store.kind).toBe('s3');
      const target = await emptyDatabaseUrl();
      await restoreBackup(archive, { databaseUrl: target, store });
      const again = path.join(work, 'from-s3.tar.gz');
      await writeBackup({ databaseUrl: target, store }, createWriteStream(again));
      const [first, second] = await Promise.all([verifyArchive(archive), verifyArchive(again)]);
      expect(second.files).toEqual(first.files);
      expect(second.entries).toEqual(first.entries);
    } finally {
      await store.close();
      await s3.stop();
    }
  }, 60_000);

  it('refuses a database that holds data, writing nothing', async () => {
    const folder = path.join(work, 'refused', 'uploads');
    await expect(
      restoreBackup(archive, { databaseUrl: urlOf(app.orm), store: new LocalUploadStore(folder) }),
    ).rejects.toThrow(/holds data/);
    expect((await filesOf(folder)).size).toBe(0);
  });

  it('refuses a damaged archive before writing anything', async () => {
    // The same archive with one byte of an uploaded file changed (gzip and tar stay valid).
    const damaged = path.join(work, 'damaged.tar.gz');
    const extract = tar.extract();
    const pack = tar.pack();
    const rewriting = pipeline(pack, createGzip(), createWriteStream(damaged));
    const reading = pipeline((await fs.open(archive)).createReadStream(), createGunzip(), extract);
    let changed = false;
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      if (!changed && entry.header.name.startsWith('files/')) {
        bytes[bytes.length - 1] ^= 0xff;
        changed = true;
      }
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name: entry.header.name, size: bytes.length }, bytes, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    }
    await reading;
    pack.finalize();
    await rewriting;
    expect(changed).toBe(true);

    const target = await emptyDatabaseUrl();
    const folder = path.join(work, 'damaged', 'uploads');
    const error = await restoreBackup(damaged, { databaseUrl: target, store: new LocalUploadStore(folder) }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/sha256/);
    expect(Object.keys(await dumpTables(target))).toEqual(['(sequences)']);
    expect((await filesOf(folder)).size).toBe(0);
  });

  it('GET /api/admin/backup: 401 anonymous, 403 member and API token, the archive for an admin, audited', async () => {
    const url = `${app.url}/api/admin/backup`;
    expect((await fetch(url)).status).toBe(401);
    const member = await login(app, MEMBER.username, MEMBER.password);
    expect((await fetch(url, { headers: { cookie: member } })).status).toBe(403);
    // An API token, whatever its scopes, never downloads the site.
    const created = await adminJson<{ token: string }>(app, 'POST', '/api/admin/tokens', {
      cookie,
      body: { name: 'everything', scopes: ['content:read', 'content:write', 'leads:read', 'leads:write'] },
    });
    expect(created.status).toBe(201);
    expect((await fetch(url, { headers: { authorization: `Bearer ${created.body.token}` } })).status).toBe(403);

    const response = await fetch(url, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?agency-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz"?$/,
    );
    const downloaded = path.join(work, 'downloaded.tar.gz');
    await fs.writeFile(downloaded, Buffer.from(await response.arrayBuffer()));
    const manifest = await verifyArchive(downloaded);
    expect(manifest.files.length).toBe(written.files);
    expect(manifest.database.tables.find((table) => table.name === 'contact_messages')?.rows).toBe(1200);

    const audit = await query<{ target: string; actor_name: string }>(
      app.orm,
      "select target, actor_name from audit_log where action = 'backup.download'",
    );
    expect(audit).toEqual([{ target: expect.stringMatching(/^agency-backup-.*\.tar\.gz$/), actor_name: 'boss' }]);
    expect(backupFileName(new Date('2026-11-27T14:20:05.123Z'))).toBe('agency-backup-2026-11-27T14-20-05Z.tar.gz');
  });
});
