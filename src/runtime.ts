import type { Config } from './config';
import type { Logger } from './log';
import type { Database } from './data/dataSource';
import type { RedisClient } from './redis';
import type { ObjectStorage } from './storage/storage';

/**
 * The connections a process runs on (opened by bin/runtime's openRuntime). Below api/ and jobs/
 * so that both take it without importing bin/.
 */
export interface Runtime {
  config: Config;
  log: Logger;
  db: Database;
  redis: RedisClient;
  storage: ObjectStorage;
  close(): Promise<void>;
}
