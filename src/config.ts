/**
 * Configuration from environment variables (decision "Processes and configuration"), validated once at start.
 * Every problem is collected and reported together so an operator fixes them in one go.
 */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /**
   * False when DATABASE_URL is unset: the embedded default (SQLite under data/), whose first
   * `npm start` provisions an organization and prints its keys (src/bin/all.ts).
   */
  databaseUrlConfigured: boolean;
  redisUrl: string;
  /** False when REDIS_URL is unset: `npm start` then runs a private redis-server (src/bin/embeddedRedis.ts). */
  redisUrlConfigured: boolean;
  /** bee-queue key prefix, so several deployments (or test runs) can share one Redis. */
  queuePrefix: string;
  /** How often the lost-work sweep compares pending work in the database with the jobs in Redis. */
  lostWorkSweepMs: number;
  storageDir: string;
  publicBaseUrl: string;
  webhookTimeoutMs: number;
  webhookRetryBaseMs: number;
  webhookAllowPrivateTargets: boolean;
  /** Requests per key (or per client address before authentication) in one window. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Validate every response against the spec; on in tests so a drifting handler fails. */
  validateResponses: boolean;
  shutdownTimeoutMs: number;
  /** A request's whole body must arrive within this (uploads: 408 in the error body). */
  requestTimeoutMs: number;
  /** An upload that sends no byte for this long is cut with 408. */
  requestIdleTimeoutMs: number;
  /** Uploads one API key may have in flight at once in this process (429 beyond). */
  uploadsMaxConcurrentPerKey: number;
  /** Uploads in flight at once in this process, all keys together (429 beyond). */
  uploadsMaxConcurrent: number;
  /** LibreTranslate-compatible endpoint for non-English documents; null: none configured. */
  translationUrl: string | null;
  translationApiKey: string | null;
  translationTimeoutMs: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** MySQL/MariaDB connect, pool-acquire and statement timeouts (src/data/dataSource.ts DbTimeouts). */
  dbTimeouts: { connectMs: number; acquireMs: number; queryMs: number };
  /** Days dispatched outbox rows and finished webhook deliveries (events, attempts) are kept. */
  retentionDays: number;
  /** How often the worker purges what has outlived its retention (src/jobs/maintenance.ts). */
  purgeIntervalMs: number;
  /** Rows deleted per statement by a purge. */
  purgeBatchSize: number;
  /**
   * The bearer token `/metrics` requires; null: no metrics endpoint at all (decision "Logging
   * and metrics": not public by default).
   */
  metricsToken: string | null;
  /** Port of a worker's own `/metrics` (start:worker only; null: none). */
  workerMetricsPort: number | null;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** The embedded file database is the default so `npm start` works on a single machine (decision "Processes and configuration"). */
export const DEFAULT_DATABASE_URL = 'sqlite:data/credeval.sqlite';

