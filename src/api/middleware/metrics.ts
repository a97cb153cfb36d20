import type { Context } from 'koa';
import { hasMetricsToken, METRICS_UNAUTHORIZED, registry } from '../../metrics';
import { HttpError } from '../httpError';

/**
 * `GET /metrics`: the process's Prometheus metrics (src/metrics.ts) for the bearer of the
 * METRICS_TOKEN; 401 for anyone else. Mounted only when the token is configured, so without it
 * the route does not exist (404), like any unknown path.
 */
export async function serveMetrics(ctx: Context, token: string): Promise<void> {
  ctx.state.route = '/metrics';
  if (!hasMetricsToken(ctx.get('authorization') || undefined, token)) {
    throw new HttpError(401, METRICS_UNAUTHORIZED, undefined, { 'WWW-Authenticate': 'Bearer realm="metrics"' });
  }
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') throw new HttpError(405, 'Only GET is allowed on /metrics', undefined, { Allow: 'GET, HEAD' });
  ctx.set('Content-Type', registry.contentType);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await registry.metrics();
}
