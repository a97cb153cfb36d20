import { expect } from 'chai';
import path from 'node:path';
import type { Context as KoaContext } from 'koa';
import { GENERATED_DIR, OPERATOR_PREFIX, PARTNER_PREFIX } from '../../src/api/app';
import { createSpecRouter, type OperatorHandlers, type PartnerHandlers } from '../../src/api/openapi';
import { createLogger } from '../../src/log';

/**
 * The binder (src/api/openapi.ts) writes the success envelope around what a handler returns, once
 * for every operation; a handler that returns nothing has written its answer itself.
 */
describe('spec router: the success envelope is written by the binder', () => {
  const fakeCtx = () => ({ state: { auth: { keyId: 'k', organizationId: 'o', type: 'partner' } }, status: 404, body: undefined as unknown }) as unknown as KoaContext;

  async function partner(handlers: Partial<PartnerHandlers>) {
    return createSpecRouter({
      definition: path.join(GENERATED_DIR, 'partner/openapi.yaml'),
      prefix: PARTNER_PREFIX,
      handlers,
      validateResponses: true,
      log: createLogger('silent'),
    });
  }

  it('wraps a reply in {success, message, meta, data} with status 200, and hands the handler the query coerced to the spec types', async () => {
    let limitType = '';
    const r = await partner({
      listCases: (c) => {
        limitType = typeof c.request.query.limit;
        return { message: '0 of 0 cases', meta: { total: 0, limit: c.request.query.limit ?? 20, offset: 0 }, data: [] };
      },
    });
    const ctx = fakeCtx();
    await r.api.handleRequest({ method: 'GET', path: '/cases', headers: {}, query: { limit: '5' } }, ctx);
    expect(ctx.status).to.equal(200);
    expect(ctx.body).to.deep.equal({ success: true, message: '0 of 0 cases', meta: { total: 0, limit: 5, offset: 0 }, data: [] });
    expect(limitType).to.equal('number');
  });

  it('uses the status of the reply, the empty meta when the reply has none, and the typed JSON body', async () => {
    const r = await partner({
      createWebhookConfig: (c) => ({
        status: 201,
        message: 'Webhook endpoint registered',
        data: {
          id: '65a1f0c2e4b0a1b2c3d4e5f6',
          endpoint: c.request.requestBody.endpoint,
          audience: c.request.requestBody.audience,
          description: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      }),
    });
    const ctx = fakeCtx();
    const body = { endpoint: 'https://hooks.example.org/credeval', apiKey: 'a'.repeat(32), audience: 'partner' };
    await r.api.handleRequest({ method: 'POST', path: '/webhook-config', headers: { 'content-type': 'application/json' }, body }, ctx);
    expect(ctx.status).to.equal(201);
    expect(ctx.body).to.deep.include({ success: true, message: 'Webhook endpoint registered', meta: {} });
    expect((ctx.body as { data: { endpoint: string } }).data.endpoint).to.equal(body.endpoint);
  });

  it('leaves the answer of a handler that returns nothing as the handler wrote it', async () => {
    const r = await partner({
      deleteCase: (_c, ctx) => {
        ctx.status = 204;
        ctx.body = null;
      },
    });
    const ctx = fakeCtx();
    await r.api.handleRequest({ method: 'DELETE', path: '/cases/65a1f0c2e4b0a1b2c3d4e5f6', headers: {} }, ctx);
    expect(ctx.status).to.equal(204);
    expect(ctx.body).to.equal(null);
  });

  it('does the same for the operator spec', async () => {
    const r = await createSpecRouter({
      definition: path.join(GENERATED_DIR, 'operator/openapi.yaml'),
      prefix: OPERATOR_PREFIX,
      handlers: { listGradingScales: () => ({ message: '0 grading scales', data: [] }) },
      validateResponses: true,
      log: createLogger('silent'),
    });
    const ctx = fakeCtx();
    await r.api.handleRequest({ method: 'GET', path: '/grading-scales', headers: {} }, ctx);
    expect(ctx.status).to.equal(200);
    expect(ctx.body).to.deep.equal({ success: true, message: '0 grading scales', meta: {}, data: [] });
  });
});

/**
 * What the handler types reject. These are checked by `tsc` (npm test typechecks test/): each
 * `@ts-expect-error` fails the typecheck if the line below it stops being an error, so a handler
 * type that no longer follows the spec is caught here. The functions are built, never called.
 */
describe('handler types follow the spec (checked by tsc)', () => {
  it('a handler map without one operation of the spec is not the spec\'s handlers', () => {
    const complete = (h: Omit<PartnerHandlers, 'createCase'>): PartnerHandlers =>
      // @ts-expect-error createCase, an operation of the partner spec, has no handler
      h;
    const completeOperator = (h: Omit<OperatorHandlers, 'convertGrades'>): OperatorHandlers =>
      // @ts-expect-error convertGrades, an operation of the operator spec, has no handler
      h;
    expect([complete, completeOperator]).to.have.length(2);
  });

  it('a reply must hold the spec\'s data, and the status the spec gives a non-200 success', () => {
    const wrongData: PartnerHandlers['getCase'] = () => ({
      message: 'Case found',
      // @ts-expect-error `data` must be the spec's case
      data: { id: '65a1f0c2e4b0a1b2c3d4e5f6' },
    });
    // @ts-expect-error produceCombined answers 202: the reply must say so
    const noStatus: OperatorHandlers['produceCombined'] = async () => ({
      message: 'Combined equivalency production requested',
      data: {
        caseId: '65a1f0c2e4b0a1b2c3d4e5f6',
        targetInstitute: null,
        status: 'processing',
        statements: [],
        source: null,
        error: null,
        producedAt: null,
        pendingCredentialIds: [],
      },
    });
    expect([wrongData, noStatus]).to.have.length(2);
  });

  it('the request body, path and query are the spec\'s', () => {
    const readsBody: OperatorHandlers['createTargetInstitute'] = (c) => ({
      status: 201,
      message: 'Target institute created',
      // @ts-expect-error the spec's body has `name`, no `title`
      data: { id: c.request.params.id, name: c.request.requestBody.title, createdAt: '', updatedAt: '' },
    });
    const readsQuery: PartnerHandlers['listCases'] = (c) => {
      // @ts-expect-error the spec's limit is a number (coerced by the binder's validator)
      const limit: string | undefined = c.request.query.limit;
      return { message: String(limit), meta: { total: 0, limit: 20, offset: 0 }, data: [] };
    };
    expect([readsBody, readsQuery]).to.have.length(2);
  });
});
