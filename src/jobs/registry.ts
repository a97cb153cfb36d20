import type { Runtime } from '../runtime';
import { createEngines, type Engines } from '../processing/engines';
import type { WebhookSender } from '../domain/webhooks/deliveries';
import { createWebhookSender } from '../webhooks/sender';
import {
  CREDENTIAL_EXTRACT_QUEUE,
  EVALUATION_COMBINE_QUEUE,
  FILE_FORENSICS_QUEUE,
  FILE_TRANSLATE_QUEUE,
  jobDefinitions,
  UPLOAD_PROCESS_QUEUE,
  WEBHOOK_DELIVER_QUEUE,
  type JobDefinition,
} from './jobTypes';
import { webhookDeliverJob } from './webhooks/deliver';
import { evaluationCombineJob } from './evaluation/combine';
import { credentialExtractJob, fileForensicsJob, fileTranslateJob, uploadProcessJob, type ProcessingDeps } from './processing';
import type { JobType } from './queues';
import { databaseGate, pausedDuringDatabaseOutage } from './databaseOutage';

export interface WorkerOptions {
  /** The engines; the production ones (createEngines) unless given. */
  engines?: Engines;
  /** Policies by queue name; jobDefinitions(config) unless given (the relay must enqueue with the same). */
  definitions?: Readonly<Record<string, JobDefinition>>;
  /** The webhook HTTP client; the SSRF-guarded HTTPS sender of the configuration unless given. */
  webhookSender?: WebhookSender;
}

/**
 * A job whose payload lacks its id can never succeed: it is logged and dropped instead of being
 * retried (an outbox record is written by the domain, so this means a bug or a hand-made job).
 */
function guarded<P>(type: JobType<P>, field: keyof P & string, rt: Pick<Runtime, 'log'>): JobType<unknown> {
  return {
    ...type,
    process: async (payload, meta) => {
      const value = (payload as Record<string, unknown> | null)?.[field];
      if (typeof value !== 'string' || value === '') {
        rt.log.error('job dropped: payload without its id', { queue: type.name, jobId: meta.jobId, field });
        return;
      }
      return type.process(payload as P, meta);
    },
  };
}

/**
 * Every job type the worker processes; the worker runs exactly this list. Each has explicit
 * retries, backoff, timeout and concurrency (src/jobs/jobTypes.ts).
 */
export function jobTypes(rt: Pick<Runtime, 'config' | 'db' | 'storage' | 'log'>, opts: WorkerOptions = {}): JobType<unknown>[] {
  const definitions = opts.definitions ?? jobDefinitions(rt.config);
  const policy = (queue: string): JobDefinition => {
    const d = definitions[queue];
    if (d === undefined) throw new Error(`no job definition for queue "${queue}"`);
    return d;
  };
  const deps: ProcessingDeps = {
    db: rt.db,
    storage: rt.storage,
    log: rt.log,
    engines: opts.engines ?? createEngines(rt.config),
  };
  const gate = databaseGate(rt.db, rt.log);
  const types = [
    guarded(uploadProcessJob(deps, policy(UPLOAD_PROCESS_QUEUE)), 'uploadId', rt),
    guarded(credentialExtractJob(deps, policy(CREDENTIAL_EXTRACT_QUEUE)), 'credentialId', rt),
    guarded(fileForensicsJob(deps, policy(FILE_FORENSICS_QUEUE)), 'fileId', rt),
    guarded(fileTranslateJob(deps, policy(FILE_TRANSLATE_QUEUE)), 'fileId', rt),
    guarded(
      webhookDeliverJob(
        {
          db: rt.db,
          log: rt.log,
          sender: opts.webhookSender ?? createWebhookSender({ timeoutMs: rt.config.webhookTimeoutMs, allowPrivateTargets: rt.config.webhookAllowPrivateTargets }),
        },
        policy(WEBHOOK_DELIVER_QUEUE),
      ),
      'deliveryId',
      rt,
    ),
    guarded(evaluationCombineJob({ db: rt.db, log: rt.log }, policy(EVALUATION_COMBINE_QUEUE)), 'caseId', rt),
  ];
  // A database outage pauses jobs instead of failing them (README "Database outages").
  return types.map((type) => pausedDuringDatabaseOutage(type, gate));
}
