import type { Context as KoaContext } from 'koa';
import type { Context as OpenApiContext } from 'openapi-backend';
import type { AppDeps } from '../deps';
import type { OperationHandlers } from '../openapi';
import { readExtraction, readForensics, readTranslation } from '../../domain/results/read';

/**
 * The Results operations of the operator API: the same read side as the partner routes
 * (src/domain/results), so both show the same data, including what operators started or typed.
 */
export function operatorResultHandlers(deps: AppDeps): OperationHandlers {
  const readDeps = { db: deps.db, storage: deps.storage, publicBaseUrl: deps.config.publicBaseUrl };
  const selector = (c: OpenApiContext) => {
    const q = c.request.query as Record<string, string | undefined>;
    return { uploadId: q.uploadId, credentialId: q.credentialId };
  };
  const caseRef = (c: OpenApiContext) => String(c.request.params.id);

  return {
    async getOperatorExtraction(c: OpenApiContext, ctx: KoaContext) {
      const data = await readExtraction(readDeps, ctx.state.auth.organizationId, caseRef(c), selector(c));
      ctx.body = { success: true, message: 'Extraction results', meta: {}, data };
    },
    async getOperatorForensics(c: OpenApiContext, ctx: KoaContext) {
      const data = await readForensics(readDeps, ctx.state.auth.organizationId, caseRef(c), selector(c));
      ctx.body = { success: true, message: 'Forensics results', meta: {}, data };
    },
    async getOperatorTranslation(c: OpenApiContext, ctx: KoaContext) {
      const data = await readTranslation(readDeps, ctx.state.auth.organizationId, caseRef(c), selector(c));
      ctx.body = { success: true, message: 'Translation results', meta: {}, data };
    },
  };
}
