import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AdminMediaFile,
  MediaImageStatus,
  MediaKind,
  MediaUpdateInput,
  MediaUse,
} from '../../src/shared/admin-media.ts';
import { shareImageName } from '../../src/shared/media-image.ts';
import type { Paged, PageQuery } from '../../src/shared/paging.ts';
import { SETTING_GROUPS } from '../../src/shared/settings.ts';
import type { UploadProblem } from '../../src/shared/uploads.ts';
import { MediaFile, Project, Setting } from '../db/entities/index.ts';
import { badRequest, conflict, notFound } from '../domain/errors.ts';
import { ImageRejected, type MasterInfo, writeMaster } from '../media/image-processing.ts';
import { fallbackFormatOf, rasterExtensionOf, removeImageFiles, stemOfStoredName } from '../media/media-files.ts';
import { imageFieldsOf, mediaJobsFor } from '../media/media-jobs.ts';
import { originalKeyOf, publicKeyOf, type UploadStore, variantKeyOf } from '../storage/upload-store.ts';
import { contentMatches, isSafeSvg, needsWholeFile } from '../uploads/file-signature.ts';
import { type StagedUpload, uploadError } from '../uploads/receive-upload.ts';
import { newStoredName, publicUrlOf, stagingDirOf } from '../uploads/upload-storage.ts';
import { pageOf } from './paging.ts';

export const MEDIA_NOT_FOUND = 'Dosya bulunamadı';

function toOutput(row: MediaFile, usedBy: MediaUse[] = []): AdminMediaFile {
  return {
    usedBy,
    id: row.id,
    url: row.url,
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    alt: row.alt,
    createdAt: row.createdAt.toISOString(),
    image:
      row.imageStatus && row.width && row.height
        ? {
            width: row.width,
            height: row.height,
            focalX: row.focalX,
            focalY: row.focalY,
            alts: row.alts,
            placeholder: row.placeholder,
            hash: row.contentHash ?? '',
            fallback: fallbackFormatOf(row),
            status: row.imageStatus as MediaImageStatus,
          }
        : null,
  };
}

/** The group of a stored type (image/png → image), as the screen's mediaKindOf() reads it. */
const TYPE_GROUP = "split_part(f.mime_type, '/', 1)";

/** One page of the library (or of one kind of file), newest first, with the count of all of them. */
export async function listMedia(
  em: EntityManager,
  input: PageQuery & { kind?: MediaKind },
): Promise<Paged<AdminMediaFile>> {
  const query = em.createQueryBuilder(MediaFile, 'f').select('*');
  if (input.kind === 'document') query.andWhere(`${TYPE_GROUP} not in ('image', 'video', 'audio')`);
  else if (input.kind) query.andWhere(`${TYPE_GROUP} = ?`, [input.kind]);
  const page = await pageOf(query.orderBy({ createdAt: 'desc', id: 'desc' }), input, (row) => toOutput(row));
  const uses = await usesOf(
    em,
    page.items.map((item) => item.url),
  );
  return { ...page, items: page.items.map((item) => ({ ...item, usedBy: uses.get(item.url) ?? [] })) };
}

const FILE_SETTING_KEYS = SETTING_GROUPS.branding.filter((key) => key.endsWith('_url'));

/** Where the site uses each of these file URLs: the branding settings that hold it, the projects that show it. */
async function usesOf(em: EntityManager, urls: string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  if (urls.length === 0) return uses;
  const add = (url: string, use: MediaUse) => uses.set(url, [...(uses.get(url) ?? []), use]);
  const settings = await em.find(
    Setting,
    { key: { $in: FILE_SETTING_KEYS }, value: { $in: urls } },
    { orderBy: { key: 'asc' } },
  );
  for (const setting of settings) add(setting.value, { kind: 'setting', key: setting.key });
  const projects = await em.find(
    Project,
    { imageUrl: { $in: urls } },
    { populate: ['contents'], orderBy: { sortOrder: 'asc' } },
  );
  for (const project of projects) {
    const title = project.contents.getItems().find((content) => content.language === 'tr')?.title ?? project.slug;
    add(project.imageUrl, { kind: 'project', key: project.slug, title });
  }
  return uses;
}

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks a staged file the way the browser cannot: the declared type must belong to the
 * extension, the bytes must be what the extension says (415 otherwise), SVGs must be inert.
 */
