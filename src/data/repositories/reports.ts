import { In } from 'typeorm';
import { Case } from '../entities/Case';
import { Report } from '../entities/Report';
import type { Db } from './organizations';

export type ReportKind = 'evaluation' | 'combined';
export type ReportFormat = 'pdf' | 'xlsx';
export type ReportStatus = 'valid' | 'superseded' | 'revoked';

/** Plain data: entity instances never leave the data layer. */
export interface ReportRecord {
  id: string;
  organizationId: string;
  caseId: string;
  caseNumber: number;
  evaluationId: string | null;
  targetInstituteId: string | null;
  kind: ReportKind;
  format: ReportFormat;
  candidateName: string | null;
  sha256: string;
  /** SHA-256 (hex) of the token the printed verification link carries; null for reports issued before tokens. */
  verificationTokenHash: string | null;
  createdAt: Date;
  status: ReportStatus;
  /** When the status left 'valid'; null while valid. */
  statusChangedAt: Date | null;
  /** The evaluation's completedAt or the combined statements' producedAt the report was made from. */
  reflectsAt: Date | null;
}

export type NewReport = Omit<ReportRecord, 'createdAt' | 'status' | 'statusChangedAt'>;

const NAME_LENGTH = 255;

function toRecord(e: Report): ReportRecord {
  return {
    id: e.id,
    organizationId: e.organizationId,
    caseId: e.caseId,
    caseNumber: Number(e.caseNumber),
    evaluationId: e.evaluationId,
    targetInstituteId: e.targetInstituteId,
    // Only the domain writes these columns, with these values.
    kind: e.kind as ReportKind,
    format: e.format as ReportFormat,
    candidateName: e.candidateName,
    sha256: e.sha256,
    verificationTokenHash: e.verificationTokenHash ?? null,
    createdAt: e.createdAt,
    status: e.status as ReportStatus,
    statusChangedAt: e.statusChangedAt ?? null,
    reflectsAt: e.reflectsAt ?? null,
  };
}

export async function insertReport(db: Db, r: NewReport, now: Date = new Date()): Promise<ReportRecord> {
  const row: Report = { ...r, candidateName: r.candidateName === null ? null : r.candidateName.slice(0, NAME_LENGTH), createdAt: now, status: 'valid', statusChangedAt: null };
  await db.getRepository(Report).insert(row);
  return toRecord(row);
}

/** An issued report with whether its case has been deleted since (decision "Deletion"). */
export interface ReportWithCase {
  report: ReportRecord;
  caseDeleted: boolean;
}

export async function findReportWithCase(db: Db, id: string): Promise<ReportWithCase | null> {
  const row = await db.getRepository(Report).findOne({ where: { id } });
  if (!row) return null;
  const c = await db.getRepository(Case).findOne({ where: { id: row.caseId }, select: { id: true, deletedAt: true } });
  return { report: toRecord(row), caseDeleted: !c || c.deletedAt !== null };
}

/** The case's reports still `valid`, for the report-validity check after a change of its evaluations. */
export async function findValidReportsOfCase(db: Db, caseId: string): Promise<ReportRecord[]> {
  const rows = await db.getRepository(Report).find({ where: { caseId, status: 'valid' } });
  return rows.map(toRecord);
}

/** valid → superseded, at `now`; a report already superseded or revoked keeps its status and date. */
export async function markReportsSuperseded(db: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.getRepository(Report).update({ id: In([...ids]), status: 'valid' }, { status: 'superseded', statusChangedAt: now });
}

/**
 * Deleting a case deletes the candidate's data (decision "Deletion"): the issues stay on record and
 * still verify as issued, now `revoked`, and no longer name the candidate.
 */
export async function revokeReportsOfCase(db: Db, caseId: string, now: Date): Promise<void> {
  const repo = db.getRepository(Report);
  await repo.update({ caseId }, { candidateName: null });
  await repo.update({ caseId, status: In(['valid', 'superseded']) }, { status: 'revoked', statusChangedAt: now });
}
