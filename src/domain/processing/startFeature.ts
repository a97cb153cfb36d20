import { insertUploadFeatures, lockUpload } from '../../data/repositories/uploads';
import type { Db } from '../../data/repositories/organizations';
import { withCaseUnitOfWork } from '../caseUnitOfWork';
import { isFeatureName, type FeatureName } from '../cases/types';
import { NotFoundError, ValidationError } from '../errors';
import { isHexId, normalizeId } from '../ids';
import { fanOut, loadUploadWork } from './stages';

export interface StartFeatureResult {
  /** False when the upload already lists the feature (requested, or started before): nothing changed. */
  started: boolean;
}

/**
 * An operator starts a feature on an upload later (interface "POST /cases" features: "an operator
 * may start it later and its results then appear in the API"). One call, one transaction: the
 * feature row (queued) and, when the upload's classification has already fanned out, the work of
 * the feature. While `upload.process` has not fanned out yet, the row alone is enough: the fan-out
 * reads the features when it happens.
 *
 * The upload row is locked first, as the fan-out does (markUploadFannedOut), so the two cannot
 * interleave: either the fan-out sees the new row, or this call sees the fan-out done.
 *
 * A feature already listed is left alone (started: false); re-running a finished feature is not
 * what "start" means. Unknown upload or deleted case → NotFoundError; bad input → ValidationError.
 */
export async function startFeature(db: Db, uploadId: string, feature: string, now: Date = new Date()): Promise<StartFeatureResult> {
  if (!isHexId(uploadId)) throw new ValidationError('uploadId must be 24 hexadecimal characters', [{ path: 'uploadId', message: 'must be 24 hexadecimal characters' }]);
  if (!isFeatureName(feature)) {
    throw new ValidationError(`feature must be one of extraction, forensics, translation (got "${feature}")`, [
      { path: 'feature', message: 'must be one of extraction, forensics, translation' },
    ]);
  }
  const id = normalizeId(uploadId);
  const name: FeatureName = feature;
  return withCaseUnitOfWork(db, async (uow): Promise<StartFeatureResult> => {
    const { tx } = uow;
    await lockUpload(tx, id);
    const work = await loadUploadWork(tx, id);
    if (work === null) throw new NotFoundError(`Upload ${uploadId} not found`);
    if (work.features.some((f) => f.name === name)) return { started: false };
    const [row] = await insertUploadFeatures(tx, id, [name], now);
    if (work.upload.fannedOutAt !== null) {
      const classificationError = work.upload.classify && work.upload.classificationStatus === 'failed' ? (work.upload.classificationError ?? 'Classification failed') : null;
      await fanOut(tx, work, [row!], classificationError, now);
    }
    // Extraction started again puts credentials back to being extracted (decision "Aggregate evaluation status": queued).
    uow.record({ kind: 'feature.started', caseId: work.caseId });
    return { started: true };
  });
}
