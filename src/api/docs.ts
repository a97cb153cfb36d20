import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { parse } from 'yaml';
import { HttpError } from './httpError';

/*
 * The API reference served by the service itself (README "Docs and clients"): `/docs` renders the
 * bundled partner and operator specs with Redoc, whose browser bundle comes from the `redoc` npm
 * package and is served from this origin (no CDN), and `/openapi/{partner,operator}-v1.{yaml,json}`
 * serve the bundled documents that the API itself validates against (generated/, decision "Spec
 * format"). No key is needed: the specs are the public contract.
 */

export const DOCS_PREFIX = '/docs';
export const OPENAPI_PREFIX = '/openapi';

/** The documented APIs, by the name used in URLs and in generated/<name>/. */
export const DOCUMENTED_APIS = {
  partner: { title: 'Partner API v1', file: 'partner-v1' },
  operator: { title: 'Operator API v1', file: 'operator-v1' },
} as const;
export type DocumentedApi = keyof typeof DOCUMENTED_APIS;

/**
 * The pages' Content-Security-Policy. Scripts come only from this origin (the Redoc bundle and the
 * few lines that start it), never inline and never evaluated from strings. Redoc renders with
 * styled-components, which writes its rules into `<style>` elements at run time, hence the one
 * relaxation: inline styles (style-src 'unsafe-inline'; styles cannot run code). Its search index
 * runs in a Web Worker that Redoc creates from a `blob:` URL it built itself (worker-src blob:).
 * The spec is fetched from this origin (connect-src 'self'); logos and icons are data: URLs.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const STYLESHEET = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
.docs-nav{display:flex;gap:1.25rem;align-items:center;padding:.6rem 1.25rem;background:#263238;color:#fff;font-size:.95rem}
.docs-nav a{color:#cfd8dc;text-decoration:none}.docs-nav a:hover{color:#fff;text-decoration:underline}
.docs-nav a[aria-current=page]{color:#fff;font-weight:600}
.docs-nav .spacer{flex:1}
`;

/** Starts Redoc on the container, with the spec URL the page names (no inline script: see DOCS_CSP). */
const STARTER = `(function () {
  var el = document.getElementById('redoc');
  Redoc.init(el.getAttribute('data-spec-url'), { expandResponses: '200,201,202', hideHostname: false, pathInMiddlePanel: true }, el);
})();
`;

interface Asset {
  body: Buffer;
  type: string;
  etag: string;
}

function asset(body: string | Buffer, type: string): Asset {
  const buf = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return { body: buf, type, etag: `"${createHash('sha256').update(buf).digest('base64url').slice(0, 27)}"` };
}

