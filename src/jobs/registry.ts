import type { JobType } from './queues';
import type { Runtime } from '../bin/runtime';

/**
 * Every job type the worker processes. Processing and webhook jobs register here as they are
 * built; the worker runs exactly this list.
 */
export function jobTypes(rt: Runtime): JobType<unknown>[] {
  void rt;
  return [];
}
