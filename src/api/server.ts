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
/** How long an idle keep-alive connection stays open (README "Request limits"). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export async function listen(app: Koa, port: number, host: string, log: Logger, opts?: ListenOptions): Promise<RunningServer> {
  // Node checks its request and header timeouts on this interval (default 30 s); a tighter one
  // keeps the documented bounds close to exact.
  const server = http.createServer({ connectionsCheckingInterval: 1_000 }, app.callback());
  // A connection that never finishes sending its headers is dropped (408).
  server.headersTimeout = 60_000;
  // An idle keep-alive connection is left for the client to close: a server that closes first races
  // a request the client starts on it meanwhile, and a POST so cut is reset, never retried. Longer
  // than the idle timeouts of client pools and of load balancers in front (commonly 60 s).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // A request whose body never finishes arriving (stalled, trickling) is cut (408) instead of
  // holding its socket and temp file for ever.
  server.requestTimeout = opts ? opts.requestTimeoutMs + NODE_TIMEOUT_MARGIN_MS : 0;
  if (server.requestTimeout > 0 && server.requestTimeout < server.headersTimeout) server.headersTimeout = server.requestTimeout;
  const draining = drainKeepAliveOnClose(server);
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
        draining.start();
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

/**
 * Graceful shutdown with keep-alive clients: `server.close()` stops new connections only, and a
 * client holding a keep-alive connection would go on sending new requests (uploads) on it until
 * the shutdown timeout cuts them mid-body. Once shutting down, every response not yet started
 * says `Connection: close` and its connection closes after it, and a connection that goes idle is
 * closed at once, so the server stops as soon as the requests in flight have their answers.
 */
function drainKeepAliveOnClose(server: http.Server): { start(): void } {
  const open = new Set<http.ServerResponse>();
  let closing = false;
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (closing) res.shouldKeepAlive = false;
    open.add(res);
    res.once('close', () => {
      open.delete(res);
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  return {
    start() {
      closing = true;
      for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
    },
  };
}
