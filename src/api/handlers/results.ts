import type { Context as KoaContext } from 'koa';
import type { Context as OpenApiContext } from 'openapi-backend';
import type { AppDeps } from '../deps';
import type { OperationHandlers } from '../openapi';
import { sendFile } from '../download';
import { openArtifact, readExtraction, readForensics, readTranslation, type ArtifactKind } from '../../domain/results';

/**
 * The results routes (interface "Results"): extraction, forensics and translation as they stand
 * now (results appear as stages finish), and the documents their URLs point at. Every lookup is
 * scoped to the key's organization.
 */
export function resultHandlers(deps: AppDeps): OperationHandlers {
  const readDeps = { db: deps.db, storage: deps.storage, publicBaseUrl: deps.config.publicBaseUrl };
  const selector = (c: OpenApiContext) => {
    const q = c.request.query as Record<string, string | undefined>;
    return { uploadId: q.uploadId, credentialId: q.credentialId };
  };
  const caseRef = (c: OpenApiContext) => String(c.request.params.id);

  const artifact = (kind: ArtifactKind, disposition: 'attachment' | 'inline' = 'attachment') =>
    async (c: OpenApiContext, ctx: KoaContext) => {
      const file = await openArtifact(readDeps, ctx.state.auth.organizationId, caseRef(c), String(c.request.params.fileId), kind);
      if (kind === 'forensics-viewer') {
        // The viewer is a self-contained page: nothing may load or run from elsewhere.
        ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'");
      }
      sendFile(ctx, { body: file.stream, contentType: file.contentType, fileName: file.fileName }, disposition);
    };

  return {
    async getCaseExtraction(c: OpenApiContext, ctx: KoaContext) {
      const data = await readExtraction(readDeps, ctx.state.auth.organizationId, caseRef(c), selector(c));
      ctx.body = { success: true, message: 'Extraction results', meta: {}, data };
    },
    async getCaseForensics(c: OpenApiContext, ctx: KoaContext) {
      const data = await readForensics(readDeps, ctx.state.auth.organizationId, caseRef(c), selector(c));
      ctx.body = { success: true, message: 'Forensics results', meta: {}, data };
    },
    async getCaseTranslation(c: OpenApiContext, ctx: KoaContext) {
      const data = await readTranslation(readDeps, ctx.state.auth.organizationId, caseRef(c), selector(c));
      ctx.body = { success: true, message: 'Translation results', meta: {}, data };
    },
    downloadCaseFile: artifact('document'),
    downloadForensicsReport: artifact('forensics-report'),
    getForensicsViewer: artifact('forensics-viewer', 'inline'),
    downloadTranslationPdf: artifact('translation-pdf'),
  };
}
