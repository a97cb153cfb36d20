import type { RedisClient } from '../redis';
import type { Config } from '../config';
import type { Database } from '../data/dataSource';
import type { Logger } from '../log';
import type { ObjectStorage } from '../storage/storage';
import type { UploadSlots } from './uploads/concurrency';

/**
 * What the HTTP application is built from. Its own module (not app.ts) so that the handlers and
 * pages that take it do not import the module that imports them.
 */
export interface AppDeps {
  config: Config;
  db: Database;
  redis: RedisClient;
  log: Logger;
  storage: ObjectStorage;
  /** The bound on uploads in flight, shared by every upload route of the app (set by createApp). */
  uploadSlots?: UploadSlots;
}
