import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { expect } from 'chai';
import type { Context, Next } from 'koa';
import { createApp } from '../../src/api/app';
import { createLogger } from '../../src/log';
import { waitFor } from '../support/pipeline';
import { startTestServer, type TestServer } from '../support/server';

type Line = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Koa's 'error' event (src/api/middleware/appErrors.ts): a response body that fails after the
 * headers went out never reaches the error handler; Koa would drop it (the app is silent), so it
 * is logged with its stack and cause.
 */
describe("errors Koa would drop (app.on('error'))", function () {
  this.timeout(60_000);
  let srv: TestServer;
  let server: http.Server;
  let url: string;
  const lines: Line[] = [];

  before(async () => {
    srv = await startTestServer();
    const app = await createApp({ ...srv.rt, log: createLogger('debug', {}, (l) => lines.push(JSON.parse(l) as Line)) });
    // A route of the test's own, first in the stack: a body stream that breaks after its first
    // chunk, as a file read from a failing disk would.
    app.middleware.unshift(async (ctx: Context, next: Next) => {
      if (ctx.path !== '/test/broken-stream') return next();
      ctx.state.route = '/test/broken-stream';
      let sent = false;
      ctx.type = 'application/pdf';
      ctx.body = new Readable({
        read() {
          if (!sent) {
            sent = true;
            this.push(Buffer.alloc(64 * 1024, 1));
            return;
          }
          this.destroy(new Error('read EIO: the storage failed mid-file', { cause: Object.assign(new Error('EIO'), { code: 'EIO' }) }));
        },
      });
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await srv?.close();
  });

  it('logs a response stream that failed after the headers, with stack and cause', async () => {
    // The client sees a 200 whose body breaks off (or the connection closing early).
    await fetch(`${url}/test/broken-stream`)
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
    const line = await waitFor('the error line', async () => lines.find((l) => l.msg === 'request error outside the error handler'), 5000, 20);
    expect(line.level).to.equal('error');
    expect(line.route).to.equal('/test/broken-stream');
    expect(line.headerSent).to.equal(true);
    expect(line.err.message).to.equal('read EIO: the storage failed mid-file');
    expect(line.err.stack).to.contain('appErrors.test.ts');
    expect(line.err.cause.code).to.equal('EIO');
  });
});