async function verifyStagedFile(staged: StagedUpload): Promise<void> {
  const fail = (problem: UploadProblem) => uploadError(415, problem);
  const declared = staged.declaredType.toLowerCase().split(';')[0].trim();
  if (!staged.rule.mimeTypes.includes(declared)) throw fail({ id: 'upload.mime', values: { mime: declared || '?' } });
  const whole = needsWholeFile(staged.rule.kind) ? await fs.readFile(staged.path) : undefined;
  const head = whole ?? (await readHead(staged.path, 64));
  if (!contentMatches(staged.rule, head, whole)) {
    throw fail({ id: 'upload.content', values: { extension: `.${staged.rule.extension}` } });
  }
  if (staged.rule.kind === 'svg' && whole && !isSafeSvg(whole.toString('utf8'))) {
    throw fail({ id: 'upload.unsafeSvg', values: {} });
  }
}

/** Where the upload's files go, and the local folder of its staging and work files. */
export type UploadPlace = { store: UploadStore; uploadDir: string };

/**
 * A raster upload's files: the public master written beside the staged upload (orientation
 * applied, metadata stripped), then both stored: the untouched upload under originals/
 * (private), the master under uploads/. Refused by sharp: 4xx with the upload's error shape,
 * and nothing stored.
 */
async function acceptRasterImage(staged: StagedUpload, place: UploadPlace, storedName: string): Promise<MasterInfo> {
  const master = path.join(stagingDirOf(place.uploadDir), `${randomUUID()}.master.${staged.rule.extension}`);
  const mimeType = staged.rule.mimeTypes[0];
  let info: MasterInfo | undefined;
  try {
    info = await writeMaster(staged.path, master, staged.rule.extension);
    // Original first: an upload whose master is stored always has its original.
    await place.store.putFile(originalKeyOf(storedName), staged.path, mimeType);
    await place.store.putFile(publicKeyOf(storedName), master, mimeType);
  } catch (error) {
    await place.store.remove([publicKeyOf(storedName), originalKeyOf(storedName)]).catch(() => undefined);
    if (error instanceof ImageRejected) {
      // The API's upload answers are 413 and 415 (api-errors has no 422 code): a broken or
      // truncated file is bytes that are not what their extension says, 415 as before sharp.
      throw uploadError(error.status === 413 ? 413 : 415, error.problem);
    }
    throw error;
  } finally {
    await Promise.all([fs.rm(master, { force: true }), staged.discard()]);
  }
  if (!info) throw new Error('writeMaster answered nothing');
  return info;
}

/**
 * Accepts a staged upload: verified, stored under a generated name, recorded in the library.
 * A raster image answers once its master is written; its variants are made in the background.
 */
export async function storeUpload(
  em: EntityManager,
  staged: StagedUpload | undefined,
  options: UploadPlace & { brand: boolean; alt?: string },
): Promise<AdminMediaFile> {
  if (!staged) throw uploadError(400, { id: 'upload.noFile', values: {} });
  await verifyStagedFile(staged);
  const storedName = newStoredName(staged.rule.extension, options.brand);
  const raster = rasterExtensionOf(storedName) !== undefined;
  const image = raster ? imageFieldsOf(await acceptRasterImage(staged, options, storedName)) : {};
  if (!raster) {
    // Large files go up in parts (S3 multipart); the staged file is removed either way.
    try {
      await options.store.putFile(publicKeyOf(storedName), staged.path, staged.rule.mimeTypes[0]);
    } finally {
      await staged.discard();
    }
  }
  const alt = options.alt ?? '';
  const row = em.create(MediaFile, {
    url: publicUrlOf(storedName),
    storedName,
    originalName: staged.originalName,
    mimeType: staged.rule.mimeTypes[0],
    size: staged.size,
    alt,
    alts: alt ? { tr: alt } : {},
    ...image,
  });
  try {
    await em.flush();
  } catch (error) {
    await removeImageFiles(options.store, storedName);
    throw error;
  }
  if (row.imageStatus === 'processing') mediaJobsFor(options.uploadDir)?.enqueue(row.id);
  return toOutput(row);
}

