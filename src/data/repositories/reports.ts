import { Case } from '../entities/Case';
import { Report } from '../entities/Report';
import type { Db } from './organizations';

export type ReportKind = 'evaluation' | 'combined';
export type ReportFormat = 'pdf' | 'xlsx';

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
}

export type NewReport = Omit<ReportRecord, 'createdAt'>;

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
  };
}

export async function insertReport(db: Db, r: NewReport, now: Date = new Date()): Promise<ReportRecord> {
  const row: Report = { ...r, candidateName: r.candidateName === null ? null : r.candidateName.slice(0, NAME_LENGTH), createdAt: now };
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

/**
 * Deleting a case deletes the candidate's data (decision "Deletion"): the issues stay on record (their ids
 * still verify as genuine) but no longer name the candidate.
 */
export async function forgetCandidateOfCaseReports(db: Db, caseId: string): Promise<void> {
  await db.getRepository(Report).update({ caseId }, { candidateName: null });
}
