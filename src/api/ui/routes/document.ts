import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import { NotFoundError } from '../../../domain/errors';
import { openArtifact } from '../../../domain/results/artifacts';
import { isPageZoom, readCredentialDocuments, readPageCount, readPageImage, type DocumentPagesDeps, type PageZoom } from '../../../domain/results/documentPages';
import { UI } from '../pages/layout';
import { documentPage } from '../pages/document';
import { html, pageRouter, signedIn, type UiDeps } from '../respond';

/** A 1-based page number from the query; anything else is a page that does not exist. */
function pageOf(q: unknown): number {
  if (q === undefined) return 1;
  if (typeof q !== 'string' || !/^[1-9]\d{0,3}$/.test(q)) throw new NotFoundError('No such page');
  return Number(q);
}

function zoomOf(q: unknown): PageZoom {
  if (q === undefined) return 100;
  const n = typeof q === 'string' && /^\d{2,3}$/.test(q) ? Number(q) : NaN;
  if (!isPageZoom(n)) throw new NotFoundError('No such zoom level');
  return n;
}

/** The document view of a credential (page images with the extraction's boxes) and the page images it shows. */
export function documentRoutes(deps: UiDeps, guard: RouterMiddleware, pages: DocumentPagesDeps): Router {
  const router = pageRouter();

  router.get(`${UI}/cases/:id/credentials/:credentialId/document`, guard, async (ctx) => {
    const { session, page: pageCtx } = signedIn(ctx);
    const org = session.organizationId;
    const docs = await readCredentialDocuments(deps.db, org, ctx.params.id!, ctx.params.credentialId!);
    const fileParam = ctx.query.file;
    const file = fileParam === undefined ? docs.files[0] : docs.files.find((f) => f.fileId === fileParam);
    if (fileParam !== undefined && file === undefined) throw new NotFoundError(`File ${String(fileParam)} not found`);
    const page = pageOf(ctx.query.page);
    const zoom = zoomOf(ctx.query.zoom);
    let view = null;
    if (file !== undefined) {
      const pageCount = await readPageCount(pages, org, docs.caseId, file.fileId);
      const image = await readPageImage(pages, org, docs.caseId, file.fileId, page, zoom);
      view = { file, page, zoom, pageCount, width: image.width, height: image.height };
    }
    html(ctx, documentPage(docs, view, pageCtx));
  });

  router.get(`${UI}/cases/:id/files/:fileId/page`, guard, async (ctx) => {
    const { session } = signedIn(ctx);
    const image = await readPageImage(pages, session.organizationId, ctx.params.id!, ctx.params.fileId!, pageOf(ctx.query.page), zoomOf(ctx.query.zoom));
    // The image of a page never changes (the cache key is file, page and zoom); only this session may see it.
    ctx.set('Cache-Control', 'private, max-age=3600');
    ctx.type = 'image/png';
    ctx.body = image.png;
  });

  // The translated rendering of a file (the translation stage's PDF), one click from the document
  // view and the case page; the same artifact partners download, behind the operator's session.
  router.get(`${UI}/cases/:id/files/:fileId/translation`, guard, async (ctx) => {
    const { session } = signedIn(ctx);
    const file = await openArtifact(deps.readDeps, session.organizationId, ctx.params.id!, ctx.params.fileId!, 'translation-pdf');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Disposition', 'inline');
    ctx.type = file.contentType;
    ctx.body = file.stream;
  });

  return router;
}
