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
  /** Called after a commit that recorded work (the fan-out), so the outbox relay sends it at once. */
  onWorkQueued?: () => void;
}