/**
 * The media library's edit: focal point and alt text per language (the Turkish one is also
 * `alt`). A moved focal point is a new share image, made in the background; the old one goes.
 */
export async function updateMedia(
  em: EntityManager,
  input: MediaUpdateInput,
  place: UploadPlace,
): Promise<AdminMediaFile> {
  const row = await em.findOne(MediaFile, { id: input.id });
  if (!row) throw notFound(MEDIA_NOT_FOUND);
  const stem = stemOfStoredName(row.storedName);
  const shareBefore = row.contentHash ? shareImageName(stem, row.contentHash, row.focalX, row.focalY) : undefined;
  if (input.focalX !== undefined) row.focalX = input.focalX;
  if (input.focalY !== undefined) row.focalY = input.focalY;
  if (input.alts) {
    const alts: Record<string, string> = {};
    for (const [language, text] of Object.entries(input.alts)) if (text) alts[language] = text;
    row.alts = alts;
    row.alt = alts.tr ?? '';
  }
  await em.flush();
  const shareAfter = row.contentHash ? shareImageName(stem, row.contentHash, row.focalX, row.focalY) : undefined;
  if (shareBefore && shareBefore !== shareAfter) {
    await place.store.remove([variantKeyOf(shareBefore)]);
    if (row.imageStatus === 'processing' || row.imageStatus === 'ready') mediaJobsFor(place.uploadDir)?.enqueue(row.id);
  }
  return toOutput(row, (await usesOf(em, [row.url])).get(row.url));
}

/** The group of a type (image/png → image): a file is replaced only by one of the same group. */
const typeGroup = (mime: string) => mime.split('/')[0];

/**
 * Replacing a file (issue 22): every place the site uses it (branding settings, project images)
 * takes another file of the library instead, in one transaction, so the owner can then delete
 * the old one. Answers the new file with its uses.
 */
export async function replaceMediaUses(em: EntityManager, id: number, withId: number): Promise<AdminMediaFile> {
  return em.transactional(async (tx) => {
    const [from, to] = await Promise.all([tx.findOne(MediaFile, { id }), tx.findOne(MediaFile, { id: withId })]);
    if (!from || !to) throw notFound(MEDIA_NOT_FOUND);
    if (from.id === to.id) throw badRequest('Dosya kendisiyle değiştirilemez.');
    if (typeGroup(from.mimeType) !== typeGroup(to.mimeType)) {
      throw badRequest('Dosya yalnızca aynı türden bir dosyayla değiştirilebilir (görsel yerine görsel).');
    }
    await tx.nativeUpdate(Setting, { key: { $in: FILE_SETTING_KEYS }, value: from.url }, { value: to.url });
    await tx.nativeUpdate(Project, { imageUrl: from.url }, { imageUrl: to.url });
    return toOutput(to, (await usesOf(tx, [to.url])).get(to.url));
  });
}

/** Deletes a file, its original and variants, and its record; a file the site still uses (settings, projects) is kept: 409. */
export async function deleteMedia(em: EntityManager, id: number, store: UploadStore): Promise<{ ok: true }> {
  const row = await em.findOne(MediaFile, { id });
  if (!row) throw notFound(MEDIA_NOT_FOUND);
  const uses = (await usesOf(em, [row.url])).get(row.url) ?? [];
  if (uses.length > 0) {
    const where = uses.map((use) => (use.kind === 'project' ? `proje: ${use.key}` : use.key)).join(', ');
    throw conflict(`Bu dosya kullanımda (${where}); önce oradan kaldırın.`);
  }
  em.remove(row);
  await em.flush();
  // The master (or the file itself), the private original and every variant.
  await removeImageFiles(store, row.storedName);
  return { ok: true };
}
