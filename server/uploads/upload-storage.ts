import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type Router } from 'express';

/** Uploaded files live in DATA_DIR/uploads, outside the built SPA; partial files in .staging. */
export function uploadDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function stagingDirOf(uploadDir: string): string {
  return path.join(uploadDir, '.staging');
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

export async function removeStoredFile(uploadDir: string, storedName: string): Promise<void> {
  if (!isStoredName(storedName)) return;
  await fs.rm(path.join(uploadDir, storedName), { force: true });
}

const INLINE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
};

/**
 * GET /uploads/<stored name>: never a script context. nosniff, a sandboxing CSP (stops scripts
 * in SVGs even if one slipped through), and documents and library SVGs as downloads.
 */
export function uploadRoutes(uploadDir: string): Router {
  const routes = express.Router();
  routes.get('/uploads/:name', (req, res) => {
    const { name } = req.params;
    if (!isStoredName(name)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const extension = name.slice(name.lastIndexOf('.') + 1);
    const inlineType = INLINE_TYPES[extension];
    const download = !inlineType || (extension === 'svg' && !name.startsWith('brand-'));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (download) res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.sendFile(
      name,
      { root: uploadDir, dotfiles: 'deny', headers: inlineType ? { 'Content-Type': inlineType } : {} },
      (error) => {
        if (error && !res.headersSent) res.status(404).type('text/plain').send('Not found');
      },
    );
  });
  // Nothing else under /uploads is served (.originals, .staging, .work, any deeper path).
  routes.use('/uploads', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return routes;
}