/** The Redis that `start:api`, `start:worker` (and the tools) use without REDIS_URL. */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Where the embedded default keeps its private Redis's data (beside data/credeval.sqlite). */
export const EMBEDDED_REDIS_DIR = 'data/redis';

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d+$/.test(raw.trim())) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    const value = Number(raw.trim());
    if (value < min || value > max) problems.push(`${name} must be from ${min} to ${max} (got ${value})`);
    return value;
  };

  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const v = raw.trim().toLowerCase();
    if (['true', '1', 'yes'].includes(v)) return true;
    if (['false', '0', 'no'].includes(v)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const url = (name: string, fallback: string, protocols: string[]): string => {
    const raw = (env[name] ?? '').trim() || fallback;
    if (protocols.includes('sqlite:') && raw.startsWith('sqlite:')) return raw;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must use ${protocols.join(' or ')} (got "${redactUrl(raw)}")`);
      }
    } catch {
      problems.push(`${name} is not a valid URL (got "${redactUrl(raw)}")`);
    }
    return raw;
  };

  const port = int('PORT', 3000, 0, 65535);
  const logLevel = (env.LOG_LEVEL ?? 'info').trim() as Config['logLevel'];
  if (!['debug', 'info', 'warn', 'error', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of debug, info, warn, error, silent (got "${env.LOG_LEVEL}")`);
  }

  const config: Config = {
    port,
    host: (env.HOST ?? '0.0.0.0').trim(),
    databaseUrl: url('DATABASE_URL', DEFAULT_DATABASE_URL, ['mysql:', 'mariadb:', 'sqlite:']),
    databaseUrlConfigured: (env.DATABASE_URL ?? '').trim() !== '',
    redisUrl: url('REDIS_URL', DEFAULT_REDIS_URL, ['redis:', 'rediss:']),
    redisUrlConfigured: (env.REDIS_URL ?? '').trim() !== '',
    queuePrefix: queuePrefix(env.QUEUE_PREFIX, problems),
    lostWorkSweepMs: int('LOST_WORK_SWEEP_MS', 60_000, 1000, 86_400_000),
    storageDir: (env.STORAGE_DIR ?? '').trim() || 'data/storage',
    publicBaseUrl: url('PUBLIC_BASE_URL', `http://localhost:${port}`, ['http:', 'https:']).replace(/\/+$/, ''),
    webhookTimeoutMs: int('WEBHOOK_TIMEOUT_MS', 300_000, 1, 3_600_000),
    webhookRetryBaseMs: int('WEBHOOK_RETRY_BASE_MS', 30_000, 1, 86_400_000),
    webhookAllowPrivateTargets: bool('WEBHOOK_ALLOW_PRIVATE_TARGETS', false),
    rateLimitMax: int('RATE_LIMIT_MAX', 1200, 1, 10_000_000),
    rateLimitWindowMs: int('RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    validateResponses: bool('VALIDATE_RESPONSES', false),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', 30_000, 0, 600_000),
    requestTimeoutMs: int('REQUEST_TIMEOUT_MS', 300_000, 1000, 86_400_000),
    requestIdleTimeoutMs: int('REQUEST_IDLE_TIMEOUT_MS', 30_000, 100, 3_600_000),
    uploadsMaxConcurrentPerKey: int('UPLOADS_MAX_CONCURRENT_PER_KEY', 10, 1, 100_000),
    uploadsMaxConcurrent: int('UPLOADS_MAX_CONCURRENT', 100, 1, 100_000),
    translationUrl: (env.TRANSLATION_URL ?? '').trim() ? url('TRANSLATION_URL', '', ['http:', 'https:']) : null,
    translationApiKey: (env.TRANSLATION_API_KEY ?? '').trim() || null,
    translationTimeoutMs: int('TRANSLATION_TIMEOUT_MS', 30_000, 1, 600_000),
    logLevel,
    dbTimeouts: {
      connectMs: int('DB_CONNECT_TIMEOUT_MS', 10_000, 100, 600_000),
      acquireMs: int('DB_ACQUIRE_TIMEOUT_MS', 15_000, 100, 600_000),
      queryMs: int('DB_QUERY_TIMEOUT_MS', 10_000, 0, 3_600_000),
    },
    retentionDays: int('RETENTION_DAYS', 30, 1, 3650),
    purgeIntervalMs: int('PURGE_INTERVAL_MS', 3_600_000, 1000, 86_400_000),
    purgeBatchSize: int('PURGE_BATCH_SIZE', 500, 1, 100_000),
    metricsToken: metricsToken(env.METRICS_TOKEN, problems),
    workerMetricsPort: (env.WORKER_METRICS_PORT ?? '').trim() ? int('WORKER_METRICS_PORT', 0, 0, 65535) : null,
  };
  if (config.workerMetricsPort !== null && config.metricsToken === null) {
    problems.push('WORKER_METRICS_PORT needs METRICS_TOKEN: the metrics are never served without a token');
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** At least 16 characters of a bearer token (RFC 6750 b64token), or unset. */
function metricsToken(raw: string | undefined, problems: string[]): string | null {
  const value = (raw ?? '').trim();
  if (value === '') return null;
  // The value is a secret: the message never echoes it.
  if (!/^[A-Za-z0-9._~+/-]{16,}=*$/.test(value)) problems.push('METRICS_TOKEN must be at least 16 characters of letters, digits and - . _ ~ + /');
  return value;
}

function queuePrefix(raw: string | undefined, problems: string[]): string {
  const value = (raw ?? '').trim() || 'credeval';
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(value)) problems.push(`QUEUE_PREFIX must be 1 to 64 letters, digits, '.', '_' or '-' (got "${raw}")`);
  return value;
}

/** Never echo a password that sits inside a connection URL. */
export function redactUrl(raw: string): string {
  return raw.replace(/\/\/([^:/@]+):([^@]*)@/, '//$1:***@');
}
