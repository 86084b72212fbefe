/**
 * HTTP side of the image pipeline: the variants under /uploads/v (immutable, made on demand
 * once when missing), the check that keeps a raster file's EXIF from being served before its
 * master exists, and the admin's download of an upload as it was sent.
 */
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
import { sendStored } from '../storage/send-stored.ts';
import { originalKeyOf, publicKeyOf, type UploadStore, variantKeyOf } from '../storage/upload-store.ts';
import { createCaller } from '../trpc/app.router.ts';
import type { Context } from '../trpc/context.ts';
import { IMMUTABLE_CACHE, UPLOAD_CSP } from '../uploads/upload-headers.ts';
import { isStoredName } from '../uploads/upload-storage.ts';
import { rasterExtensionOf, variantStemOf } from './media-files.ts';
import { type MediaJobs, ON_DEMAND_RETRY_AFTER_S, type OnDemand } from './media-jobs.ts';

function notFoundText(res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}

function busy(res: Response): void {
  res.setHeader('Retry-After', String(ON_DEMAND_RETRY_AFTER_S));
  res.status(503).type('text/plain').send('Busy: try again shortly');
}

const PROCESSED_KEPT = 10_000;

/** A variant from the store: 'missing' when it is not there (nothing sent). */
function sendVariant(req: Request, res: Response, store: UploadStore, name: string): Promise<'sent' | 'missing'> {
  const format = name.slice(name.lastIndexOf('.') + 1) as VariantFormat;
  // Only on success: `public, max-age=31536000, immutable` (a 404 or 503 is not kept).
  return sendStored(req, res, store, variantKeyOf(name), {
    contentType: VARIANT_MIME[format],
    cacheControl: IMMUTABLE_CACHE,
  });
}

/**
 * GET /uploads/v/<name>: a name of the variant form only (anything else: 404 without a look
 * at the disk or the database). Missing on disk, it is made once when it is a variant the row
 * has now; the on-demand limit answers 503 with Retry-After beyond it.
 */
export function imageRoutes(jobs: MediaJobs): Router {
  const routes = express.Router();
  const store = jobs.store;
  /** Raster names whose master and original both exist, at most PROCESSED_KEPT (then forgotten at once). */
  const processed = new Set<string>();
  const remember = (name: string) => {
    if (processed.size >= PROCESSED_KEPT) processed.clear();
    processed.add(name);
  };

  routes.get('/uploads/v/:name', async (req, res) => {
    const { name } = req.params;
    if (!variantStemOf(name)) {
      notFoundText(res);
      return;
    }
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', UPLOAD_CSP);
    if ((await sendVariant(req, res, store, name)) === 'sent' || res.headersSent) return;
    const made = await jobs.variantOnDemand(name);
    if (made === 'made' && (await sendVariant(req, res, store, name)) === 'sent') return;
    if (res.headersSent) return;
    if (made === 'busy') busy(res);
    else notFoundText(res);
  });

  /**
   * GET /uploads/<raster name>: served (by uploadRoutes) only once its master exists, which is
   * when its original is in originals/. A file uploaded before the pipeline is converted on this
   * request (once; its variants follow in the background) rather than sent with its EXIF.
   */
  routes.get('/uploads/:name', async (req, res, next) => {
    const { name } = req.params;
    if (!isStoredName(name) || !rasterExtensionOf(name) || processed.has(name)) {
      next();
      return;
    }
    const [original, master] = await Promise.all([
      store.stat(originalKeyOf(name)).then(Boolean),
      store.stat(publicKeyOf(name)).then(Boolean),
    ]);
    if (original === master) {
      // Processed: it stays so (a deleted file is then a 404 from the store), so no more lookups
      // for it (two HEAD requests each with S3).
      if (original) remember(name);
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
  store: UploadStore,
): Router {
  const routes = express.Router();
  routes.get('/api/admin/media/:id/original', async (req, res) => {
    const context = createContext({ req, res });
    try {
      const admin = await createCaller(context).auth.adminUser();
      const id = idSchema.safeParse(req.params.id);
      const row = id.success ? await context.em.findOne(MediaFile, { id: id.data }) : null;
      if (!row || !isStoredName(row.storedName)) throw notFound(MEDIA_NOT_FOUND);
      // Raster images keep theirs in originals/; any other file is the upload itself.
      const original = originalKeyOf(row.storedName);
      const key = (await store.stat(original)) ? original : publicKeyOf(row.storedName);
      if (!(await store.stat(key))) throw notFound(MEDIA_NOT_FOUND);
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
      res.attachment(row.originalName || row.storedName);
      // Removed between the look and the read: the same 404 as a missing row.
      if ((await sendStored(req, res, store, key, { contentType: row.mimeType })) === 'missing') {
        res.removeHeader('Content-Disposition');
        throw notFound(MEDIA_NOT_FOUND);
      }
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      if (error.code === 'NOT_FOUND') sendError(res, 'NOT_FOUND', error.message);
      else sendTrpcError(req, res, error);
    }
  });
  return routes;
}
