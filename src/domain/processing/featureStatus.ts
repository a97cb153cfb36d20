import { isTerminal, type FeatureStatus, type StageStatus } from '../cases/types';

/**
 * The status of a feature of an upload from the statuses of its items (decision "Status values" "feature"): the
 * upload's credentials for extraction, its accepted files for forensics and translation.
 *
 * - every item queued → `queued`;
 * - any item not terminal → `processing`;
 * - every item terminal → `completed` if at least one completed, else `failed`.
 *
 * A feature with no item at all is `failed`: there was nothing it could produce (an upload whose
 * every file is an unsupported ZIP member, or a classification that found no credential), and
 * `completed` would promise results that never come.
 */
export function featureStatus(items: readonly StageStatus[]): FeatureStatus {
  if (items.length === 0) return 'failed';
  if (items.every((s) => s === 'queued')) return 'queued';
  if (!items.every(isTerminal)) return 'processing';
  return items.some((s) => s === 'completed') ? 'completed' : 'failed';
}
