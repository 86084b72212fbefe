/**
 * GET /api/admin/backup: the same archive as `npm run backup`, streamed as a download while it is
 * written (nothing is kept on the server). Like the media original download, a tRPC procedure
 * cannot stream a file, so this small route is authorized through the procedure behind
 * GET /api/admin/auth/user (401 without a session, 403 without the admin role; API tokens never
 * call it: that procedure is in NEVER_FOR_TOKENS) and audited. The database part is always the
 * app's logical export (pg_dump is the command line's option). One backup at a time per instance:
 * a second download while one is written answers 429.
 */
import { TRPCError } from '@trpc/server';
import express, { type Request, type Response, type Router } from 'express';
import { recordAudit } from '../audit/audit-log.ts';
import { sendError } from '../http/errors.ts';
import { sendTrpcError } from '../rest/mirror.ts';
import type { UploadStore } from '../storage/upload-store.ts';
import { createCaller } from '../trpc/app.router.ts';
import type { Context } from '../trpc/context.ts';
import { writeBackup } from './write-backup.ts';

export const BACKUP_BUSY_MESSAGE = 'Bir yedek şu anda hazırlanıyor; bittiğinde yeniden deneyin.';

/** `agency-backup-2026-11-27T14-20-05Z.tar.gz`: sorts by time, no characters a file system refuses. */
export function backupFileName(at: Date): string {
  return `agency-backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;
}

export function backupRoute(
  createContext: (opts: { req: Request; res: Response }) => Context,
  source: { databaseUrl: string; store: UploadStore },
): Router {
  const routes = express.Router();
  let running = false;
  routes.get('/api/admin/backup', async (req, res) => {
    const context = createContext({ req, res });
    try {
      const admin = await createCaller(context).auth.adminUser();
      if (running) {
        sendError(res, 'RATE_LIMITED', BACKUP_BUSY_MESSAGE, { retryAfterS: 60 });
        return;
      }
      running = true;
      try {
        const fileName = backupFileName(new Date());
        await recordAudit(context.em, {
          actorId: context.auth?.user.id ?? null,
          actorName: admin.username,
          action: 'backup.download',
          target: fileName,
          ip: req.ip ?? null,
          summary: 'backup archive',
        });
        res.setHeader('Content-Type', 'application/gzip');
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.attachment(fileName);
        const figures = await writeBackup(source, res);
        req.log.info({ ...figures }, 'backup downloaded');
      } catch (error) {
        // Headers are sent once the first bytes are: a failure then can only cut the download
        // (the archive has no manifest, so restore refuses it).
        req.log.error({ err: error }, 'backup download failed');
        if (!res.headersSent) sendError(res, 'INTERNAL_ERROR', 'Yedek oluşturulamadı.');
        else res.destroy();
      } finally {
        running = false;
      }
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      sendTrpcError(req, res, error);
    }
  });
  return routes;
}
