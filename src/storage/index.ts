import { LocalDirectoryStorage } from './localStorage';
import type { ObjectStorage } from './storage';

export * from './storage';
export { LocalDirectoryStorage } from './localStorage';

/**
 * The storage the service uses (decision "Processes and configuration" `STORAGE_DIR`). Only a local directory exists today; an
 * object-store implementation would be chosen here (e.g. from a URL scheme) without callers changing.
 */
export function createStorage(storageDir: string): ObjectStorage {
  return new LocalDirectoryStorage(storageDir);
}
