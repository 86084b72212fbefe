import { randomUUID } from 'node:crypto';
import path from 'node:path';
import express, { type Router } from 'express';
import { sendStored } from '../storage/send-stored.ts';
import { publicKeyOf, type UploadStore } from '../storage/upload-store.ts';
import { downloadDispositionOf, IMMUTABLE_CACHE, inlineTypeOf, UPLOAD_CSP } from './upload-headers.ts';

/**
 * The local upload folder, DATA_DIR/uploads: the files themselves with the local driver; with
 * either driver the staging (.staging) and work (.work) folders of uploads being checked and
 * images being made.
 */
export function uploadDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function stagingDirOf(uploadDir: string): string {
  return path.join(uploadDir, '.staging');
}

/** Files sharp reads and writes (a downloaded master, a variant being made): never served. */
export function workDirOf(uploadDir: string): string {
  return path.join(uploadDir, '.work');
}

/** The upload store and the local folder of staging and work files, from the app's deps. */
export function uploadPlaceOf(deps: { env: { dataDir: string }; store: UploadStore }): {
  store: UploadStore;
  uploadDir: string;
} {
  return { store: deps.store, uploadDir: uploadDirOf(deps.env.dataDir) };
}

/** Generated names only: `<uuid>.<ext>` (library) or `brand-<uuid>.<ext>` (logo, marker). */
const STORED_NAME = /^(brand-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

export function newStoredName(extension: string, brand: boolean): string {
  return `${brand ? 'brand-' : ''}${randomUUID()}.${extension}`;
}

export function publicUrlOf(storedName: string): string {
  return `/uploads/${storedName}`;
}

/**
 * GET /uploads/<stored name> from the upload store: never a script context. nosniff, a
 * sandboxing CSP (stops scripts in SVGs even if one slipped through), documents and library SVGs
 * as downloads, video and audio by byte range. Streamed with these headers on both drivers
 * (with S3_PUBLIC_URL too: links written before it keep working).
 */
export function uploadRoutes(store: UploadStore): Router {
  const routes = express.Router();
  routes.get('/uploads/:name', async (req, res) => {
    const { name } = req.params;
    if (!isStoredName(name)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const inlineType = inlineTypeOf(name);
    const disposition = downloadDispositionOf(name);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', UPLOAD_CSP);
    if (disposition) res.setHeader('Content-Disposition', disposition);
    if (!inlineType) res.type(name.slice(name.lastIndexOf('.')));
    const sent = await sendStored(req, res, store, publicKeyOf(name), {
      contentType: inlineType,
      cacheControl: IMMUTABLE_CACHE,
    });
    if (sent === 'missing' && !res.headersSent) {
      res.removeHeader('Content-Disposition');
      res.status(404).type('text/plain').send('Not found');
    }
  });
  // Nothing else under /uploads is served (.originals, .staging, .work, any deeper path).
  routes.use('/uploads', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return routes;
}
