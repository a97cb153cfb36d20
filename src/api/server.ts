import http from 'node:http';
import type Koa from 'koa';
import type { Logger } from '../log';

export interface RunningServer {
  server: http.Server;
  port: number;
  /** Stops accepting connections, lets in-flight requests finish, then closes what is left. */
  close(timeoutMs: number): Promise<void>;
}

export interface ListenOptions {
  /**
   * The whole request (headers and body) must arrive within this time. Uploads answer their own
   * 408 in the error body at exactly this bound (see the upload reader); Node's own timeout, a
   * little later, is the backstop for every other request and answers a bare 408.
   */
  requestTimeoutMs: number;
}

/** How much later than the upload reader's own bound Node's request timeout fires. */
const NODE_TIMEOUT_MARGIN_MS = 5_000;

export async function listen(app: Koa, port: number, host: string, log: Logger, opts?: ListenOptions): Promise<RunningServer> {
  // Node checks its request and header timeouts on this interval (default 30 s); a tighter one
  // keeps the documented bounds close to exact.
  const server = http.createServer({ connectionsCheckingInterval: 1_000 }, app.callback());
  // A connection that never finishes sending its headers is dropped (408).
  server.headersTimeout = 60_000;
  // A request whose body never finishes arriving (stalled, trickling) is cut (408) instead of
  // holding its socket and temp file for ever.
  server.requestTimeout = opts ? opts.requestTimeoutMs + NODE_TIMEOUT_MARGIN_MS : 0;
  if (server.requestTimeout > 0 && server.requestTimeout < server.headersTimeout) server.headersTimeout = server.requestTimeout;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  log.info('http server listening', { port: actualPort, host });

  return {
    server,
    port: actualPort,
    close: (timeoutMs: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          log.warn('shutdown timeout reached, closing remaining connections');
          server.closeAllConnections();
        }, timeoutMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        // Idle keep-alive sockets would otherwise hold close() open until they time out.
        server.closeIdleConnections();
      }),
  };
}
