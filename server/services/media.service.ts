import fs from 'node:fs/promises';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { AdminMediaFile, MediaImageStatus, MediaKind } from '../../src/shared/admin-media.ts';
import type { Paged, PageQuery } from '../../src/shared/paging.ts';
import { SETTING_GROUPS } from '../../src/shared/settings.ts';
import type { UploadProblem } from '../../src/shared/uploads.ts';
import { MediaFile, Project, Setting } from '../db/entities/index.ts';
import { contentMatches, isSafeSvg, needsWholeFile } from '../uploads/file-signature.ts';
import { type StagedUpload, uploadError } from '../uploads/receive-upload.ts';
import { newStoredName, publicUrlOf, removeStoredFile } from '../uploads/upload-storage.ts';
import { notFound } from './admin-errors.ts';
import { pageOf } from './paging.ts';

export const MEDIA_NOT_FOUND = 'Dosya bulunamadı';

function toOutput(row: MediaFile): AdminMediaFile {
  return {
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
            fallback: row.hasAlpha ? 'png' : 'jpg',
            status: row.imageStatus as MediaImageStatus,
          }
        : null,
  };
}

/** The group of a stored type (image/png → image), as the screen's mediaKindOf() reads it. */
const TYPE_GROUP = "split_part(f.mime_type, '/', 1)";

/** One page of the library (or of one kind of file), newest first, with the count of all of them. */
export function listMedia(em: EntityManager, input: PageQuery & { kind?: MediaKind }): Promise<Paged<AdminMediaFile>> {
  const query = em.createQueryBuilder(MediaFile, 'f').select('*');
  if (input.kind === 'document') query.andWhere(`${TYPE_GROUP} not in ('image', 'video', 'audio')`);
  else if (input.kind) query.andWhere(`${TYPE_GROUP} = ?`, [input.kind]);
  return pageOf(query.orderBy({ createdAt: 'desc', id: 'desc' }), input, toOutput);
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

/** Accepts a staged upload: verified, stored under a generated name, recorded in the library. */
export async function storeUpload(
  em: EntityManager,
  staged: StagedUpload | undefined,
  options: { uploadDir: string; brand: boolean; alt?: string },
): Promise<AdminMediaFile> {
  if (!staged) throw uploadError(400, { id: 'upload.noFile', values: {} });
  await verifyStagedFile(staged);
  const storedName = newStoredName(staged.rule.extension, options.brand);
  await staged.moveTo(path.join(options.uploadDir, storedName));
  const row = em.create(MediaFile, {
    url: publicUrlOf(storedName),
    storedName,
    originalName: staged.originalName,
    mimeType: staged.rule.mimeTypes[0],
    size: staged.size,
    alt: options.alt ?? '',
  });
  try {
    await em.flush();
  } catch (error) {
    await removeStoredFile(options.uploadDir, storedName);
    throw error;
  }
  return toOutput(row);
}

const FILE_SETTING_KEYS = SETTING_GROUPS.branding.filter((key) => key.endsWith('_url'));

/** Deletes a file and its record; a file the site still uses (settings, projects) is kept: 409. */
export async function deleteMedia(em: EntityManager, id: number, uploadDir: string): Promise<{ ok: true }> {
  const row = await em.findOne(MediaFile, { id });
  if (!row) throw notFound(MEDIA_NOT_FOUND);
  const usedBySetting = await em.findOne(Setting, { key: { $in: FILE_SETTING_KEYS }, value: row.url });
  const usedByProject = await em.findOne(Project, { imageUrl: row.url });
  const user = usedBySetting?.key ?? (usedByProject ? `proje: ${usedByProject.slug}` : undefined);
  if (user) {
    throw new TRPCError({ code: 'CONFLICT', message: `Bu dosya kullanımda (${user}); önce oradan kaldırın.` });
  }
  em.remove(row);
  await em.flush();
  await removeStoredFile(uploadDir, row.storedName);
  return { ok: true };
}
