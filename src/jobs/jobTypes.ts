import type { JobType } from './queues';
import {
  CREDENTIAL_EXTRACT_QUEUE,
  FILE_FORENSICS_QUEUE,
  FILE_TRANSLATE_QUEUE,
  UPLOAD_PROCESS_QUEUE,
  type CredentialExtractPayload,
  type FilePayload,
  type UploadProcessPayload,
} from '../domain/outbox';

export { CREDENTIAL_EXTRACT_QUEUE, FILE_FORENSICS_QUEUE, FILE_TRANSLATE_QUEUE, UPLOAD_PROCESS_QUEUE };
export type { CredentialExtractPayload, FilePayload, UploadProcessPayload };

/**
 * The policy of a job type (bee-queue style: nothing implicit), without its processor. Producers
 * (the outbox relay) enqueue with it; the worker's JobType adds `process` to the same values.
 *
 * Common to the processing stages: three retries with exponential backoff from 10 s (10 s, 20 s,
 * 40 s) ride out a restarting database, Redis or translation service; a ProcessingError that is
 * not retryable ends the stage at once. The timeout bounds one attempt; the stage's own deadline
 * fires just before it, so that even a timed-out last attempt leaves the stage `failed`
 * (src/jobs/processing/runStage.ts). Concurrency is per worker process: OCR and rendering are
 * CPU-bound, so the heavy types run one at a time.
 */
const RETRIES = 3;
const BACKOFF = { strategy: 'exponential', delayMs: 10_000 } as const;

/**
 * `upload.process`: text of every accepted file (OCR where needed), classification, and the
 * fan-out. The timeout is generous because an upload may hold 20 files of up to 200 pages; the
 * text of each file is cached as soon as it is read, so a retry after a timeout continues where
 * the previous attempt stopped.
 */
export const UPLOAD_PROCESS_JOB: JobDefinition = {
  name: UPLOAD_PROCESS_QUEUE,
  retries: RETRIES,
  backoff: BACKOFF,
  timeoutMs: 30 * 60_000,
  concurrency: 1,
};

/** `credential.extract`: one credential's documents (their text is normally cached already). */
export const CREDENTIAL_EXTRACT_JOB: JobDefinition = {
  name: CREDENTIAL_EXTRACT_QUEUE,
  retries: RETRIES,
  backoff: BACKOFF,
  timeoutMs: 20 * 60_000,
  concurrency: 2,
};

/** `file.forensics`: analysis of one file, its report PDF and viewer page. */
export const FILE_FORENSICS_JOB: JobDefinition = {
  name: FILE_FORENSICS_QUEUE,
  retries: RETRIES,
  backoff: BACKOFF,
  timeoutMs: 20 * 60_000,
  concurrency: 1,
};

/** `file.translate`: translation of one file (machine translation is a remote call per page). */
export const FILE_TRANSLATE_JOB: JobDefinition = {
  name: FILE_TRANSLATE_QUEUE,
  retries: RETRIES,
  backoff: BACKOFF,
  timeoutMs: 20 * 60_000,
  concurrency: 1,
};

/** Every job type an outbox record may name, by queue name. */
export const JOB_DEFINITIONS: Readonly<Record<string, JobDefinition>> = {
  [UPLOAD_PROCESS_QUEUE]: UPLOAD_PROCESS_JOB,
  [CREDENTIAL_EXTRACT_QUEUE]: CREDENTIAL_EXTRACT_JOB,
  [FILE_FORENSICS_QUEUE]: FILE_FORENSICS_JOB,
  [FILE_TRANSLATE_QUEUE]: FILE_TRANSLATE_JOB,
};

export type JobDefinition = Omit<JobType<unknown>, 'process'>;
