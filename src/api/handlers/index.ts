import type { AppDeps } from '../deps';
import type { BodyReader, PartnerHandlers } from '../openapi';
import { caseHandlers, caseSubmissionReader } from './cases';
import { evaluationHandlers } from './evaluation';
import { reportHandlers } from './reports';
import { resultHandlers } from './results';
import { webhookHandlers } from './webhooks';

/**
 * Handlers of the partner spec, keyed by operationId and grouped by tag. An operationId of the
 * spec with no handler here fails to type-check.
 */
export function partnerHandlers(deps: AppDeps): PartnerHandlers {
  return {
    ...caseHandlers(deps),
    ...resultHandlers(deps),
    ...webhookHandlers(deps),
    ...evaluationHandlers(deps),
    ...reportHandlers(deps),
  };
}

/** Bodies the spec validator cannot parse itself (multipart uploads). */
export function partnerBodyReaders(deps: AppDeps): Record<string, BodyReader> {
  return { createCase: caseSubmissionReader(deps) };
}
