import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import express, { type Request, type Response, type Router } from 'express';
import type { Paged } from '../../src/shared/paging.ts';
import { assertTokenMay } from '../auth/token-scopes.ts';
import type { PublicReadCache } from '../cache/public-read-cache.ts';
import { publicErrorBody, sendError } from '../http/errors.ts';
import { sendSerialized, serializeAnswer } from '../http/serialized-answer.ts';
import { withoutTotals } from '../services/paging.ts';
import { createCaller } from '../trpc/app.router.ts';
import type { Context } from '../trpc/context.ts';
import { receiveUpload, type StagedUpload } from '../uploads/receive-upload.ts';
import { uploadDirOf } from '../uploads/upload-storage.ts';
import { sendRevalidatedJson } from './conditional-get.ts';
import { asksForPage, LIST_BATCH_SIZE, sendPage, streamList, TOTAL_COUNT_HEADER } from './paged-list.ts';
import { type ProcedurePath, type RestRoute, restRoutes } from './routes.ts';

export function toExpressPath(specPath: string): string {
  return specPath.replace(/\{(\w+)\}/g, ':$1');
}

type CallableProcedure = (input: unknown) => Promise<unknown>;

/** caller['services']['list'] for 'services.list'. */
function resolveProcedure(caller: ReturnType<typeof createCaller>, path: ProcedurePath): CallableProcedure {
  let target: unknown = caller;
  for (const key of path.split('.')) target = (target as Record<string, unknown>)[key];
  return target as CallableProcedure;
}

/** Answers a procedure's TRPCError with its HTTP status and a JSON body `{ message, ... }`. */
export function sendTrpcError(req: Request, res: Response, error: TRPCError): void {
  const status = getHTTPStatusCodeFromError(error);
  if (status >= 500) req.log.error({ err: error.cause ?? error, reqId: req.id }, 'procedure failed');
  res.status(status).json(publicErrorBody(error, req.id));
}

type CsvAnswer = { fileName: string; rows: AsyncIterable<string> };
type Page = Paged<unknown>;

/**
 * Streams a CSV answer: each text piece is written as the procedure produces it, waiting for
 * the client to drain (pipeline), so the file is never whole in memory. A client that goes
 * away stops the reading; a failure midway cuts the connection (the error handler logs it), so
 * a truncated file never looks complete.
 */
async function streamCsv(req: Request, res: Response, status: number, { fileName, rows }: CsvAnswer): Promise<void> {
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.status(status).type('text/csv; charset=utf-8');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // One piece read ahead at most (Readable.from would otherwise buffer 16).
  await pipeline(Readable.from(rows, { highWaterMark: 1 }), res).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  });
}

/** The REST mirror: every row of the route table, calling its procedure in-process. */
export function createRestMirror(
  createContext: (opts: { req: Request; res: Response }) => Context,
  routes: RestRoute[] = restRoutes,
  /** Where public GET answers are kept as bytes (the public read cache); none: no keeping. */
  publicAnswers?: PublicReadCache,
): Router {
  const mirror = express.Router();
  const methodsByPath = new Map<string, Set<string>>();
  for (const route of routes) {
    const path = toExpressPath(route.path);
    const methods = methodsByPath.get(path) ?? new Set<string>();
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
    methodsByPath.set(path, methods);
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    mirror[method](path, async (req, res) => {
      const context = createContext({ req, res });
      const caller = createCaller(context);
      const procedure = resolveProcedure(caller, route.procedure);
      let staged: StagedUpload | undefined;
      let csv: CsvAnswer | undefined;
      let list: { first: Page; readPage: (page: number) => Promise<Page> } | undefined;
      try {
        let body: unknown = req.body;
        if (route.multipart) {
          // Access first (the same procedure as GET /api/admin/auth/user; for an API token, its
          // scope): nothing is read or written for a caller who may not upload.
          if (route.access === 'admin' && context.token) assertTokenMay(context.token, route.procedure);
          else if (route.access === 'admin') await caller.auth.adminUser();
          const upload = await receiveUpload(req, {
            uploadDir: uploadDirOf(context.deps.env.dataDir),
            policy: route.multipart,
          });
          staged = upload.file;
          body = { ...upload.fields, ...(staged ? { file: staged } : {}) };
        }
        const input = route.input?.({
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body,
        });
        if (publicAnswers && route.method === 'GET' && route.access === 'public' && !route.csv) {
          // A public read, by its path (its parameters are in it): validated and serialised once
          // per cache fill, then answered from bytes. A refusal (404, 400) is never kept.
          const answer = await publicAnswers.get(`rest:${req.path}`, async () =>
            serializeAnswer(await procedure(input)),
          );
          sendSerialized(req, res, route.successStatus ?? 200, answer);
          return;
        }
        // Admin JSON reads carry an ETag and answer If-None-Match with 304 (conditional-get.ts).
        const revalidated = route.method === 'GET' && route.access === 'admin';
        if (route.list) {
          const query = req.query as Record<string, unknown>;
          if (asksForPage(query)) {
            sendPage(req, res, context.deps.env.publicUrl, (await procedure(input)) as Page, revalidated);
            return;
          }
          // The whole list, page by page: each page through a fresh context (a fresh entity
          // manager), so the rows sent are not kept in an identity map until the end; counted
          // once, on page 1 (X-Total-Count).
          const readPage = (page: number) => {
            const call = () =>
              resolveProcedure(
                createCaller(createContext({ req, res })),
                route.procedure,
              )({ ...(input as object), page, pageSize: LIST_BATCH_SIZE }) as Promise<Page>;
            return page === 1 ? call() : withoutTotals(call);
          };
          const first = await readPage(1);
          if (revalidated && first.items.length < first.pageSize) {
            // The whole list came in the first batch, already in memory: answered whole, with an
            // ETag from its bytes. A longer list is streamed without one: its tag would need the
            // whole body before the first byte, or a per-table version query this generic mirror
            // does not know; `page`/`pageSize` reads of it are revalidated page by page.
            res.setHeader(TOTAL_COUNT_HEADER, String(first.total));
            sendRevalidatedJson(req, res, 200, first.items, String(first.total));
            return;
          }
          list = { first, readPage };
        } else {
          const result = await procedure(input).finally(() => staged?.discard());
          if (route.csv) csv = result as CsvAnswer;
          else if (revalidated) sendRevalidatedJson(req, res, route.successStatus ?? 200, result);
          else res.status(route.successStatus ?? 200).json(result);
        }
      } catch (error) {
        await staged?.discard();
        if (!(error instanceof TRPCError)) throw error;
        sendTrpcError(req, res, error);
      }
      // Outside the try: once the file has started, an error can no longer become a JSON answer.
      if (csv) await streamCsv(req, res, route.successStatus ?? 200, csv);
      if (list) await streamList(req, res, list.first, list.readPage);
    });
  }
  // A known path with another method: 405 with the allowed ones.
  for (const [path, methods] of methodsByPath) {
    mirror.all(path, (_req, res) => {
      res.setHeader('Allow', [...methods].join(', '));
      sendError(res, 'METHOD_NOT_ALLOWED', 'Bu yöntem bu adreste desteklenmiyor.');
    });
  }
  return mirror;
}
