/**
 * Issued reports: recording each issue, and what the public verification page may say about one
 * (D11 `/verify/{reportId}`).
 */
import type { Database } from '../../data/dataSource';
import { findReportWithCase, insertReport, type NewReport, type ReportFormat, type ReportKind, type ReportRecord } from '../../data/repositories/reports';
import type { Db } from '../../data/repositories/organizations';
import { isHexId, newId, normalizeId } from '../ids';

export type { ReportFormat, ReportKind, ReportRecord };

/** A fresh report id (24-hex, D2): a new one for every issue. */
export function newReportId(now?: number): string {
  return newId(now);
}

export async function recordReportIssue(db: Db, values: NewReport, now: Date = new Date()): Promise<ReportRecord> {
  return insertReport(db, values, now);
}

/**
 * What `/verify/{reportId}` shows. A deleted case's report still verifies as issued by the
 * service, but the page then says only that and when: nothing about the candidate (D10).
 */
export type Verification =
  | { status: 'unknown' }
  | { status: 'deleted'; reportId: string; kind: ReportKind; format: ReportFormat; issuedAt: Date }
  | {
      status: 'genuine';
      reportId: string;
      kind: ReportKind;
      format: ReportFormat;
      issuedAt: Date;
      caseNumber: number;
      candidateName: string | null;
      sha256: string;
    };

/** A malformed id is simply unknown: the page never says more than "not issued by us". */
export async function verifyReport(db: Database, rawId: string): Promise<Verification> {
  if (!isHexId(rawId)) return { status: 'unknown' };
  const found = await findReportWithCase(db, normalizeId(rawId));
  if (!found) return { status: 'unknown' };
  const r = found.report;
  if (found.caseDeleted) return { status: 'deleted', reportId: r.id, kind: r.kind, format: r.format, issuedAt: r.createdAt };
  return {
    status: 'genuine',
    reportId: r.id,
    kind: r.kind,
    format: r.format,
    issuedAt: r.createdAt,
    caseNumber: r.caseNumber,
    candidateName: r.candidateName,
    sha256: r.sha256,
  };
}

/**
 * The download's file name (D6): `<candidate full name or "candidate">_<caseNumber>_<kind>.<ext>`;
 * the api layer's safeFileName then replaces spaces and drops characters outside [A-Za-z0-9._-].
 * A name made only of dropped characters (e.g. all non-Latin) falls back to "candidate" too.
 */
export function reportFileName(candidate: string | null, caseNumber: number | null, kind: ReportKind, format: ReportFormat): string {
  const cleaned = (candidate ?? '').trim().replace(/\s+/g, '_').replace(/[^A-Za-z0-9._-]/g, '').replace(/^[._-]+|[._-]+$/g, '');
  return `${cleaned || 'candidate'}_${caseNumber ?? 'case'}_${kind}.${format}`;
}
