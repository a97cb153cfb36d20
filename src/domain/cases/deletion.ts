import { revokeReportsOfCase } from '../../data/repositories/reports';
import type { Database } from '../../data/dataSource';
import { isTransientConflict } from '../../data/dbErrors';
import { softDeleteCase } from '../../data/repositories/cases';
import { deleteDocumentsOfCredentials } from '../../data/repositories/credentialDocuments';
import { deleteCombinedOfCase } from '../../data/repositories/combinedEquivalencies';
import { deleteCredentialsOfCase, findCredentialIdsOfCase } from '../../data/repositories/credentials';
import { deleteEvaluationAggregateOfCase } from '../../data/repositories/evaluationAggregates';
import { deleteEvaluationsOfCase } from '../../data/repositories/evaluations';
import { deleteExtractionResultsOfCase } from '../../data/repositories/extractionResults';
import { deleteForensicResultsOfCase, deleteTranslationResultsOfCase } from '../../data/repositories/fileStageResults';
import { deletePendingOutboxOfCase } from '../../data/repositories/outbox';
import { deleteUploadsOfCase } from '../../data/repositories/uploads';
import { withUnitOfWork } from '../unitOfWork';
import { ForbiddenError, NotFoundError } from '../errors';
import type { FileStore } from '../ports';
import { findVisibleCase } from './lookup';
import { casePrefix } from './storageKeys';

export interface DeletionDeps {
  db: Database;
  files: FileStore;
  now?: () => Date;
}

const STORAGE_ATTEMPTS = 3;
/**
 * A processing stage committing at the same moment locks some of the same rows in another order
 * (its feature row, then its result rows); the database then rolls one side back. Either side
 * simply runs again: the stage finds the case gone, the deletion finds the rows it left.
 */
const TRANSACTION_ATTEMPTS = 3;

/**
 * DELETE /cases/{id} (interface "DELETE /cases/{id}", decision "Deletion").
 *
 * - Not visible to the organization (unknown, deleted, another organization's) → NotFoundError (404).
 * - Created in the operator UI, linked or not → ForbiddenError (403): "Only cases created through
 *   POST /cases can be deleted". Not so when an operator deletes (`by` 'operator'): any case.
 * - Otherwise, in one transaction: the case row is soft-deleted (kept, so its externalId stays
 *   reserved and a resubmission answers 409, decision "Deletion"), its uploads, their features and files, its
 *   credentials with their documents, the results of extraction, forensics and translation, and
 *   its work not yet handed to a queue are removed; then every stored object of
 *   the case (the uploaded files and whatever processing derived from them, all under
 *   `orgs/<orgId>/cases/<caseId>`) is deleted. Afterwards every request for it answers 404.
 *
 * The rows go rather than being kept soft-deleted: "Deletes the case and its documents", and
 * file names and credentials are the candidate's data; only the case row must stay, for decision "Deletion".
 * Work already on a queue finds its upload gone and ends (processors check, as delivery is at
 * least once anyway); a stage that stored an artifact just before the deletion removes it again
 * when it finds the case gone.
 */
export async function deleteCase(deps: DeletionDeps, organizationId: string, ref: string, by: 'partner' | 'operator' = 'partner'): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const c = await findVisibleCase(deps.db, organizationId, ref);
  // The partner deletes only what it created; an operator deletes any case of the organization
  // (operator API DELETE /cases/{id}), after which the partner gets 404 like for its own deletion.
  if (by === 'partner' && c.origin !== 'partner') throw new ForbiddenError('Only cases created through POST /cases can be deleted');

  for (let attempt = 1; ; attempt += 1) {
    try {
      await withUnitOfWork(deps.db, async ({ tx }) => {
        const at = now();
        // Compare-and-set on "not deleted": of two simultaneous deletions one wins, the other is a 404
        // like any later request. The update also waits for a submission holding the row (it locks
        // it), so that submission's upload is removed below too.
        if (!(await softDeleteCase(tx, c.id, at))) throw new NotFoundError(`Case ${ref} not found`);
        await deletePendingOutboxOfCase(tx, c.id);
        // Children first: every key restricts.
        await deleteExtractionResultsOfCase(tx, c.id);
        await deleteForensicResultsOfCase(tx, c.id);
        await deleteTranslationResultsOfCase(tx, c.id);
        await deleteDocumentsOfCredentials(tx, await findCredentialIdsOfCase(tx, c.id));
        // The operators' evaluations (they restrict the credentials) and the combined statements.
        await deleteEvaluationsOfCase(tx, c.id);
        await deleteCombinedOfCase(tx, c.id);
        await deleteEvaluationAggregateOfCase(tx, c.id);
        // Issued reports stay verifiable as issued, now revoked (/verify says the case was deleted), without the candidate's name.
        await revokeReportsOfCase(tx, c.id, at);
        await deleteCredentialsOfCase(tx, c.id);
        await deleteUploadsOfCase(tx, c.id);
      });
      break;
    } catch (err) {
      if (!isTransientConflict(err) || attempt >= TRANSACTION_ATTEMPTS) throw err;
    }
  }

  // After the commit: a failed transaction must not leave a readable case without its files.
  // Retried, because once the row is deleted the client cannot retry (it gets 404).
  let lastError: unknown;
  for (let attempt = 1; attempt <= STORAGE_ATTEMPTS; attempt += 1) {
    try {
      await deps.files.deletePrefix(casePrefix(c.organizationId, c.id));
      return;
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError;
}
