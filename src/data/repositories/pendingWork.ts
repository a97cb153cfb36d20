import { Case } from '../entities/Case';
import { CombinedEquivalency } from '../entities/CombinedEquivalency';
import { Credential } from '../entities/Credential';
import { ForensicResult } from '../entities/ForensicResult';
import { OutboxMessage } from '../entities/OutboxMessage';
import { TranslationResult } from '../entities/TranslationResult';
import { Upload } from '../entities/Upload';
import { UploadFeature } from '../entities/UploadFeature';
import { UploadFile } from '../entities/UploadFile';
import { WebhookDelivery } from '../entities/Webhooks';
import type { Db } from './organizations';

/*
 * What the database says is still to be done by a job, for the lost-work sweep
 * (src/domain/pendingWork.ts). Each query names the items whose job, if it ran to the end, would
 * have moved them to a terminal state; deleted cases and credentials are left out (their work is
 * cancelled).
 */

const UNFINISHED = ['queued', 'processing'];

/** `upload.process`: uploads whose stages have not been fanned out yet. */
export async function findUploadsNotFannedOut(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .getRepository(Upload)
    .createQueryBuilder('u')
    .innerJoin(Case, 'c', 'c.id = u.caseId')
    .select('u.id', 'id')
    .where('u.fannedOutAt IS NULL')
    .andWhere('c.deletedAt IS NULL')
    .orderBy('u.createdAt', 'ASC')
    .limit(limit)
    .getRawMany<{ id: string }>();
  return rows.map((r) => r.id);
}

/** `credential.extract`: unfinished credentials of a fanned-out upload whose extraction is unfinished. */
export async function findCredentialsAwaitingExtraction(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .getRepository(Credential)
    .createQueryBuilder('cr')
    .innerJoin(Upload, 'u', 'u.id = cr.uploadId')
    .innerJoin(UploadFeature, 'f', "f.uploadId = u.id AND f.name = 'extraction'")
    .innerJoin(Case, 'c', 'c.id = cr.caseId')
    .select('cr.id', 'id')
    .where('cr.status IN (:...unfinished)', { unfinished: UNFINISHED })
    .andWhere('f.status IN (:...unfinished)', { unfinished: UNFINISHED })
    .andWhere('cr.deletedAt IS NULL')
    .andWhere('u.fannedOutAt IS NOT NULL')
    .andWhere('c.deletedAt IS NULL')
    .orderBy('cr.createdAt', 'ASC')
    .limit(limit)
    .getRawMany<{ id: string }>();
  return rows.map((r) => r.id);
}

/**
 * `file.forensics` / `file.translate`: accepted files of a fanned-out upload whose feature is
 * unfinished and whose own result is missing or unfinished.
 */
export async function findFilesAwaiting(db: Db, feature: 'forensics' | 'translation', limit: number): Promise<string[]> {
  const result = feature === 'forensics' ? ForensicResult : TranslationResult;
  const rows = await db
    .getRepository(UploadFile)
    .createQueryBuilder('uf')
    .innerJoin(Upload, 'u', 'u.id = uf.uploadId')
    .innerJoin(UploadFeature, 'f', 'f.uploadId = u.id AND f.name = :feature', { feature })
    .innerJoin(Case, 'c', 'c.id = u.caseId')
    .leftJoin(result, 'r', 'r.fileId = uf.id')
    .select('uf.id', 'id')
    .where('f.status IN (:...unfinished)', { unfinished: UNFINISHED })
    .andWhere('u.fannedOutAt IS NOT NULL')
    .andWhere('c.deletedAt IS NULL')
    .andWhere('uf.storageKey IS NOT NULL')
    .andWhere("uf.status <> 'unsupported'")
    .andWhere('(r.fileId IS NULL OR r.status IN (:...unfinished))', { unfinished: UNFINISHED })
    .orderBy('uf.createdAt', 'ASC')
    .limit(limit)
    .getRawMany<{ id: string }>();
  return rows.map((r) => r.id);
}

/** `webhook.deliver`: pending deliveries that are not waiting for an earlier one of their stream. */
export async function findDeliveriesAwaitingAttempt(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .getRepository(WebhookDelivery)
    .createQueryBuilder('d')
    .select('d.id', 'id')
    .where("d.status = 'pending'")
    .andWhere('d.waiting = 0')
    .orderBy('d.createdAt', 'ASC')
    .limit(limit)
    .getRawMany<{ id: string }>();
  return rows.map((r) => r.id);
}

/** `evaluation.combine`: combined equivalencies the service was asked to produce and has not. */
export async function findCombinedAwaitingProduction(
  db: Db,
  limit: number,
): Promise<{ caseId: string; targetInstituteId: string | null; basis: string }[]> {
  const rows = await db
    .getRepository(CombinedEquivalency)
    .createQueryBuilder('ce')
    .innerJoin(Case, 'c', 'c.id = ce.caseId')
    .select(['ce.caseId AS caseId', 'ce.targetInstituteId AS targetInstituteId', 'ce.basis AS basis'])
    .where("ce.status = 'processing'")
    .andWhere("ce.source = 'service'")
    .andWhere('ce.basis IS NOT NULL')
    .andWhere('c.deletedAt IS NULL')
    .orderBy('ce.updatedAt', 'ASC')
    .limit(limit)
    .getRawMany<{ caseId: string; targetInstituteId: string | null; basis: string }>();
  return rows.map((r) => ({ caseId: r.caseId, targetInstituteId: r.targetInstituteId ?? null, basis: r.basis }));
}

/** Queue and payload of every outbox record not yet handed to its queue (the relay will). */
export async function findUndispatchedWork(db: Db): Promise<{ queue: string; payload: unknown }[]> {
  const rows = await db
    .getRepository(OutboxMessage)
    .createQueryBuilder('o')
    .select(['o.queue AS queue', 'o.payload AS payload'])
    .where('o.dispatchedAt IS NULL')
    .getRawMany<{ queue: string; payload: string }>();
  return rows.map((r) => ({ queue: r.queue, payload: JSON.parse(r.payload) as unknown }));
}
