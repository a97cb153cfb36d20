import type { Db } from '../../data/repositories/organizations';
import { attemptDelivery, giveUpDelivery, type AttemptOutcome, type WebhookSender } from '../../domain/webhooks/deliveries';
import type { WebhookDeliverPayload } from '../../domain/webhooks/events';
import type { Logger } from '../../log';
import { recordWebhookAttempt } from '../../metrics';
import { isDatabaseUnavailable } from '../../domain/errors';
import type { JobDefinition } from '../jobTypes';
import type { JobType } from '../queues';

export interface WebhookDeliverDeps {
  db: Db;
  sender: WebhookSender;
  log: Logger;
}

/** Thrown to make bee-queue retry the delivery with the job's backoff. */
export class DeliveryAttemptFailed extends Error {}

/**
 * `webhook.deliver {deliveryId}`: one attempt per run (src/domain/webhooks/deliveries.ts). A failed
 * attempt that is not the last throws, so bee-queue retries it after the backoff; the last one
 * records the delivery as given up and the job ends. Idempotent: a delivery that is no longer
 * pending is skipped, so a job delivered twice (at least once) sends nothing twice, except an
 * attempt whose worker died before recording it, which is sent again (receivers dedupe on
 * `webhook-id`). Never logs the secret or the receiver's body.
 */
export function webhookDeliverJob(deps: WebhookDeliverDeps, policy: JobDefinition): JobType<WebhookDeliverPayload> {
  return {
    ...policy,
    async process(payload, meta) {
      const fields = { deliveryId: payload.deliveryId, jobId: meta.jobId };
      let outcome: AttemptOutcome;
      try {
        outcome = await attemptDelivery(deps.db, deps.sender, payload.deliveryId, { lastAttempt: meta.lastAttempt });
      } catch (err) {
        // A database outage pauses the delivery rather than ending it (src/jobs/databaseOutage.ts).
        if (!meta.lastAttempt || isDatabaseUnavailable(err)) throw err;
        // No retry follows: end the delivery rather than leave it pending, holding its stream.
        const reason = `delivery error: ${err instanceof Error ? err.message : String(err)}`;
        await giveUpDelivery(deps.db, payload.deliveryId, reason).catch((endErr: unknown) => {
          // Still pending: the lost-work sweep finds it again; the log keeps why it could not end.
          deps.log.error('webhook delivery could not be ended after an error', { ...fields, err: endErr });
        });
        recordWebhookAttempt('failure', null);
        deps.log.warn('webhook delivery given up after an error', { ...fields, err });
        return;
      }
      switch (outcome.kind) {
        case 'skipped':
          deps.log.debug('webhook delivery skipped', { ...fields, reason: outcome.reason });
          return;
        case 'delivered':
          recordWebhookAttempt('success', outcome.statusCode);
          deps.log.debug('webhook delivered', { ...fields, attempt: outcome.attempt });
          return;
        case 'gave_up':
          recordWebhookAttempt('failure', outcome.statusCode);
          deps.log.warn('webhook delivery given up', { ...fields, attempt: outcome.attempt, error: outcome.error });
          return;
        case 'retry':
          recordWebhookAttempt('retry', outcome.statusCode);
          deps.log.info('webhook attempt failed; it will be retried', { ...fields, attempt: outcome.attempt, error: outcome.error });
          throw new DeliveryAttemptFailed(`attempt ${outcome.attempt} failed: ${outcome.error}`);
      }
    },
  };
}
