import { isTerminal, type CaseStatus, type FeatureStatus, type StageStatus, type UploadStatus } from './types';

/*
 * Status derivations of decision "Status values" ("Status values"). Upload and case statuses are never stored: they
 * are computed from their stages on every read, so they cannot disagree with them.
 */

/**
 * Aggregate of a set of stages, the rule decision "Status values" states for both uploads and cases:
 * - `queued` if every stage is queued;
 * - `processing` while any stage is not terminal;
 * - `completed` when every stage is terminal and at least one completed;
 * - `failed` when every stage failed.
 * An empty set reads `completed` (decision "Status values": "a case with no uploads reads completed"): nothing is
 * left to do.
 */
function aggregate(stages: readonly StageStatus[]): StageStatus {
  if (stages.length === 0) return 'completed';
  if (stages.every((s) => s === 'queued')) return 'queued';
  if (!stages.every(isTerminal)) return 'processing';
  return stages.some((s) => s === 'completed') ? 'completed' : 'failed';
}

/**
 * decision "Status values" "upload": `completed` once every stage is terminal and at least one succeeded; `failed`
 * when classification failed or every stage failed. The stages are classification (when
 * classify is true; pass `undefined` or `null` otherwise) and each feature of the upload.
 *
 * A failed classification fails the upload at once, whatever the features do: nothing was split
 * into credentials, so nothing downstream can succeed.
 */
export function uploadStatus(featureStatuses: readonly FeatureStatus[], classification?: StageStatus | null): UploadStatus {
  if (classification === 'failed') return 'failed';
  const stages = classification === undefined || classification === null ? featureStatuses : [classification, ...featureStatuses];
  return aggregate(stages);
}

/**
 * decision "Status values" "case": `queued` if every upload is queued; `processing` while any upload is not terminal;
 * `completed` when all are terminal and one completed; `failed` when all failed; a case with no
 * uploads reads `completed`.
 */
export function caseStatus(uploadStatuses: readonly UploadStatus[]): CaseStatus {
  return aggregate(uploadStatuses);
}
