import type { Logger } from '../../log';
import { ProcessingError } from '../../processing/types';
import { isDatabaseUnavailable } from '../../domain/errors';
import type { JobMeta } from '../queues';

/** The stage ran past its deadline (just under the job's timeout). */
export class StageTimeout extends Error {
  constructor(public readonly ms: number) {
    super(`Processing did not finish within ${Math.round(ms / 1000)} s`);
    this.name = 'StageTimeout';
  }
}

/** How long before the job's timeout the stage gives up itself: 10 % of it, between 0.1 s and 10 s. */
export function deadlineMs(timeoutMs: number): number {
  return timeoutMs - Math.min(10_000, Math.max(100, Math.round(timeoutMs * 0.1)));
}

/** The `error` a partner reads for a stage that failed (interface "Events": data.error). */
export function readableError(err: unknown, meta: JobMeta): string {
  if (err instanceof ProcessingError) return err.message;
  if (err instanceof StageTimeout) return `${err.message} (attempt ${meta.attempt} of ${meta.attempts})`;
  // Internal failures (database, storage, a bug) are logged in full, not shown.
  return `Processing failed because of an internal error (after ${meta.attempts} attempt${meta.attempts === 1 ? '' : 's'})`;
}

/**
 * Which stage a job runs and on what, for its log lines: each start, end and failure of a stage is
 * an info line with the case, the upload and the stage (README "Processing": "Why a stage
 * failed is in the API"), so an operator can follow processing without debug logs.
 */
export interface StageLabel {
  /** 'classification' | 'extraction' | 'forensics' | 'translation' */
  stage: string;
  /** What is known before the stage starts (its job's subject: uploadId, fileId or credentialId). */
  fields: Record<string, string | null>;
}

/** Called by the work once the stage really starts (not a no-op), with the case and upload it runs on. */
export type StageStarted = (fields: { caseId: string; uploadId: string } & Record<string, string | null>) => void;

/**
 * Runs one attempt of a stage and applies the retry policy (README "Processing"; the policies in src/jobs/jobTypes.ts):
 *
 * - success: nothing more;
 * - a ProcessingError that is not retryable: the stage fails at once with its message (`fail`),
 *   and the job succeeds, so bee-queue does not retry it;
 * - any other error, or the deadline passing: rethrown, so bee-queue retries with the job's
 *   backoff; on the last attempt the stage fails instead with a readable error, so it never stays
 *   `processing`.
 *
 * The deadline fires just before bee-queue's own timeout would: bee-queue would fail the job
 * without the stage hearing of it. `work` gets an AbortSignal that is aborted at the deadline; it
 * checks it before writing anything, so a late attempt cannot overwrite the outcome recorded here.
 */
export async function runStage(
  meta: JobMeta,
  log: Logger,
  work: (signal: AbortSignal, started: StageStarted) => Promise<void>,
  fail: (message: string) => Promise<unknown>,
  label: StageLabel = { stage: 'unknown', fields: {} },
): Promise<void> {
  let fields: Record<string, unknown> = { stage: label.stage, ...label.fields, jobId: meta.jobId, attempt: meta.attempt };
  let started = false;
  const onStarted: StageStarted = (known) => {
    fields = { ...fields, ...known };
    started = true;
    log.info('stage started', fields);
  };
  const controller = new AbortController();
  const ms = deadlineMs(meta.timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new StageTimeout(ms);
      // Rejected before the abort: work that returns quietly when aborted must not count as done.
      reject(err);
      controller.abort(err);
    }, ms);
  });
  const running = work(controller.signal, onStarted);
  // When the deadline wins, `running` may still reject later; that must not go unhandled. (When
  // it wins, the race below gets its error.)
  running.catch((err: unknown) => {
    if (controller.signal.aborted) log.debug('stage work ended after its deadline', { ...fields, err });
  });
  try {
    await Promise.race([running, deadline]);
    if (controller.signal.aborted) throw controller.signal.reason;
    if (started) log.info('stage completed', fields);
  } catch (err) {
    // An unreachable database is never final: the stage cannot be recorded anyway, and the worker
    // repeats the attempt once the database is back (src/jobs/databaseOutage.ts).
    const final = !isDatabaseUnavailable(err) && ((err instanceof ProcessingError && !err.retryable) || meta.lastAttempt);
    if (!final) {
      log.warn('stage attempt failed; it will be retried', { ...fields, attempts: meta.attempts, err });
      throw err;
    }
    const message = readableError(err, meta);
    // The cause in full (stack included) for whoever runs the service; the partner reads `message`.
    log.warn('stage failure cause', { ...fields, err });
    log.info('stage failed', { ...fields, error: message });
    await fail(message);
  } finally {
    clearTimeout(timer);
  }
}
