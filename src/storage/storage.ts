/**
 * Object storage for uploaded files and their derivatives.
 *
 * The interface is deliberately the common denominator of an object store (S3, GCS, Azure Blob)
 * so that the API and the workers can run on different machines and share files; the local
 * directory implementation is for a single machine, development and tests.
 *
 * Keys are created by the service, never taken from a client: `/`-separated segments of ASCII
 * `[A-Za-z0-9._-]`. Anything else is refused before any I/O (see `assertValidKey`), so no key
 * can address anything outside the storage root.
 */
export interface PutOptions {
  /** Past this many bytes the write is aborted with a `StorageLimitError` and nothing is kept. */
  maxBytes?: number;
  /**
   * `key` is a scratch key that nobody reads before this `put` resolves (an upload's temporary
   * file, read only by its own request after it is stored): a store may then write it in place,
   * visible while it is being written, instead of writing elsewhere and renaming it into place (the
   * local store: one rename fewer per upload, bench:api). A failed write still keeps nothing.
   */
  scratch?: boolean;
}

export interface ObjectStorage {
  /**
   * Streams `source` into `key`; resolves with byte count and sha256 hex once fully written.
   * Nothing is visible under `key` until the whole object is written. With `maxBytes`, the write
   * is aborted and the partial object deleted as soon as more bytes arrive, rejecting with a
   * `StorageLimitError`. An existing object under `key` is replaced.
   */
  put(key: string, source: NodeJS.ReadableStream, opts?: PutOptions): Promise<{ size: number; sha256: string }>;
  /**
   * Rejects with `StorageNotFoundError` when there is no object under `key`. The stream holds an
   * open file (or connection): the caller must read it to the end or destroy it, on every path.
   */
  get(key: string): Promise<NodeJS.ReadableStream>;
  /** `null` when there is no object under `key`. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Renames an object (replacing `toKey`); rejects with `StorageNotFoundError` when `fromKey` is missing. */
  move(fromKey: string, toKey: string): Promise<void>;
  /** Removes one object; a missing object is fine. */
  delete(key: string): Promise<void>;
  /** Removes every object under `prefix/`; a missing prefix is fine. */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Optional: the path of the object on the local filesystem, for consumers that need random
   * access (reading a ZIP's central directory). Stores without a local path leave it out and
   * those consumers spool the object to a temporary file instead.
   */
  localPath?(key: string): string;
  /**
   * Optional: writes and removes a small probe object; rejects with `StorageUnavailableError`
   * when the store cannot take a write (`/readyz` reports it).
   */
  checkWritable?(): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(public readonly key: string) {
    super(`No stored object under key "${key}"`);
    this.name = 'StorageNotFoundError';
  }
}

/** `put` was aborted because the source produced more than `limit` bytes. */
export class StorageLimitError extends Error {
  constructor(public readonly limit: number) {
    super(`The object exceeds the limit of ${limit} bytes`);
    this.name = 'StorageLimitError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(public readonly key: string, reason: string) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/**
 * A segment may not start with a dot: that rules out `.` and `..` (the traversal cases) and keeps
 * dot-names free for the implementation's own bookkeeping (the local store's `.tmp` area).
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** Far below every filesystem's and object store's path limit. */
const MAX_KEY_LENGTH = 512;

/** Throws `InvalidStorageKeyError` unless `key` is a well-formed relative key. */
export function assertValidKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidStorageKeyError(String(key), 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidStorageKeyError(key, `longer than ${MAX_KEY_LENGTH} characters`);
  if (key.startsWith('/')) throw new InvalidStorageKeyError(key, 'absolute');
  for (const segment of key.split('/')) {
    if (segment === '') throw new InvalidStorageKeyError(key, 'empty segment');
    if (segment === '.' || segment === '..') throw new InvalidStorageKeyError(key, 'relative segment');
    if (!SEGMENT.test(segment)) throw new InvalidStorageKeyError(key, `segment "${segment}" is not [A-Za-z0-9._-] (not starting with ".")`);
  }
}

/**
 * The store itself cannot take the write: it is full (`full`: no space or quota left), or it is not
 * writable (read-only, permissions, not a directory, I/O error). Not the caller's fault: the API
 * answers 507 or 503, and nothing of the failed write is kept.
 */
export class StorageUnavailableError extends Error {
  constructor(
    public readonly full: boolean,
    public readonly code: string,
  ) {
    super(full ? `Storage is full (${code})` : `Storage is not writable (${code})`);
    this.name = 'StorageUnavailableError';
  }
}

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
// ENOENT: a recursive mkdir on a read-only or vanished root reports a missing parent. Callers
// that can see a missing *object* (get, move) check for that themselves first.
const NOT_WRITABLE_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOENT', 'EIO', 'EMFILE', 'ENFILE']);

/**
 * A filesystem error of the store's own I/O (it names a `syscall`) as a `StorageUnavailableError`;
 * anything else (a source stream's error, a limit, a client abort) is returned as it is.
 */
export function asStorageError(err: unknown): unknown {
  const e = err as NodeJS.ErrnoException | null;
  if (typeof e !== 'object' || e === null || typeof e.syscall !== 'string' || typeof e.code !== 'string') return err;
  if (FULL_CODES.has(e.code)) return new StorageUnavailableError(true, e.code);
  if (NOT_WRITABLE_CODES.has(e.code)) return new StorageUnavailableError(false, e.code);
  return err;
}
