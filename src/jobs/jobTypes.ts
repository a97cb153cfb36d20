import type { JobType } from './queues';
import { UPLOAD_PROCESS_QUEUE, type UploadProcessPayload } from '../domain/outbox';

export { UPLOAD_PROCESS_QUEUE, type UploadProcessPayload };

/**
 * The policy of a job type (bee-queue style: nothing implicit), without its processor. Producers
 * (the outbox relay) enqueue with it; the worker's JobType adds `process` to the same values.
 */
export type JobDefinition = Omit<JobType<unknown>, 'process'>;

/**
 * `upload.process`: classify an accepted upload and run its features. Three retries with
 * exponential backoff from 10 s (10 s, 20 s, 40 s) ride out a restarting dependency; the timeout
 * bounds one attempt on a large upload (up to 20 files of 100 MiB, or ZIP members).
 */
export const UPLOAD_PROCESS_JOB: JobDefinition = {
  name: UPLOAD_PROCESS_QUEUE,
  retries: 3,
  backoff: { strategy: 'exponential', delayMs: 10_000 },
  timeoutMs: 15 * 60_000,
  concurrency: 2,
};

/** Every job type an outbox record may name, by queue name. */
export const JOB_DEFINITIONS: Readonly<Record<string, JobDefinition>> = {
  [UPLOAD_PROCESS_QUEUE]: UPLOAD_PROCESS_JOB,
};
