import type { AppDeps } from '../deps';
import type { OperatorHandlers } from '../openapi';
import { readExtraction, readForensics, readTranslation } from '../../domain/results/read';

/**
 * The Results operations of the operator API: the same read side as the partner routes
 * (src/domain/results), so both show the same data, including what operators started or typed.
 */
export function operatorResultHandlers(deps: AppDeps): Pick<OperatorHandlers, 'getOperatorExtraction' | 'getOperatorForensics' | 'getOperatorTranslation'> {
  const readDeps = { db: deps.db, storage: deps.storage, publicBaseUrl: deps.config.publicBaseUrl };
  const selector = (q: { uploadId?: string; credentialId?: string }) => ({ uploadId: q.uploadId, credentialId: q.credentialId });

  return {
    async getOperatorExtraction(c, ctx) {
      return { message: 'Extraction results', data: await readExtraction(readDeps, ctx.state.auth.organizationId, c.request.params.id, selector(c.request.query)) };
    },
    async getOperatorForensics(c, ctx) {
      return { message: 'Forensics results', data: await readForensics(readDeps, ctx.state.auth.organizationId, c.request.params.id, selector(c.request.query)) };
    },
    async getOperatorTranslation(c, ctx) {
      return { message: 'Translation results', data: await readTranslation(readDeps, ctx.state.auth.organizationId, c.request.params.id, selector(c.request.query)) };
    },
  };
}
