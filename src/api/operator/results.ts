import type { AppDeps } from '../deps';
import type { OperatorHandlers } from '../openapi';
import { resultReads } from '../handlers/results';

/**
 * The Results operations of the operator API: the same read side as the partner routes
 * (`resultReads`), so both show the same data, including what operators started or typed.
 */
export function operatorResultHandlers(deps: AppDeps): Pick<OperatorHandlers, 'getOperatorExtraction' | 'getOperatorForensics' | 'getOperatorTranslation'> {
  const reads = resultReads(deps);
  return {
    getOperatorExtraction: reads.extraction,
    getOperatorForensics: reads.forensics,
    getOperatorTranslation: reads.translation,
  };
}
