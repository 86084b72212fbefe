/**
 * HTTP side of the image pipeline: the variants under /uploads/v (immutable, made on demand
 * once when missing), the check that keeps a raster file's EXIF from being served before its
 * master exists, and the admin's download of an upload as it was sent.
 */
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import express, { type Request, type Response, type Router } from 'express';
import { idSchema } from '../../src/shared/admin-catalog.ts';
import { VARIANT_MIME, type VariantFormat } from '../../src/shared/media-image.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { MediaFile } from '../db/entities/index.ts';
import { notFound } from '../domain/errors.ts';
import { sendError } from '../http/errors.ts';
import { sendTrpcError } from '../rest/mirror.ts';
import { MEDIA_NOT_FOUND } from '../services/media.service.ts';
import { createCaller } from '../trpc/app.router.ts';
import type { Context } from '../trpc/context.ts';
import { isStoredName } from '../uploads/upload-storage.ts';
import { fileExists, originalsDirOf, rasterExtensionOf, variantStemOf, variantsDirOf } from './media-files.ts';
import { type MediaJobs, ON_DEMAND_RETRY_AFTER_S, type OnDemand } from './media-jobs.ts';

/** The same as every upload: never a script context. */
const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

function notFoundText(res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}

function busy(res: Response): void {
  res.setHeader('Retry-After', String(ON_DEMAND_RETRY_AFTER_S));
  res.status(503).type('text/plain').send('Busy: try again shortly');
}

/** sendFile as a promise: undefined once sent, the error when the file could not be. */
function sendVariant(res: Response, name: string, root: string): Promise<NodeJS.ErrnoException | undefined> {
  const format = name.slice(name.lastIndexOf('.') + 1) as VariantFormat;
  return new Promise((resolve) => {
    res.sendFile(
      name,
      {
        root,
        dotfiles: 'deny',
        // Only on success: `public, max-age=31536000, immutable` (a 404 or 503 is not kept).
        maxAge: YEAR_MS,
        immutable: true,
        headers: { 'Content-Type': VARIANT_MIME[format] },
      },
      (error) => resolve(error ?? undefined),
    );
  });
}

const isMissing = (error: NodeJS.ErrnoException) =>
  error.code === 'ENOENT' || (error as { status?: number }).status === 404;

/**
 * GET /uploads/v/<name>: a name of the variant form only (anything else: 404 without a look
 * at the disk or the database). Missing on disk, it is made once when it is a variant the row
 * has now; the on-demand limit answers 503 with Retry-After beyond it.
 */
export function imageRoutes(jobs: MediaJobs): Router {
  const routes = express.Router();
  const variantsDir = variantsDirOf(jobs.uploadDir);

  routes.get('/uploads/v/:name', async (req, res) => {
    const { name } = req.params;
    if (!variantStemOf(name)) {
      notFoundText(res);
      return;
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', UPLOAD_CSP);
    let error = await sendVariant(res, name, variantsDir);
    if (!error || res.headersSent) return;
    if (!isMissing(error)) throw error;
    const made = await jobs.variantOnDemand(name);
    if (made === 'made') error = await sendVariant(res, name, variantsDir);
    if (res.headersSent) return;
    if (made === 'busy') busy(res);
    else notFoundText(res);
  });

  /**
   * GET /uploads/<raster name>: served (by uploadRoutes) only once its master exists, which is
   * when its original is in .originals. A file uploaded before the pipeline is converted on this
   * request (once; its variants follow in the background) rather than sent with its EXIF.
   */
  routes.get('/uploads/:name', async (req, res, next) => {
    const { name } = req.params;
    if (!isStoredName(name) || !rasterExtensionOf(name)) {
      next();
      return;
    }
    const [original, master] = await Promise.all([
      fileExists(path.join(originalsDirOf(jobs.uploadDir), name)),
      fileExists(path.join(jobs.uploadDir, name)),
    ]);
    if (original === master) {
      next(); // processed (served), or no such file (404)
      return;
    }
    const made: OnDemand = await jobs.masterOnDemand(name);
    if (made === 'made') next();
    else if (made === 'busy') busy(res);
    else notFoundText(res);
  });
  return routes;
}

/**
 * GET /api/admin/media/{id}/original: the file as uploaded, as a download, for admins only.
 * A tRPC procedure cannot stream a file, so this small route is authorized like the REST
 * mirror's multipart and CSV rows (the procedure behind GET /api/admin/auth/user: 401 without
 * a session, 403 without the admin role) and audited like the CSV exports.
 */
export function mediaOriginalRoute(
  createContext: (opts: { req: Request; res: Response }) => Context,
  uploadDir: string,
): Router {
  const routes = express.Router();
  routes.get('/api/admin/media/:id/original', async (req, res) => {
    const context = createContext({ req, res });
    try {
      const admin = await createCaller(context).auth.adminUser();
      const id = idSchema.safeParse(req.params.id);
      const row = id.success ? await context.em.findOne(MediaFile, { id: id.data }) : null;
      if (!row || !isStoredName(row.storedName)) throw notFound(MEDIA_NOT_FOUND);
      // Raster images keep theirs in .originals; any other file is the upload itself.
      const original = path.join(originalsDirOf(uploadDir), row.storedName);
      const file = (await fileExists(original)) ? original : path.join(uploadDir, row.storedName);
      if (!(await fileExists(file))) throw notFound(MEDIA_NOT_FOUND);
      await recordAudit(context.em, {
        actorId: context.auth?.user.id ?? null,
        actorName: admin.username,
        action: 'media.admin.original',
        target: String(row.id),
        ip: req.ip ?? null,
        summary: row.originalName,
      });
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', UPLOAD_CSP);
      await new Promise<void>((resolve, reject) => {
        res.download(
          file,
          row.originalName || row.storedName,
          { dotfiles: 'allow', headers: { 'Content-Type': row.mimeType } },
          (error) => (error && !res.headersSent ? reject(error) : resolve()),
        );
      });
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      if (error.code === 'NOT_FOUND') sendError(res, 'NOT_FOUND', error.message);
      else sendTrpcError(req, res, error);
    }
  });
  return routes;
}
