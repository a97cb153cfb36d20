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
