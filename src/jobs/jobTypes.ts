import type { Config } from '../config';
import { WEBHOOK_DELIVER_QUEUE, type WebhookDeliverPayload } from '../domain/webhooks/events';
import { MAX_DELIVERY_ATTEMPTS } from '../domain/webhooks/deliveries';
import { EXPONENTIAL_JITTER, type JobType } from './queues';
import {
  CREDENTIAL_EXTRACT_QUEUE,
  FILE_FORENSICS_QUEUE,
  FILE_TRANSLATE_QUEUE,
  UPLOAD_PROCESS_QUEUE,
  type CredentialExtractPayload,
  type FilePayload,
  type UploadProcessPayload,
} from '../domain/outbox';
import { EVALUATION_COMBINE_QUEUE, type CombinePayload } from '../domain/evaluations/combined';

export { CREDENTIAL_EXTRACT_QUEUE, EVALUATION_COMBINE_QUEUE, FILE_FORENSICS_QUEUE, FILE_TRANSLATE_QUEUE, UPLOAD_PROCESS_QUEUE, WEBHOOK_DELIVER_QUEUE };
export type { CombinePayload, CredentialExtractPayload, FilePayload, UploadProcessPayload, WebhookDeliverPayload };

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

/**
 * `evaluation.combine`: one case's combined equivalency for one target, from rows already in the
 * database (no files, no engines), so it is quick: a short timeout, and three retries from 5 s for
 * a database that is restarting. A rule failure is not retried (src/jobs/evaluation/combine.ts).
 */
export const EVALUATION_COMBINE_JOB: JobDefinition = {
  name: EVALUATION_COMBINE_QUEUE,
  retries: 3,
  backoff: { strategy: 'exponential', delayMs: 5_000 },
  timeoutMs: 60_000,
  concurrency: 2,
};

/** How long a delivery job may run beyond the attempt's own HTTP timeout (DNS, recording it). */
const WEBHOOK_JOB_MARGIN_MS = 30_000;

/**
 * `webhook.deliver`: one delivery of one event to one endpoint (decision "Webhooks"). The first attempt plus 5
 * retries, exponential backoff with jitter from WEBHOOK_RETRY_BASE_MS, each attempt bounded by
 * WEBHOOK_TIMEOUT_MS (300 s by default; interface "Limits"); all from the configuration so tests
 * run in seconds (decision "Processes and configuration"). Many deliveries wait on the network, so a worker runs many at once.
 */
export function webhookDeliverPolicy(config: Pick<Config, 'webhookTimeoutMs' | 'webhookRetryBaseMs'>): JobDefinition {
  return {
    name: WEBHOOK_DELIVER_QUEUE,
    retries: MAX_DELIVERY_ATTEMPTS - 1,
    backoff: { strategy: EXPONENTIAL_JITTER, delayMs: config.webhookRetryBaseMs },
    timeoutMs: config.webhookTimeoutMs + WEBHOOK_JOB_MARGIN_MS,
    concurrency: 32,
  };
}

/** The policies that do not depend on the configuration, by queue name. */
export const PROCESSING_JOB_DEFINITIONS: Readonly<Record<string, JobDefinition>> = {
  [UPLOAD_PROCESS_QUEUE]: UPLOAD_PROCESS_JOB,
  [CREDENTIAL_EXTRACT_QUEUE]: CREDENTIAL_EXTRACT_JOB,
  [FILE_FORENSICS_QUEUE]: FILE_FORENSICS_JOB,
  [FILE_TRANSLATE_QUEUE]: FILE_TRANSLATE_JOB,
  [EVALUATION_COMBINE_QUEUE]: EVALUATION_COMBINE_JOB,
};

/** Every job type an outbox record may name, by queue name, for this configuration. */
export function jobDefinitions(config: Pick<Config, 'webhookTimeoutMs' | 'webhookRetryBaseMs'>): Readonly<Record<string, JobDefinition>> {
  return { ...PROCESSING_JOB_DEFINITIONS, [WEBHOOK_DELIVER_QUEUE]: webhookDeliverPolicy(config) };
}

/** The policies with the default configuration (decision "Processes and configuration" defaults). */
export const JOB_DEFINITIONS: Readonly<Record<string, JobDefinition>> = jobDefinitions({ webhookTimeoutMs: 300_000, webhookRetryBaseMs: 30_000 });

export type JobDefinition = Omit<JobType<unknown>, 'process'>;
