import type { Context as KoaContext } from 'koa';
import type { AppDeps } from '../deps';
import type { PartnerHandlers } from '../openapi';
import { sendFile } from '../download';
import { openArtifact, readExtraction, readForensics, readTranslation, type ArtifactKind } from '../../domain/results';

/**
 * The results routes (interface "Results"): extraction, forensics and translation as they stand
 * now (results appear as stages finish), and the documents their URLs point at. Every lookup is
 * scoped to the key's organization.
 */
type ResultHandlers = Pick<
  PartnerHandlers,
  | 'getCaseExtraction' | 'getCaseForensics' | 'getCaseTranslation'
  | 'downloadCaseFile' | 'downloadForensicsReport' | 'getForensicsViewer' | 'downloadTranslationPdf'
>;

export function resultHandlers(deps: AppDeps): ResultHandlers {
  const readDeps = { db: deps.db, storage: deps.storage, publicBaseUrl: deps.config.publicBaseUrl };
  const selector = (q: { uploadId?: string; credentialId?: string }) => ({ uploadId: q.uploadId, credentialId: q.credentialId });

  // One function for the four downloads: typed by what it reads of the request, which they share.
  const artifact = (kind: ArtifactKind, disposition: 'attachment' | 'inline' = 'attachment') =>
    async (c: { request: { params: { id: string; fileId: string } } }, ctx: KoaContext) => {
      const file = await openArtifact(readDeps, ctx.state.auth.organizationId, c.request.params.id, c.request.params.fileId, kind);
      if (kind === 'forensics-viewer') {
        // The viewer is a self-contained page: nothing may load or run from elsewhere.
        ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'");
      }
      sendFile(ctx, { body: file.stream, contentType: file.contentType, fileName: file.fileName }, disposition);
    };

  return {
    async getCaseExtraction(c, ctx) {
      return { message: 'Extraction results', data: await readExtraction(readDeps, ctx.state.auth.organizationId, c.request.params.id, selector(c.request.query)) };
    },
    async getCaseForensics(c, ctx) {
      return { message: 'Forensics results', data: await readForensics(readDeps, ctx.state.auth.organizationId, c.request.params.id, selector(c.request.query)) };
    },
    async getCaseTranslation(c, ctx) {
      return { message: 'Translation results', data: await readTranslation(readDeps, ctx.state.auth.organizationId, c.request.params.id, selector(c.request.query)) };
    },
    downloadCaseFile: artifact('document'),
    downloadForensicsReport: artifact('forensics-report'),
    getForensicsViewer: artifact('forensics-viewer', 'inline'),
    downloadTranslationPdf: artifact('translation-pdf'),
  };
}