function page(api: DocumentedApi): string {
  const { title, file } = DOCUMENTED_APIS[api];
  const links = (Object.keys(DOCUMENTED_APIS) as DocumentedApi[])
    .map((name) => `<a href="${DOCS_PREFIX}/${name}"${name === api ? ' aria-current="page"' : ''}>${DOCUMENTED_APIS[name].title}</a>`)
    .join('\n    ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}: API reference</title>
  <link rel="stylesheet" href="${DOCS_PREFIX}/assets/docs.css">
</head>
<body>
  <nav class="docs-nav" aria-label="API specifications">
    ${links}
    <span class="spacer"></span>
    <a href="${OPENAPI_PREFIX}/${file}.yaml">${file}.yaml</a>
    <a href="${OPENAPI_PREFIX}/${file}.json">${file}.json</a>
  </nav>
  <div id="redoc" data-spec-url="${OPENAPI_PREFIX}/${file}.json"></div>
  <script src="${DOCS_PREFIX}/assets/redoc.standalone.js"></script>
  <script src="${DOCS_PREFIX}/assets/docs.js"></script>
</body>
</html>
`;
}

/** The one off-origin resource of the Redoc bundle: the Redocly logo of its "API docs by Redocly" line. */
const REDOCLY_LOGO_URL = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

/**
 * The Redoc bundle as served: its attribution logo points at an empty data: image instead of
 * Redocly's CDN, so the page fetches nothing from elsewhere (the CSP would refuse it anyway); Redoc
 * hides the image when it fails to load and keeps the attribution text.
 */
export function ownOriginRedoc(bundle: string): string {
  if (!bundle.includes(REDOCLY_LOGO_URL)) return bundle;
  return bundle.split(REDOCLY_LOGO_URL).join('data:,');
}

export interface DocsRoutesOptions {
  /** The directory holding <api>/openapi.yaml (generated/ from the sources, dist/generated when compiled). */
  generatedDir?: string;
}

/**
 * The docs and spec-file routes as one Koa middleware: it answers its own paths (GET and HEAD;
 * another method is 405 with `Allow`) and passes every other request on untouched.
 */
export function docsRoutes(opts: DocsRoutesOptions = {}): Middleware {
  const generatedDir = opts.generatedDir ?? path.resolve(__dirname, '../../generated');
  const router = new Router();
  const cache = new Map<string, Promise<Asset>>();
  /** Reads each file once, on first use: the bundled specs do not change while the service runs. */
  const once = (key: string, load: () => Promise<Asset>): Promise<Asset> => {
    let hit = cache.get(key);
    if (!hit) {
      hit = load();
      // A failed read is not kept: the next request tries again.
      // evidence: the request awaiting this same promise gets the error (errorHandler logs it with its stack); this handler only forgets the failed read.
      hit.catch(() => cache.delete(key));
      cache.set(key, hit);
    }
    return hit;
  };

  const send = (ctx: Context, route: string, a: Asset, cacheControl: string): void => {
    ctx.state.route = route;
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', cacheControl);
    ctx.set('ETag', a.etag);
    ctx.type = a.type;
    if (ctx.get('if-none-match') === a.etag) {
      ctx.status = 304;
      return;
    }
    ctx.status = 200;
    ctx.body = a.body;
  };

  const specYaml = (api: DocumentedApi) =>
    once(`${api}.yaml`, async () => asset(await readFile(path.join(generatedDir, api, 'openapi.yaml')), 'application/yaml; charset=utf-8'));
  const specJson = (api: DocumentedApi) =>
    once(`${api}.json`, async () => {
      const doc: unknown = parse(await readFile(path.join(generatedDir, api, 'openapi.yaml'), 'utf8'));
      return asset(JSON.stringify(doc), 'application/json; charset=utf-8');
    });

  for (const api of Object.keys(DOCUMENTED_APIS) as DocumentedApi[]) {
    const { file } = DOCUMENTED_APIS[api];
    router.get(`${OPENAPI_PREFIX}/${file}.yaml`, async (ctx) => send(ctx, ctx.path, await specYaml(api), 'no-cache'));
    router.get(`${OPENAPI_PREFIX}/${file}.json`, async (ctx) => send(ctx, ctx.path, await specJson(api), 'no-cache'));
    const html = asset(page(api), 'text/html; charset=utf-8');
    router.get(`${DOCS_PREFIX}/${api}`, (ctx) => {
      ctx.set('Content-Security-Policy', DOCS_CSP);
      ctx.set('Referrer-Policy', 'same-origin');
      send(ctx, ctx.path, html, 'no-cache');
    });
  }
  // `/docs` itself opens the partner reference; its navigation bar leads to the operator one.
  const index = asset(page('partner'), 'text/html; charset=utf-8');
  router.get(DOCS_PREFIX, (ctx) => {
    ctx.set('Content-Security-Policy', DOCS_CSP);
    ctx.set('Referrer-Policy', 'same-origin');
    send(ctx, DOCS_PREFIX, index, 'no-cache');
  });

  const css = asset(STYLESHEET, 'text/css; charset=utf-8');
  const starter = asset(STARTER, 'text/javascript; charset=utf-8');
  router.get(`${DOCS_PREFIX}/assets/docs.css`, (ctx) => send(ctx, ctx.path, css, 'public, max-age=3600'));
  router.get(`${DOCS_PREFIX}/assets/docs.js`, (ctx) => send(ctx, ctx.path, starter, 'public, max-age=3600'));
  router.get(`${DOCS_PREFIX}/assets/redoc.standalone.js`, async (ctx) => {
    const redoc = await once('redoc', async () => asset(ownOriginRedoc(await readFile(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8')), 'text/javascript; charset=utf-8'));
    send(ctx, ctx.path, redoc, 'public, max-age=86400');
  });

  const routes = router.routes() as unknown as Middleware;
  const owned = new Set(router.stack.map((layer) => layer.path));
  return async (ctx, next) => {
    if (owned.has(ctx.path) && ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new HttpError(405, `${ctx.method} is not allowed on ${ctx.path}`, undefined, { Allow: 'GET, HEAD' });
    }
    await routes(ctx, next);
  };
}
