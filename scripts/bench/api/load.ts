import http from 'node:http';

/*
 * A closed-loop load generator (autocannon is not among the project's packages): `connections`
 * keep-alive connections, each sending its next request as soon as the previous answer has been
 * read, for `durationMs`. Latency is measured per request from write to the end of the body.
 */

export interface LoadRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface LoadResult {
  requests: number;
  durationMs: number;
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers by status, and transport errors by code. */
  failures: Record<string, number>;
  latencies: number[];
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export async function runLoad(opts: {
  port: number;
  connections: number;
  durationMs?: number;
  /** Stop after this many requests in total instead of (or before) the duration. */
  maxRequests?: number;
  request: (i: number) => LoadRequest;
  onSample?: () => void;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let sent = 0;
  const start = performance.now();
  const deadline = opts.durationMs === undefined ? Infinity : start + opts.durationMs;
  const max = opts.maxRequests ?? Infinity;

  const one = (req: LoadRequest): Promise<void> =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const headers: Record<string, string | number> = { ...req.headers };
      if (req.body) headers['content-length'] = req.body.length;
      const r = http.request({ host: '127.0.0.1', port: opts.port, method: req.method, path: req.path, headers, agent }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          latencies.push(performance.now() - t0);
          const status = res.statusCode ?? 0;
          if (status < 200 || status > 299) failures[String(status)] = (failures[String(status)] ?? 0) + 1;
          resolve();
        });
        res.on('error', (err: NodeJS.ErrnoException) => {
          failures[err.code ?? 'response error'] = (failures[err.code ?? 'response error'] ?? 0) + 1;
          resolve();
        });
      });
      r.on('error', (err: NodeJS.ErrnoException) => {
        failures[err.code ?? 'request error'] = (failures[err.code ?? 'request error'] ?? 0) + 1;
        resolve();
      });
      r.end(req.body);
    });

  const loop = async () => {
    while (performance.now() < deadline && sent < max) {
      const i = sent++;
      await one(opts.request(i));
    }
  };
  const sampler = opts.onSample ? setInterval(opts.onSample, 250) : null;
  await Promise.all(Array.from({ length: opts.connections }, loop));
  if (sampler) clearInterval(sampler);
  const durationMs = performance.now() - start;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    durationMs,
    rps: (latencies.length / durationMs) * 1000,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failures,
    latencies,
  };
}
