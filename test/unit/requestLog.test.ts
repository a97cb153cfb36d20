import { expect } from 'chai';
import type { Context } from 'koa';
import { requestContext } from '../../src/api/middleware/requestContext';
import { createLogger, type Logger } from '../../src/log';

/**
 * The per-request logger (ctx.state.log) is made on first use (bench:api, README "Benchmarks"):
 * a request that logs nothing but its request line makes no child logger; one that logs gets
 * lines carrying its request id, as before.
 */
describe('request context: the request logger is made on first use', () => {
  function setup() {
    const lines: Record<string, unknown>[] = [];
    const root = createLogger('info', {}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    let children = 0;
    const counting: Logger = {
      ...root,
      child: (fields) => {
        children += 1;
        return root.child(fields);
      },
    };
    const headers: Record<string, string> = {};
    const ctx = {
      state: {} as Record<string, unknown>,
      method: 'GET',
      path: '/partner/v1/cases',
      status: 200,
      get: (name: string) => (name === 'x-request-id' ? 'req-123' : ''),
      set: (name: string, value: string) => void (headers[name] = value),
    } as unknown as Context;
    return { lines, ctx, headers, children: () => children, middleware: requestContext(counting) };
  }

  it('makes no child logger for a request that only writes its request line', async () => {
    const { lines, ctx, headers, children, middleware } = setup();
    await middleware(ctx, async () => undefined);
    expect(children()).to.equal(0);
    expect(headers['x-request-id']).to.equal('req-123');
    expect(lines.map((l) => [l.msg, l.requestId])).to.deep.equal([['request', 'req-123']]);
  });

  it('gives a request that logs one child logger whose lines carry the request id', async () => {
    const { lines, ctx, children, middleware } = setup();
    await middleware(ctx, async () => {
      (ctx.state.log as Logger).warn('first');
      (ctx.state.log as Logger).warn('second');
    });
    expect(children()).to.equal(1);
    expect(lines.filter((l) => l.msg !== 'request').map((l) => [l.msg, l.requestId])).to.deep.equal([
      ['first', 'req-123'],
      ['second', 'req-123'],
    ]);
  });
});
