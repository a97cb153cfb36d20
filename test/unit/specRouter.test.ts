import { expect } from 'chai';
import path from 'node:path';
import type { Context as KoaContext } from 'koa';
import { GENERATED_DIR, PARTNER_PREFIX } from '../../src/api/app';
import { HttpError } from '../../src/api/httpError';
import { createSpecRouter } from '../../src/api/openapi';
import { createLogger } from '../../src/log';

/**
 * Start-up of the spec router (src/api/openapi.ts): no ajv validator is compiled while the API
 * starts; a request's validators compile on first use, the rest in the background (warmUp), and
 * response validators only ever when responses are checked.
 */
describe('spec router: validators compiled on demand', () => {
  async function router() {
    let handled = 0;
    const r = await createSpecRouter({
      definition: path.join(GENERATED_DIR, 'partner/openapi.yaml'),
      prefix: PARTNER_PREFIX,
      handlers: { listCases: () => void (handled += 1) },
      validateResponses: false,
      log: createLogger('silent'),
    });
    const validator = r.api.validator as unknown as { requestValidators: Record<string, unknown>; responseValidators: Record<string, unknown> };
    return { r, validator, handled: () => handled };
  }
  const authed = () => ({ state: { auth: { keyId: 'k', organizationId: 'o', type: 'partner' } } }) as unknown as KoaContext;

  it('compiles no validator up front', async () => {
    const { validator } = await router();
    expect(Object.keys(validator.requestValidators)).to.deep.equal([]);
    expect(Object.keys(validator.responseValidators)).to.deep.equal([]);
  });

  it('still validates the first request of an operation (400 with details), and passes a valid one', async () => {
    const { r, validator, handled } = await router();
    let caught: unknown;
    try {
      await r.api.handleRequest({ method: 'GET', path: '/cases', headers: {}, query: { limit: 'many' } }, authed());
    } catch (err) {
      caught = err;
    }
    expect(caught).to.be.instanceOf(HttpError);
    expect((caught as HttpError).statusCode).to.equal(400);
    expect(JSON.stringify((caught as HttpError).details)).to.match(/query\.limit/);
    await r.api.handleRequest({ method: 'GET', path: '/cases', headers: {}, query: { limit: '20' } }, authed());
    expect(handled()).to.equal(1);
    expect(Object.keys(validator.requestValidators)).to.deep.equal(['listCases']);
  });

  it('warmUp compiles the request validators of every operation, and no response validator', async () => {
    const { r, validator } = await router();
    await r.warmUp();
    const operations = r.api.router.getOperations().map((o) => o.operationId);
    expect(operations.length).to.be.greaterThan(10);
    expect(Object.keys(validator.requestValidators).sort()).to.deep.equal([...operations].sort());
    expect(Object.keys(validator.responseValidators)).to.deep.equal([]);
  });
});
