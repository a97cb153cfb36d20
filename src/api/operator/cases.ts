import type { Context as KoaContext } from 'koa';
import type { AppDeps } from '../deps';
import type { OperatorHandlers } from '../openapi';
import { expandZips, type UploadState } from '../handlers/cases';
import { parseOperatorUpload } from '../handlers/caseSubmissionForm';
import { deleteCase } from '../../domain/cases/deletion';
import { addHandEnteredCredential, createOperatorCase, getOperatorCase, listOperatorCases } from '../../domain/cases/operatorCases';
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
type CaseHandlers = Pick<
  OperatorHandlers,
  'listOperatorCases' | 'createOperatorCase' | 'getOperatorCase' | 'deleteOperatorCase' | 'createOperatorUpload' | 'addOperatorCredential' | 'startOperatorFeature'
>;

export function operatorCaseHandlers(deps: AppDeps): CaseHandlers {
  const org = (ctx: KoaContext): string => ctx.state.auth.organizationId;

  return {
    async listOperatorCases(c, ctx) {
      const query = c.request.query;
      const limit = query.limit ?? 20;
      const offset = query.offset ?? 0;
      const { items, total } = await listOperatorCases(deps.db, org(ctx), { externalId: query.externalId, limit, offset });
      return { message: `${items.length} of ${total} cases`, meta: { total, limit, offset }, data: items };
    },

    async createOperatorCase(c, ctx) {
      const created = await createOperatorCase(deps.db, org(ctx), c.request.requestBody);
      return { status: 201, message: 'Case created', data: await getOperatorCase(deps.db, org(ctx), created.id) };
    },

    async getOperatorCase(c, ctx) {
      return { message: 'Case found', data: await getOperatorCase(deps.db, org(ctx), c.request.params.id) };
    },

    async deleteOperatorCase(c, ctx) {
      await deleteCase({ db: deps.db, files: deps.storage }, org(ctx), c.request.params.id, 'operator');
      ctx.status = 204;
      ctx.body = null;
    },

    async createOperatorUpload(c, ctx) {
      const { form, tempPrefix } = ctx.state.upload as UploadState;
      const { features, classify } = parseOperatorUpload(form.fields);
      const files = await expandZips(deps, form, tempPrefix);
      const data = await submitOperatorUpload({ db: deps.db, files: deps.storage }, { organizationId: org(ctx), caseRef: c.request.params.id, features, classify, files });
      return { status: 202, message: 'Files accepted for processing', data };
    },

    async addOperatorCredential(c, ctx) {
      const { caseId, credentialId } = await addHandEnteredCredential(deps.db, org(ctx), c.request.params.id, c.request.requestBody);
      const read = await readExtraction({ db: deps.db, storage: deps.storage, publicBaseUrl: deps.config.publicBaseUrl }, org(ctx), caseId, { credentialId });
      return { status: 201, message: 'Credential added', data: read.credentials[0] };
    },

    async startOperatorFeature(c, ctx) {
      const uploadId = normalizeId(c.request.params.uploadId);
      const feature = c.request.requestBody.feature;
      // The upload must be one of this case's, and the case visible to the organization.
      const before = await getCase(deps.db, org(ctx), c.request.params.id);
      if (!before.uploads.some((u) => u.uploadId === uploadId)) throw new NotFoundError(`Upload ${uploadId} not found in case ${before.id}`);
      const { started } = await startFeature(deps.db, uploadId, feature);
      const after = await getCase(deps.db, org(ctx), before.id);
      const upload = after.uploads.find((u) => u.uploadId === uploadId);
      if (upload === undefined) throw new NotFoundError(`Upload ${uploadId} not found in case ${before.id}`);
      return {
        status: 202,
        message: started ? `Feature ${feature} started` : `The upload already lists ${feature}; nothing changed`,
        data: { started, upload },
      };
    },
  };
}
