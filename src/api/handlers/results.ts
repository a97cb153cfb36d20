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

/** What the three result reads take of a request, the same on the partner and the operator routes. */
interface ResultRequest {
  request: { params: { id: string }; query: { uploadId?: string; credentialId?: string } };
}

/**
 * The extraction, forensics and translation reads of one case (src/domain/results), shared by the
 * partner routes and the operator's, so both show the same data, including what operators started
 * or typed.
 */
export function resultReads(deps: AppDeps) {
  const readDeps = { db: deps.db, storage: deps.storage, publicBaseUrl: deps.config.publicBaseUrl };
  const read = <T>(message: string, reader: (d: typeof readDeps, organizationId: string, caseRef: string, selector: { uploadId?: string; credentialId?: string }) => Promise<T>) =>
    async (c: ResultRequest, ctx: KoaContext) => {
      const { uploadId, credentialId } = c.request.query;
      return { message, data: await reader(readDeps, ctx.state.auth.organizationId, c.request.params.id, { uploadId, credentialId }) };
    };
  return {
    extraction: read('Extraction results', readExtraction),
    forensics: read('Forensics results', readForensics),
    translation: read('Translation results', readTranslation),
  };
}

export function resultHandlers(deps: AppDeps): ResultHandlers {
  const readDeps = { db: deps.db, storage: deps.storage, publicBaseUrl: deps.config.publicBaseUrl };
  const reads = resultReads(deps);

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
    getCaseExtraction: reads.extraction,
    getCaseForensics: reads.forensics,
    getCaseTranslation: reads.translation,
    downloadCaseFile: artifact('document'),
    downloadForensicsReport: artifact('forensics-report'),
    getForensicsViewer: artifact('forensics-viewer', 'inline'),
    downloadTranslationPdf: artifact('translation-pdf'),
  };
}
