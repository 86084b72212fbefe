import express, { type Router } from 'express';
import { buildOpenApiDocument } from './openapi.ts';

type Doc = ReturnType<typeof buildOpenApiDocument>;
type Operation = {
  summary: string;
  tags: string[];
  security?: unknown[];
  parameters: Array<{ name: string; in: string; description?: string; schema: unknown }>;
  requestBody?: { content: { 'application/json': { schema: unknown } } };
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, { description: string }>;
      content?: { 'application/json': { schema: unknown } };
    }
  >;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function renderOperation(method: string, path: string, op: Operation): string {
  const responses = Object.entries(op.responses)
    .map(
      ([status, response]) =>
        `<li><code>${status}</code> ${escapeHtml(response.description)}${
          response.headers
            ? `<ul>${Object.entries(response.headers)
                .map(
                  ([name, header]) =>
                    `<li>Header <code>${escapeHtml(name)}</code>: ${escapeHtml(header.description)}</li>`,
                )
                .join('')}</ul>`
            : ''
        }${
          response.content && status.startsWith('2')
            ? Object.entries(response.content)
                .map(
                  ([type, media]) => `<details><summary>${escapeHtml(type)}</summary>${json(media.schema)}</details>`,
                )
                .join('')
            : ''
        }</li>`,
    )
    .join('');
  const params = op.parameters.length
    ? `<h4>Parameters</h4><ul>${op.parameters
        .map(
          (p) =>
            `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}) ${escapeHtml(JSON.stringify(p.schema))}${
              p.description ? ` ${escapeHtml(p.description)}` : ''
            }</li>`,
        )
        .join('')}</ul>`
    : '';
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(
          ([type, media]) =>
            `<h4>Body: ${escapeHtml(type)}</h4><details open><summary>Schema</summary>${json(media.schema)}</details>`,
        )
        .join('')
    : '';
  return `<section class="op" id="${escapeHtml(`${method}-${path}`)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>${
    op.security ? ' <span class="lock">session</span>' : ''
  }</h3>
<p>${escapeHtml(op.summary)}</p>${params}${body}<h4>Responses</h4><ul>${responses}</ul></section>`;
}

/** A readable reference of the REST mirror, rendered on the server: no script, no CDN. */
export function renderApiDocs(doc: Doc): string {
  const sections = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => renderOperation(method, path, op as Operation)),
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f5f3ef;color:#1f2328}
main{max-width:960px;margin:0 auto;padding:2rem 1rem}
h1{margin-block-end:.25rem}.op{background:#fff;border:1px solid #e5e1da;border-radius:12px;padding:1rem 1.25rem;margin-block:1rem}
h3{margin:0;font-size:1.05rem}.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:6px;padding:.1rem .4rem;color:#fff;font-size:.8rem}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#ca8a04}.delete{background:#dc2626}
.lock{font-size:.75rem;background:#f3e8ff;color:#6b21a8;border-radius:6px;padding:.1rem .4rem}
pre{background:#f6f8fa;padding:.75rem;border-radius:8px;overflow:auto;font-size:.85rem}h4{margin-block:.75rem .25rem;font-size:.9rem}
</style></head><body><main>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}).</p>
${sections}
</main></body></html>`;
}

/** GET /api/openapi.json and GET /api/docs, computed once. */
export function apiDocsRoutes(serverUrl: string): Router {
  const doc = buildOpenApiDocument({ serverUrl });
  const body = JSON.stringify(doc);
  const html = renderApiDocs(doc);
  const routes = express.Router();
  routes.get('/api/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(body);
  });
  routes.get('/api/docs', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/html').send(html);
  });
  return routes;
}
