import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { TRPCError } from '@trpc/server';
import busboy from 'busboy';
import type { Request } from 'express';
import { z } from 'zod';
import {
  type FileTypeRule,
  formatBytes,
  policyMaxBytes,
  ruleFor,
  type UploadPolicy,
  type UploadProblem,
  uploadProblemText,
} from '../../src/shared/uploads.ts';
import { apiError } from '../domain/errors.ts';
import { sanitizeSvg } from './svg-sanitizer.ts';
import { stagingDirOf } from './upload-storage.ts';

/**
 * A file received into the staging folder, not yet accepted. Only this module makes one, so a
 * procedure whose input requires a StagedUpload can be reached through the multipart route only
 * (a JSON body can never produce this class).
 */
export class StagedUpload {
  readonly path: string;
  readonly originalName: string;
  readonly declaredType: string;
  readonly size: number;
  readonly rule: FileTypeRule;
  #settled = false;

  constructor(init: { path: string; originalName: string; declaredType: string; size: number; rule: FileTypeRule }) {
    this.path = init.path;
    this.originalName = init.originalName;
    this.declaredType = init.declaredType;
    this.size = init.size;
    this.rule = init.rule;
  }

  async discard(): Promise<void> {
    if (this.#settled) return;
    this.#settled = true;
    await fs.rm(this.path, { force: true });
  }
}

/** A refused upload: its status, API code, the spec's Turkish text and the problem to translate. */
export function uploadError(status: 400 | 413 | 415, problem: UploadProblem): TRPCError {
  const values = problem.values as Record<string, string>;
  const message = uploadProblemText(problem);
  if (status === 413) return apiError('PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE', message, { id: problem.id, values });
  if (status === 415)
    return apiError('UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_FILE_TYPE', message, { id: problem.id, values });
  return apiError('BAD_REQUEST', 'VALIDATION_FAILED', message, { id: problem.id, values });
}

/** Few text fields, short values, exactly one file. */
const LIMITS = { fields: 8, fieldSize: 1024, fieldNameSize: 100, files: 1, parts: 10 };
/** Multipart framing around the file: headers and boundaries. */
const OVERHEAD_BYTES = 64 * 1024;

/**
 * Streams a multipart upload to the staging folder under hard limits: one file, few fields,
 * the size limit of the file's extension enforced while streaming (413, partial file removed),
 * unknown extensions refused before a byte is written (415).
 */
export async function receiveUpload(
  req: Request,
  options: { uploadDir: string; policy: UploadPolicy },
): Promise<{ fields: Record<string, string>; file: StagedUpload | undefined }> {
  const hardLimit = policyMaxBytes(options.policy);
  const declaredLength = Number(req.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > hardLimit + OVERHEAD_BYTES) {
    throw uploadError(413, {
      id: 'upload.tooLarge',
      values: { size: formatBytes(declaredLength), limit: formatBytes(hardLimit) },
    });
  }
  let parser: busboy.Busboy;
  try {
    // busboy marks a file truncated when it reaches the limit exactly: one byte of headroom, so a
    // file of exactly the allowed size passes and the check below refuses anything larger.
    parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { ...LIMITS, fileSize: hardLimit + 1 } });
  } catch {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'multipart/form-data bekleniyor' });
  }
  const stagingDir = stagingDirOf(options.uploadDir);
  await fs.mkdir(stagingDir, { recursive: true });

  const fields: Record<string, string> = {};
  let staged: StagedUpload | undefined;
  let failure: TRPCError | undefined;
  const writes: Promise<void>[] = [];
  const partials: string[] = [];

  // An oversize file ends the reading early: the answer (413) closes the connection.
  let stopReading: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => {
    stopReading = () => {
      req.unpipe(parser);
      req.res?.setHeader('Connection', 'close');
      resolve();
    };
  });

  parser.on('field', (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) {
      failure ??= new TRPCError({ code: 'BAD_REQUEST', message: `Alan çok uzun: ${name}` });
      return;
    }
    fields[name] = value;
  });
  parser.on('file', (fieldName, stream, info) => {
    const found = fieldName === 'file' ? ruleFor(info.filename ?? '', options.policy) : undefined;
    if (fieldName !== 'file' || !found?.rule || staged || failure) {
      if (fieldName === 'file' && found?.problem) failure ??= uploadError(415, found.problem);
      stream.resume();
      return;
    }
    const rule = found.rule;
    const target = path.join(stagingDir, `${randomUUID()}.part`);
    partials.push(target);
    const out = createWriteStream(target, { flags: 'wx' });
    let size = 0;
    let over = false;
    // Written by hand rather than piped: past the limit of THIS file's type not one more byte
    // is written, and the request stops being read at once (not at the policy's largest limit).
    stream.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > rule.maxBytes) {
        over = true;
        failure ??= uploadError(413, {
          id: 'upload.tooLarge',
          values: { size: `> ${formatBytes(rule.maxBytes)}`, limit: formatBytes(rule.maxBytes) },
        });
        out.destroy();
        stopReading();
        return;
      }
      if (!out.write(chunk)) {
        stream.pause();
        out.once('drain', () => stream.resume());
      }
    });
    stream.on('end', () => out.end());
    stream.on('error', (error) => out.destroy(error));
    writes.push(
      finished(out).then(
        () => {
          if (over || stream.truncated || size > rule.maxBytes) return;
          staged = new StagedUpload({
            path: target,
            originalName: (info.filename ?? '').slice(0, 255),
            declaredType: info.mimeType ?? '',
            size,
            rule,
          });
        },
        (error: unknown) => {
          if (!over) throw error;
        },
      ),
    );
  });
  parser.on('filesLimit', () => {
    failure ??= new TRPCError({ code: 'BAD_REQUEST', message: 'Tek seferde yalnızca bir dosya yüklenebilir' });
  });
  parser.on('fieldsLimit', () => {
    failure ??= new TRPCError({ code: 'BAD_REQUEST', message: 'Çok fazla form alanı' });
  });
  parser.on('partsLimit', () => {
    failure ??= new TRPCError({ code: 'BAD_REQUEST', message: 'Çok fazla form alanı' });
  });

  try {
    const parsing = pipeline(req, parser).then(() => Promise.all(writes));
    // After an early stop the parsing never completes; its later failure is of no interest.
    parsing.catch(() => undefined);
    await Promise.race([parsing, stopped]);
  } catch (error) {
    failure ??= new TRPCError({ code: 'BAD_REQUEST', message: 'Yükleme okunamadı', cause: error });
  }
  if (failure) {
    await Promise.allSettled(writes);
    await Promise.all(partials.map((partial) => fs.rm(partial, { force: true })));
    throw failure;
  }
  // Anything written but not accepted (a truncated stream) is removed.
  await Promise.all(partials.filter((partial) => partial !== staged?.path).map((p) => fs.rm(p, { force: true })));
  return { fields, file: staged?.rule.kind === 'svg' ? await cleanStagedSvg(staged) : staged };
}

/**
 * A staged SVG is replaced by the sanitizer's serialization (editor metadata and comments removed,
 * our own namespace declarations), so the stored bytes are exactly what was checked. One that the
 * sanitizer refuses stays as it is: the check before storing (media.service: contentMatches,
 * isSafeSvg) refuses it with the matching message, and the staged file is discarded.
 */
async function cleanStagedSvg(staged: StagedUpload): Promise<StagedUpload> {
  try {
    const verdict = sanitizeSvg(await fs.readFile(staged.path));
    if (!verdict.ok) return staged;
    const cleaned = Buffer.from(verdict.svg, 'utf8');
    await fs.writeFile(staged.path, cleaned);
    const { originalName, declaredType, rule } = staged;
    return new StagedUpload({ path: staged.path, originalName, declaredType, size: cleaned.length, rule });
  } catch (error) {
    await staged.discard();
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Yükleme okunamadı', cause: error });
  }
}

/** A procedure input that only the multipart route can satisfy. */
export const stagedUploadSchema = z.custom<StagedUpload>((value) => value instanceof StagedUpload, {
  message: 'Dosya multipart/form-data ile gönderilmelidir',
});
