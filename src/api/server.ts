import http from 'node:http';
import type Koa from 'koa';
import type { Logger } from '../log';

export interface RunningServer {
  server: http.Server;
  port: number;
  /** Stops accepting connections, lets in-flight requests finish, then closes what is left. */
  close(timeoutMs: number): Promise<void>;
}

export async function listen(app: Koa, port: number, host: string, log: Logger): Promise<RunningServer> {
  const server = http.createServer(app.callback());
  // Uploads can be large and slow; the per-request timeout is left to the client, but a
  // connection that never finishes sending its headers is dropped.
  server.headersTimeout = 60_000;
  server.requestTimeout = 0;
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
