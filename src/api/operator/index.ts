import type { AppDeps } from '../deps';
import { caseSubmissionReader } from '../handlers/cases';
import type { BodyReader, OperatorHandlers } from '../openapi';
import { operatorCaseHandlers } from './cases';
import { operatorEvaluationHandlers } from './evaluations';
import { operatorResultHandlers } from './results';

/**
 * Handlers of the operator spec (spec/operator, mounted at /operator/v1), keyed by operationId.
 * An operationId of the spec with no handler here fails to type-check.
 */
export function operatorHandlers(deps: AppDeps): OperatorHandlers {
  return {
    ...operatorCaseHandlers(deps),
    ...operatorResultHandlers(deps),
    ...operatorEvaluationHandlers(deps),
  };
}

/** Bodies the spec validator cannot parse itself: the multipart upload, read as for POST /cases. */
export function operatorBodyReaders(deps: AppDeps): Record<string, BodyReader> {
  return { createOperatorUpload: caseSubmissionReader(deps) };
}
