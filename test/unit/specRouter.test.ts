import { expect } from 'chai';
import path from 'node:path';
import type { Context as KoaContext } from 'koa';
import { GENERATED_DIR, PARTNER_PREFIX } from '../../src/api/app';
import { HttpError } from '../../src/api/httpError';
import OpenAPIBackend from 'openapi-backend';
import { createSpecRouter, loadDocument } from '../../src/api/openapi';
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

/**
 * Routing computed once (precomputeRouting in src/api/openapi.ts) answers exactly as
 * openapi-backend's own router: the same operation, or the same 404 / 405 error when strict, for
 * every operation's path (parameters filled in), neighbouring paths, and every method.
 */
describe('spec router: precomputed routing matches the library router', () => {
  const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

  function outcome(match: () => unknown): string {
    try {
      const op = match() as { operationId?: string } | undefined;
      return op === undefined ? 'undefined' : `op:${op.operationId}`;
    } catch (err) {
      return `error:${(err as Error).message}`;
    }
  }

  for (const [name, prefix] of [
    ['partner', PARTNER_PREFIX],
    ['operator', '/operator/v1'],
  ] as const) {
    it(`${name} spec: same answers for every path and method`, async () => {
      const definition = path.join(GENERATED_DIR, `${name}/openapi.yaml`);
      const opts = { definition, prefix, handlers: {}, validateResponses: false, log: createLogger('silent') };
      const fast = (await createSpecRouter(opts)).api;
      // The library's router, untouched: a second instance whose router is not precomputed.
      const reference = new OpenAPIBackend({ definition: loadDocument(definition), quick: true });
      await reference.init();
      const templates = reference.router.getOperations().map((o) => o.path);
      const paths = new Set<string>(['/', '', '/nope', '/cases/', '//cases', '/cases/x/y/z/w']);
      for (const t of templates) {
        const filled = t.replace(/\{[^}]+\}/g, '6b0b21894d5713fcee1ec4da');
        paths.add(filled);
        paths.add(t.replace(/\{[^}]+\}/g, '100001'));
        paths.add(t);
        paths.add(`${filled}/extra`);
        paths.add(`${filled}?limit=1`);
        paths.add(filled.replace(/\/[^/]+$/, ''));
      }
      let compared = 0;
      for (const p of paths) {
        for (const method of METHODS) {
          for (const strict of [false, true]) {
            const req = { method: method.toUpperCase(), path: p, headers: {} };
            expect(outcome(() => fast.router.matchOperation(req, strict)), `${method} ${p} strict=${strict}`).to.equal(
              outcome(() => reference.router.matchOperation(req, strict)),
            );
            compared += 1;
          }
        }
      }
      expect(compared).to.be.greaterThan(500);
      // Computed once: the same list on every call (the library rebuilds it on each).
      expect(fast.router.getOperations()).to.equal(fast.router.getOperations());
      expect(reference.router.getOperations()).not.to.equal(reference.router.getOperations());
      for (const op of reference.router.getOperations()) expect(fast.router.getOperation(op.operationId!)?.path).to.equal(op.path);
    });
  }
});
