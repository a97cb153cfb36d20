import { failCombineJob, runCombineJob, type CombinePayload } from '../../domain/evaluations/combined';
import type { Db } from '../../data/repositories/organizations';
import type { Logger } from '../../log';
import { isDatabaseUnavailable } from '../../domain/errors';
import type { JobDefinition } from '../jobTypes';
import type { JobMeta, JobType } from '../queues';

export interface CombineDeps {
  db: Db;
  log: Logger;
}

/**
 * `evaluation.combine {caseId, targetInstituteId, basis}`: produces the case's combined equivalency
 * for the target from its completed evaluations (src/domain/evaluations/combined.ts). Idempotent:
 * delivery is at least once, and a job whose basis is no longer current, or that already ran,
 * changes nothing. A production that cannot combine (an evaluation without a US equivalency) is
 * recorded as failed at once, with no retry and no webhook; any other error is retried, and the
 * last attempt's failure is recorded so the status never stays processing for ever.
 */
export async function processCombine(deps: CombineDeps, payload: CombinePayload, meta: JobMeta): Promise<void> {
  try {
    const result = await runCombineJob(deps.db, payload);
    deps.log.info('evaluation.combine done', { caseId: payload.caseId, targetInstituteId: payload.targetInstituteId, result, jobId: meta.jobId });
  } catch (err) {
    // A database outage pauses the job rather than failing it (src/jobs/databaseOutage.ts).
    if (!meta.lastAttempt || isDatabaseUnavailable(err)) throw err;
    deps.log.error('evaluation.combine failed for good', { caseId: payload.caseId, targetInstituteId: payload.targetInstituteId, jobId: meta.jobId, err });
    await failCombineJob(deps.db, payload, 'The combined equivalency could not be produced because of an internal error; ask for it to be produced again');
  }
}

export function evaluationCombineJob(deps: CombineDeps, policy: JobDefinition): JobType<CombinePayload> {
  return { ...policy, process: (payload, meta) => processCombine(deps, payload, meta) };
}
