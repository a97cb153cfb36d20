/**
 * What the domain needs from object storage. The domain does not import src/storage; its
 * `ObjectStorage` satisfies this port structurally, and tests pass a real one.
 */
export interface FileStore {
  /** Renames an object (replacing `toKey`); rejects when `fromKey` is missing. */
  move(fromKey: string, toKey: string): Promise<void>;
  /** Removes one object; a missing object is fine. */
  delete(key: string): Promise<void>;
  /** Removes every object under `prefix/`; a missing prefix is fine. */
  deletePrefix(prefix: string): Promise<void>;
}

/**
 * What the results read side needs from object storage (again satisfied structurally by
 * src/storage's ObjectStorage).
 */
export interface FileSource {
  /** Rejects when there is no object under `key`. */
  get(key: string): Promise<NodeJS.ReadableStream>;
  /** null when there is no object under `key`. */
  stat(key: string): Promise<{ size: number } | null>;
}
