import http from 'node:http';
import type { Logger } from '../log';
import { answerScrape } from '../metrics';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A worker started on its own (`npm run start:worker`) has no HTTP server: with
 * WORKER_METRICS_PORT it serves its metrics (job durations, webhook outcomes, queue depths) at
 * `GET /metrics` on that port, behind the same METRICS_TOKEN as the API's (decision "Logging and
 * metrics"). Any other path is 404.
 */
export async function startMetricsServer(port: number, host: string, token: string, log: Logger): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const answer =
      path === '/metrics' && (req.method === 'GET' || req.method === 'HEAD')
        ? answerScrape(req.headers.authorization, token)
        : answerScrape(undefined, undefined);
    answer
      .then((a) => {
        res.writeHead(a.status, a.headers);
        res.end(req.method === 'HEAD' ? undefined : a.body);
      })
      .catch((err: unknown) => {
        log.error('metrics scrape failed', { err });
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' }));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  log.info('metrics server listening', { port: actualPort, host });
  return {
    port: actualPort,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
