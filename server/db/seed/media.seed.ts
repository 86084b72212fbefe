import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SettingKey } from '../../../src/shared/settings.ts';
import { publicKeyOf, type UploadStore } from '../../storage/upload-store.ts';
import { publicUrlOf } from '../../uploads/upload-storage.ts';
import { MediaFile, SeedMark, Setting } from '../entities/index.ts';

/** The committed files (rendered by render-intro.sh in the same folder). */
export const SEED_MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');

/** Bump to offer the files again to a database that already had them once. */
export const INTRO_VIDEO_SEED = 'intro-video-v1';

export const INTRO_VIDEO_FILES: ReadonlyArray<{
  file: string;
  extension: string;
  mimeType: string;
  alt: string;
  setting: SettingKey;
}> = [
  {
    file: 'intro.mp4',
    extension: 'mp4',
    mimeType: 'video/mp4',
    alt: 'TBT Dijital tanıtım videosu',
    setting: 'intro_video_url',
  },
  {
    file: 'intro-poster.jpg',
    extension: 'jpg',
    mimeType: 'image/jpeg',
    alt: 'TBT Dijital tanıtım videosunun kapak görseli',
    setting: 'intro_video_poster_url',
  },
];

/** A stored name of the library's form (uuid.ext), fixed by the file's bytes: copying twice is harmless. */
export function seedStoredName(bytes: Buffer, extension: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const uuid = `${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`;
  return `${uuid}.${extension}`;
}

/**
 * The intro video and its poster, once per database: copied into the upload store, added to
 * the media library and set as intro_video_url / intro_video_poster_url where those are still
 * empty. An admin's choice (another file, or none after the first seeding) is never replaced,
 * and a file the admin deleted from the library is not brought back.
 */
export async function seedIntroVideo(em: EntityManager, store: UploadStore): Promise<void> {
  if (await em.count(SeedMark, { name: INTRO_VIDEO_SEED })) return;
  for (const seed of INTRO_VIDEO_FILES) {
    const file = path.join(SEED_MEDIA_DIR, seed.file);
    const bytes = await fs.readFile(file);
    const storedName = seedStoredName(bytes, seed.extension);
    // Stored atomically by either driver: another instance never reads half a file.
    await store.putFile(publicKeyOf(storedName), file, seed.mimeType);
    const url = publicUrlOf(storedName);
    if (!(await em.count(MediaFile, { storedName }))) {
      em.create(MediaFile, {
        url,
        storedName,
        originalName: seed.file,
        mimeType: seed.mimeType,
        size: bytes.length,
        alt: seed.alt,
        // Given, not left to the entity's default (which would be stored as the JSON string "{}").
        alts: { tr: seed.alt },
      });
    }
    await em.nativeUpdate(Setting, { key: seed.setting, value: '' }, { value: url, updatedAt: new Date() });
  }
  em.create(SeedMark, { name: INTRO_VIDEO_SEED });
  await em.flush();
}
