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
