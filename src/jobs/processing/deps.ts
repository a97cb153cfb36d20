import type { Db } from '../../data/repositories/organizations';
import type { Logger } from '../../log';
import type { Engines } from '../../processing/engines';
import type { ObjectStorage } from '../../storage/storage';

/** What the processing jobs need. */
export interface ProcessingDeps {
  db: Db;
  storage: ObjectStorage;
  engines: Engines;
  log: Logger;
}
