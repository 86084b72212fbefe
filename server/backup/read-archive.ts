/**
 * Reading a backup archive: one pass over its entries, and the check pass that restore makes
 * before it writes anything (every entry's size and sha256 against the manifest, which must be
 * the last entry, and nothing in the archive that the manifest does not list).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { isStoreKey } from '../storage/upload-store.ts';
import {
  BackupError,
  dbChunkEntry,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  PG_DUMP_ENTRY,
} from './archive-format.ts';

const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

/** An entry's bytes (a streamx stream of tar-stream's, read with for await). */
export type EntryBody = AsyncIterable<Uint8Array>;

/** Calls `onEntry` for each entry in order; what it leaves unread of the body is skipped. */
export async function forEachEntry(
  file: string,
  onEntry: (name: string, size: number, body: EntryBody) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => undefined);
  try {
    for await (const entry of extract) {
      await onEntry(entry.header.name, entry.header.size ?? 0, entry as unknown as EntryBody);
      entry.resume();
    }
    await reading;
  } catch (error) {
    extract.destroy();
    await reading.catch(() => undefined);
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable backup archive (${(error as Error).message})`, { cause: error });
  }
}

export async function readAll(body: EntryBody, max: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) throw new BackupError('an entry of the archive is larger than allowed');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function sha256Of(body: EntryBody): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk);
  return hash.digest('hex');
}

/** Writes a body to a new file (private unless `mode` says otherwise) and returns its sha256. */
export async function writeBodyTo(body: EntryBody, file: string, mode = 0o600): Promise<string> {
  const hash = createHash('sha256');
  const handle = await fs.open(file, 'wx', mode);
  try {
    for await (const chunk of body) {
      hash.update(chunk);
      await handle.write(chunk);
    }
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

/** The names the manifest may list: its tables' chunks, the pg_dump file, store keys under files/. */
function checkNames(manifest: Manifest): void {
  const expected = new Set<string>();
  for (const table of manifest.database.tables) {
    for (let index = 1; index <= table.chunks; index++) expected.add(dbChunkEntry(table.name, index));
  }
  if (manifest.database.kind === 'pg_dump') expected.add(PG_DUMP_ENTRY);
  const fileEntries = new Map(manifest.files.map((file) => [`${FILES_PREFIX}${file.key}`, file]));
  for (const file of manifest.files) {
    if (!isStoreKey(file.key)) throw new BackupError(`the manifest lists a file with an invalid key: ${file.key}`);
  }
  for (const entry of manifest.entries) {
    const file = fileEntries.get(entry.name);
    if (file) {
      if (file.size !== entry.size || file.sha256 !== entry.sha256) {
        throw new BackupError(`the manifest's file list and entry list disagree on ${file.key}`);
      }
    } else if (!expected.delete(entry.name)) {
      throw new BackupError(`the manifest lists an unexpected entry: ${entry.name}`);
    }
  }
  if (expected.size > 0) throw new BackupError(`the manifest misses entries: ${[...expected].slice(0, 3).join(', ')}`);
}

/**
 * Reads the whole archive and returns its manifest when every entry is there with the size and
 * sha256 the manifest gives; otherwise throws a BackupError saying what is wrong.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen: Manifest['entries'] = [];
  let manifestText: string | undefined;
  await forEachEntry(file, async (name, size, body) => {
    if (manifestText !== undefined) throw new BackupError(`${file}: an entry follows the manifest (${name})`);
    if (name === MANIFEST_ENTRY) {
      manifestText = (await readAll(body, MANIFEST_MAX_BYTES)).toString('utf8');
      return;
    }
    seen.push({ name, size, sha256: await sha256Of(body) });
  });
  if (manifestText === undefined) throw new BackupError(`${file} has no manifest: it is not a complete backup`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch (error) {
    throw new BackupError(`${file}: the manifest is not one this version can read (${(error as Error).message})`, {
      cause: error,
    });
  }
  checkNames(manifest);
  if (seen.length !== manifest.entries.length) {
    throw new BackupError(`${file} holds ${seen.length} entries, its manifest lists ${manifest.entries.length}`);
  }
  manifest.entries.forEach((expected, index) => {
    const actual = seen[index];
    if (actual.name !== expected.name || actual.size !== expected.size) {
      throw new BackupError(`${file}: entry ${index + 1} is ${actual.name}, the manifest expects ${expected.name}`);
    }
    if (actual.sha256 !== expected.sha256) {
      throw new BackupError(
        `${file}: ${actual.name} does not match its sha256 in the manifest (the archive is damaged)`,
      );
    }
  });
  return manifest;
}
