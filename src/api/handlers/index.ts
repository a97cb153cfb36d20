import type { AppDeps } from '../app';
import type { OperationHandlers } from '../openapi';

/**
 * Handlers of the partner spec, keyed by operationId and grouped by tag. An operationId of the
 * spec with no handler here answers 501 in the error body until it is written.
 */
export function partnerHandlers(deps: AppDeps): OperationHandlers {
  void deps;
  return {};
}
