import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RedisClient } from '../../redis';

/*
 * Server-side sessions of the operator UI, kept in Redis. The cookie carries only a random
 * 32-byte id; Redis is keyed by its SHA-256, so what Redis holds cannot be replayed as a cookie.
 * The session keeps the key id and organization id, never the API key itself. It ends after
 * `idleSeconds` without a request and at the latest `maxSeconds` after the sign-in.
 */

export interface Flash {
  kind: 'ok' | 'error';
  message: string;
}

export interface UiSession {
  keyId: string;
  organizationId: string;
  /** The per-session CSRF token every form carries (checked on every POST). */
  csrf: string;
  /** Epoch ms of the sign-in. */
  createdAt: number;
  /** A message shown once, on the page a POST redirects to. */
  flash?: Flash;
}

export interface SessionStoreOptions {
  /** Redis key prefix (the deployment's queue prefix keeps deployments sharing a Redis apart). */
  prefix: string;
  idleSeconds?: number;
  maxSeconds?: number;
}

export const DEFAULT_IDLE_SECONDS = 30 * 60;
export const DEFAULT_MAX_SECONDS = 12 * 60 * 60;

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison of two tokens (a CSRF token against the session's). */
export function sameToken(a: string | undefined, b: string): boolean {
  if (a === undefined) return false;
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Redis, which holds the sessions, cannot be reached: the UI answers 503 (it needs Redis), never 500. */
export class SessionsUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`operator UI sessions are unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'SessionsUnavailableError';
  }
}

export class SessionStore {
  readonly idleSeconds: number;
  readonly maxSeconds: number;

  constructor(
    private readonly redis: RedisClient,
    private readonly opts: SessionStoreOptions,
  ) {
    this.idleSeconds = opts.idleSeconds ?? DEFAULT_IDLE_SECONDS;
    this.maxSeconds = opts.maxSeconds ?? DEFAULT_MAX_SECONDS;
  }

  /**
   * The Redis client, or SessionsUnavailableError at once while it is not connected: a command
   * would otherwise wait for the client's reconnect attempts before failing.
   */
  private get store(): RedisClient {
    if (!this.redis.isReady) throw new SessionsUnavailableError(`Redis connection is ${this.redis.isOpen ? 'reconnecting' : 'closed'}`);
    return this.redis;
  }

  private async run<T>(command: (redis: RedisClient) => Promise<T>): Promise<T> {
    try {
      return await command(this.store);
    } catch (err) {
      throw err instanceof SessionsUnavailableError ? err : new SessionsUnavailableError(err);
    }
  }

  private key(id: string): string {
    return `${this.opts.prefix}:operator-ui:session:${createHash('sha256').update(id, 'utf8').digest('hex')}`;
  }

  /** A new session; returns the id for the cookie. */
  async create(keyId: string, organizationId: string, now = Date.now()): Promise<{ id: string; session: UiSession }> {
    const id = newToken();
    const session: UiSession = { keyId, organizationId, csrf: newToken(), createdAt: now };
    await this.run((r) => r.set(this.key(id), JSON.stringify(session), { expiration: { type: 'EX', value: this.idleSeconds } }));
    return { id, session };
  }

  /** The session of a cookie value, its idle time renewed; null if unknown, malformed or expired. */
  async get(id: string | undefined, now = Date.now()): Promise<UiSession | null> {
    if (id === undefined || !SESSION_ID.test(id)) return null;
    const key = this.key(id);
    const raw = await this.run((r) => r.get(key));
    if (raw === null) return null;
    let session: UiSession;
    try {
      session = JSON.parse(raw) as UiSession;
    } catch {
      // evidence: a value that is not JSON was not written by this store; like an unknown id it means no session, and it is deleted.
      await this.run((r) => r.del(key));
      return null;
    }
    const left = Math.floor((session.createdAt + this.maxSeconds * 1000 - now) / 1000);
    if (left <= 0) {
      await this.run((r) => r.del(key));
      return null;
    }
    await this.run((r) => r.expire(key, Math.min(this.idleSeconds, left)));
    return session;
  }

  /** Stores a message for the next page; keeps the remaining lifetime. */
  async setFlash(id: string, flash: Flash): Promise<void> {
    const key = this.key(id);
    const raw = await this.run((r) => r.get(key));
    if (raw === null) return;
    const session = JSON.parse(raw) as UiSession;
    session.flash = flash;
    await this.rewrite(key, session);
  }

  /** Removes and returns the stored message, if any. */
  async takeFlash(id: string, session: UiSession): Promise<Flash | undefined> {
    if (session.flash === undefined) return undefined;
    const flash = session.flash;
    delete session.flash;
    await this.rewrite(this.key(id), session);
    return flash;
  }

  /** Overwrites an existing session keeping its expiry; never recreates one that expired meanwhile. */
  private async rewrite(key: string, session: UiSession): Promise<void> {
    await this.run((r) => r.sendCommand(['SET', key, JSON.stringify(session), 'KEEPTTL', 'XX']));
  }

  async destroy(id: string | undefined): Promise<void> {
    if (id === undefined || !SESSION_ID.test(id)) return;
    await this.run((r) => r.del(this.key(id)));
  }
}
