import type { Context as KoaContext } from 'koa';
import type { Context as OpenApiContext } from 'openapi-backend';
import type { AppDeps } from '../deps';
import type { OperationHandlers } from '../openapi';
import { expandZips, type UploadState } from '../handlers/cases';
import { parseOperatorUpload } from '../handlers/caseSubmissionForm';
import { deleteCase } from '../../domain/cases/deletion';
import { addHandEnteredCredential, createOperatorCase, getOperatorCase, listOperatorCases, type HandEnteredCredentialInput } from '../../domain/cases/operatorCases';
import { submitOperatorUpload } from '../../domain/cases/submission';
import { getCase } from '../../domain/cases/queries';
import { NotFoundError } from '../../domain/errors';
import { normalizeId } from '../../domain/ids';
import { startFeature } from '../../domain/processing/startFeature';
import { readExtraction } from '../../domain/results/read';

/*
 * The Cases operations of the operator API (spec/operator/resources/cases): what an operator does
 * to the organization's cases. Every lookup is scoped to the key's organization; the rules live in
 * src/domain/cases and src/domain/processing, shared with the partner API.
 */
export function operatorCaseHandlers(deps: AppDeps): OperationHandlers {
  const org = (ctx: KoaContext): string => ctx.state.auth.organizationId;
  const caseRef = (c: OpenApiContext): string => String(c.request.params.id);

  return {
    async listOperatorCases(c: OpenApiContext, ctx: KoaContext) {
      const query = c.request.query as Record<string, string | undefined>;
      const limit = query.limit === undefined ? 20 : Number(query.limit);
      const offset = query.offset === undefined ? 0 : Number(query.offset);
      const { items, total } = await listOperatorCases(deps.db, org(ctx), { externalId: query.externalId, limit, offset });
      ctx.body = { success: true, message: `${items.length} of ${total} cases`, meta: { total, limit, offset }, data: items };
    },

    async createOperatorCase(c: OpenApiContext, ctx: KoaContext) {
      const body = (c.request.requestBody ?? {}) as { metadata?: Record<string, string | number | boolean> };
      const created = await createOperatorCase(deps.db, org(ctx), { metadata: body.metadata ?? {} });
      ctx.status = 201;
      ctx.body = { success: true, message: 'Case created', meta: {}, data: await getOperatorCase(deps.db, org(ctx), created.id) };
    },

    async getOperatorCase(c: OpenApiContext, ctx: KoaContext) {
      ctx.body = { success: true, message: 'Case found', meta: {}, data: await getOperatorCase(deps.db, org(ctx), caseRef(c)) };
    },

    async deleteOperatorCase(c: OpenApiContext, ctx: KoaContext) {
      await deleteCase({ db: deps.db, files: deps.storage }, org(ctx), caseRef(c), 'operator');
      ctx.status = 204;
      ctx.body = null;
    },

    async createOperatorUpload(c: OpenApiContext, ctx: KoaContext) {
      const { form, tempPrefix } = ctx.state.upload as UploadState;
      const { features, classify } = parseOperatorUpload(form.fields);
      const files = await expandZips(deps, form, tempPrefix);
      const data = await submitOperatorUpload({ db: deps.db, files: deps.storage }, { organizationId: org(ctx), caseRef: caseRef(c), features, classify, files });
      ctx.status = 202;
      ctx.body = { success: true, message: 'Files accepted for processing', meta: {}, data };
    },

    async addOperatorCredential(c: OpenApiContext, ctx: KoaContext) {
      const input = c.request.requestBody as HandEnteredCredentialInput;
      const { caseId, credentialId } = await addHandEnteredCredential(deps.db, org(ctx), caseRef(c), input);
      const read = await readExtraction({ db: deps.db, storage: deps.storage, publicBaseUrl: deps.config.publicBaseUrl }, org(ctx), caseId, { credentialId });
      ctx.status = 201;
      ctx.body = { success: true, message: 'Credential added', meta: {}, data: read.credentials[0] };
    },

    async startOperatorFeature(c: OpenApiContext, ctx: KoaContext) {
      const uploadId = normalizeId(String(c.request.params.uploadId));
      const feature = String((c.request.requestBody as { feature: string }).feature);
      // The upload must be one of this case's, and the case visible to the organization.
      const before = await getCase(deps.db, org(ctx), caseRef(c));
      if (!before.uploads.some((u) => u.uploadId === uploadId)) throw new NotFoundError(`Upload ${uploadId} not found in case ${before.id}`);
      const { started } = await startFeature(deps.db, uploadId, feature);
      const after = await getCase(deps.db, org(ctx), before.id);
      const upload = after.uploads.find((u) => u.uploadId === uploadId);
      if (upload === undefined) throw new NotFoundError(`Upload ${uploadId} not found in case ${before.id}`);
      ctx.status = 202;
      ctx.body = {
        success: true,
        message: started ? `Feature ${feature} started` : `The upload already lists ${feature}; nothing changed`,
        meta: {},
        data: { started, upload },
      };
    },
  };
}
