/**
 * Issued reports: recording each issue, and what the public verification page may say about one
 * (decision "Processes and configuration" `/verify/{reportId}`, followed by the report's verification token).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../data/dataSource';
import { findReportWithCase, insertReport, type NewReport, type ReportFormat, type ReportKind, type ReportRecord } from '../../data/repositories/reports';
import type { Db } from '../../data/repositories/organizations';
import { isHexId, newId, normalizeId } from '../ids';

export type { ReportFormat, ReportKind, ReportRecord };

/** A fresh report id (24-hex, decision "Identifiers"): a new one for every issue. */
export function newReportId(now?: number): string {
  return newId(now);
}

/**
 * The verification token of one issued report: 24 random bytes (192 bits), base64url, printed
 * in the report's verification link next to the report id. A report id alone is guessable in
 * principle (about 40 random bits) and the page names the candidate, so the page answers only a
 * report id with its token (the unguessable-verification rule). Only the token's SHA-256 is stored.
 */
export function newVerificationToken(): { token: string; hash: string } {
  const token = randomBytes(VERIFICATION_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashVerificationToken(token) };
}

const VERIFICATION_TOKEN_BYTES = 24;
const VERIFICATION_TOKEN = /^[A-Za-z0-9_-]{32}$/;

function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function recordReportIssue(db: Db, values: NewReport, now: Date = new Date()): Promise<ReportRecord> {
  return insertReport(db, values, now);
}

/**
 * What `/verify/{reportId}` shows (the report-validity rule in docs/decisions.md): `valid` while the
 * report reflects the current completed evaluation, `superseded` (since when) once it no longer
 * does, `revoked` once its case is deleted: then only that and when it was issued, nothing about
 * the candidate (decision "Deletion").
 */
export type Verification =
  | { status: 'unknown' }
  | { status: 'revoked'; reportId: string; kind: ReportKind; format: ReportFormat; issuedAt: Date; revokedAt: Date | null }
  | {
      status: 'valid' | 'superseded';
      reportId: string;
      kind: ReportKind;
      format: ReportFormat;
      issuedAt: Date;
      /** When it stopped reflecting the evaluation; null while valid. */
      supersededAt: Date | null;
      caseNumber: number;
      candidateName: string | null;
      sha256: string;
    };

/**
 * A malformed id or token, an unknown id, a wrong token and a report issued before tokens are
 * all simply unknown: the page never says more than "not issued by us".
 */
export async function verifyReport(db: Database, rawId: string, rawToken: string): Promise<Verification> {
  if (!isHexId(rawId) || !VERIFICATION_TOKEN.test(rawToken)) return { status: 'unknown' };
  const found = await findReportWithCase(db, normalizeId(rawId));
  if (!found || found.report.verificationTokenHash === null) return { status: 'unknown' };
  const presented = Buffer.from(hashVerificationToken(rawToken), 'hex');
  const stored = Buffer.from(found.report.verificationTokenHash, 'hex');
  if (presented.length !== stored.length || !timingSafeEqual(presented, stored)) return { status: 'unknown' };
  const r = found.report;
  if (found.caseDeleted || r.status === 'revoked') {
    return { status: 'revoked', reportId: r.id, kind: r.kind, format: r.format, issuedAt: r.createdAt, revokedAt: r.statusChangedAt };
  }
  return {
    status: r.status === 'superseded' ? 'superseded' : 'valid',
    reportId: r.id,
    kind: r.kind,
    format: r.format,
    issuedAt: r.createdAt,
    supersededAt: r.status === 'superseded' ? r.statusChangedAt : null,
    caseNumber: r.caseNumber,
    candidateName: r.candidateName,
    sha256: r.sha256,
  };
}

/**
 * The download's file name (decision "Open paths and parameters"): `<candidate full name or "candidate">_<caseNumber>_<kind>.<ext>`;
 * the api layer's safeFileName then replaces spaces and drops characters outside [A-Za-z0-9._-].
 * A name made only of dropped characters (e.g. all non-Latin) falls back to "candidate" too.
 */
export function reportFileName(candidate: string | null, caseNumber: number | null, kind: ReportKind, format: ReportFormat): string {
  const cleaned = (candidate ?? '').trim().replace(/\s+/g, '_').replace(/[^A-Za-z0-9._-]/g, '').replace(/^[._-]+|[._-]+$/g, '');
  return `${cleaned || 'candidate'}_${caseNumber ?? 'case'}_${kind}.${format}`;
}
