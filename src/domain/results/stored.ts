import { newId } from '../ids';
import type { PartnerSchemas } from '../spec';

/*
 * What the stages store, in the shapes the read side serves. Those shapes are the spec's schemas
 * (spec/partner/resources/results/models, generated into generated/partner/types.ts): this module
 * is their one definition in the code, which the engines (src/processing/types.ts), the domain and
 * the views share, so a change of the spec that they do not follow fails to type-check.
 * The engines' results are turned into these by `toStoredExtraction` and `toStoredForensics`
 * before they are written, so that what is stored always fits the spec's bounds: a string past its
 * model's maxLength is cut, a year outside 1000..9999 or a number that is not finite is null, an
 * empty string is null (decision "Extraction field types": "null where not found"; nothing is invented).
 */
type Schemas = PartnerSchemas;

export type StoredCandidate = Schemas['extraction_candidate'];
/** The institution as read from the documents (the view adds `accreditation`). */
export type StoredInstitution = Omit<Schemas['extraction_institution'], 'accreditation'>;
export type StoredQualification = Schemas['extraction_qualification'];
/** A course; its `id` is given when the result is stored, so it stays the same on every read. */
export type StoredCourse = Schemas['extraction_course'];
/** A course as an engine reads it, before it is stored. */
export type CourseFields = Omit<StoredCourse, 'id'>;

/** Where a value was read: a box on a page of one of the credential's documents. */
export interface StoredEvidence {
  /** The upload file the value was read from (null when the engine did not say which). */
  fileId: string | null;
  /** 1-based page number. */
  page: number;
  /** PDF points, origin top-left, y downward. */
  box: { x: number; y: number; width: number; height: number };
  /** 0..1. */
  confidence: number;
  /** How the value was found, for support ("label Date of Birth", "phone code +91"). */
  rule: string | null;
}

/**
 * The provenance of an extraction: for the operator's document view, never served to partners
 * (the read views copy the interface's fields one by one, so this never leaks into a response).
 */
export interface StoredProvenance {
  /** Keyed by field path (`candidate.fullName`, `qualification.name` …). */
  fields: Record<string, StoredEvidence>;
  /** Keyed by the stored course id: the row and its cells (`grade`, `credit` …). */
  courses: Record<string, { row: StoredEvidence; cells: Record<string, StoredEvidence> }>;
}

/** extraction_results.result */
export interface StoredExtraction {
  candidate: StoredCandidate;
  institution: StoredInstitution;
  qualification: StoredQualification;
  courses: StoredCourse[];
  /** Absent on results stored before provenance was kept, and on hand-entered credentials. */
  provenance?: StoredProvenance;
}

export interface ExtractionOutcome {
  languageCode: string | null;
  language: string | null;
  data: StoredExtraction;
}

export type ForensicsVerdict = NonNullable<Schemas['forensics_item']['verdict']>;
export type StoredForensicsCheck = Schemas['forensics_check'];
export type ForensicsCheckStatus = StoredForensicsCheck['status'];
/** What the forensics read of the document itself: its title, candidate, number, issuer and year (null when not found). */
export type DocumentIdentity = Pick<
  Schemas['forensics_item'],
  'documentName' | 'candidateName' | 'registrationNumber' | 'issuerName' | 'issuerSubName' | 'issuanceYear'
>;

/** forensic_results.result */
export interface StoredForensics extends DocumentIdentity, Pick<Schemas['forensics_item'], 'summary' | 'topEvidence' | 'checks'> {
  verdict: ForensicsVerdict;
  /** docs/forensics.md, "The risk score" (absent in results stored before signals existed). */
  riskScore?: number;
  /** docs/forensics.md: every check's graded signals. Kept with the result; not part of the partner view. */
  signals?: StoredForensicsSignal[];
}

export interface StoredEvidenceBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface StoredForensicsSignal {
  checkNumber: number;
  code: string;
  severity: 'low' | 'medium' | 'high';
  source: string;
  message: string;
  evidence: {
    boxes: StoredEvidenceBox[];
    values: Array<{ label: string; value: string; boxes?: StoredEvidenceBox[]; fileName?: string; fileId?: string }>;
  };
}

/** The JSON object stored under translation_results.pagesKey. */
export interface StoredTranslationPages {
  htmlPages: string[];
  htmlRepresentation: string;
}

// ---------------------------------------------------------------------------------------------
// Inputs: the engines' result shapes, as far as they are stored (structurally the contracts of
// src/processing/types.ts).

type Str = string | null | undefined;
type Num = number | null | undefined;
/** A stored shape's fields as an engine may hand them over: any of them missing. */
type Loose<T> = { [K in keyof T]: T[K] | undefined };

export interface ExtractionInput {
  languageCode: Str;
  language: Str;
  candidate: Loose<StoredCandidate>;
  institution: Loose<StoredInstitution>;
  qualification: Loose<StoredQualification>;
  courses: readonly Loose<CourseFields>[];
  provenance?: ProvenanceInput;
}

interface EvidenceInput {
  page: number;
  box: { x: number; y: number; width: number; height: number };
  confidence: number;
  document?: number;
  rule?: string;
}

interface ProvenanceInput {
  fields: Record<string, EvidenceInput>;
  courses: ReadonlyArray<{ row: EvidenceInput; cells: Partial<Record<string, EvidenceInput>> } | null>;
}

export interface ForensicsInput extends Loose<DocumentIdentity> {
  verdict: string;
  summary: Str;
  topEvidence: readonly string[];
  checks: readonly { checkNumber: number; title: string; status: string; description: string }[];
  riskScore?: Num;
  signals?: readonly {
    checkNumber: number;
    code: string;
    severity: string;
    source: string;
    message: string;
    evidence: { boxes: readonly StoredEvidenceBox[]; values: readonly { label: string; value: string; boxes?: readonly StoredEvidenceBox[]; fileName?: string; fileId?: string }[] };
  }[];
}

// Bounds of the spec models (results/models/*.yml).
const MAX_COURSES = 1000;
const MAX_EVIDENCE = 100;
const MAX_CHECKS = 200;
const VERDICTS: readonly ForensicsVerdict[] = ['clean', 'suspicious', 'tampered', 'inconclusive'];
const CHECK_STATUSES: readonly ForensicsCheckStatus[] = ['passed', 'warning', 'failed', 'skipped'];
const SEVERITIES: readonly StoredForensicsSignal['severity'][] = ['low', 'medium', 'high'];
const MAX_SIGNALS = 200;
const MAX_BOXES = 50;

/** Trimmed, at most `max` code points (never splitting a surrogate pair); empty → null. */
export function boundedString(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const points = Array.from(trimmed);
  return points.length > max ? points.slice(0, max).join('').trimEnd() : trimmed;
}

function finiteNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A four-digit year (the models' int32 1000..9999), else null. */
function year(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1000 && value <= 9999 ? value : null;
}

/** Field paths provenance may be kept for: the interface's extraction fields. */
const PROVENANCE_FIELDS = new Set([
  'languageCode',
  ...['fullName', 'firstName', 'lastName', 'dateOfBirth'].map((f) => `candidate.${f}`),
  ...['name', 'country', 'countryCode', 'state', 'stateCode'].map((f) => `institution.${f}`),
  ...[
    'registrationNumber', 'name', 'level', 'program', 'majorOrSpecialization', 'status', 'yearOfAdmission',
    'yearOfCompletion', 'programDuration', 'dateOfIssue', 'cgpa', 'totalCreditsOrMarks',
  ].map((f) => `qualification.${f}`),
]);
const COURSE_CELLS = new Set(['courseNumber', 'courseName', 'credit', 'grade', 'alternateGrade', 'marksScored', 'maximumMarks', 'passStatus', 'term', 'session', 'year']);

/** Evidence as stored: finite coordinates, a real page, confidence in 0..1; anything else is dropped. */
function storedEvidence(e: EvidenceInput | undefined | null, fileIds: readonly string[]): StoredEvidence | null {
  if (!e || typeof e !== 'object' || !e.box) return null;
  const { x, y, width, height } = e.box;
  const coords = [x, y, width, height].map(finiteNumber);
  if (coords.some((v) => v === null) || !Number.isInteger(e.page) || e.page < 1 || e.page > 10_000) return null;
  const round = (v: number) => Math.round(v * 100) / 100;
  const [bx, by, bw, bh] = coords as number[];
  const confidence = finiteNumber(e.confidence);
  return {
    fileId: fileIds[Number.isInteger(e.document) ? (e.document as number) : 0] ?? null,
    page: e.page,
    box: { x: round(bx), y: round(by), width: round(Math.max(0, bw)), height: round(Math.max(0, bh)) },
    confidence: confidence === null ? 0 : Math.min(1, Math.max(0, Math.round(confidence * 1000) / 1000)),
    rule: boundedString(e.rule, 200),
  };
}

function storedProvenance(p: ProvenanceInput | undefined, courseIds: string[], fileIds: readonly string[]): StoredProvenance | undefined {
  if (!p) return undefined;
  const fields: StoredProvenance['fields'] = {};
  for (const [path, e] of Object.entries(p.fields ?? {})) {
    const s = PROVENANCE_FIELDS.has(path) ? storedEvidence(e, fileIds) : null;
    if (s) fields[path] = s;
  }
  const courses: StoredProvenance['courses'] = {};
  courseIds.forEach((id, i) => {
    const c = p.courses?.[i];
    const row = c ? storedEvidence(c.row, fileIds) : null;
    if (!c || !row) return;
    const cells: Record<string, StoredEvidence> = {};
    for (const [name, e] of Object.entries(c.cells ?? {})) {
      const s = COURSE_CELLS.has(name) ? storedEvidence(e, fileIds) : null;
      if (s) cells[name] = s;
    }
    courses[id] = { row, cells };
  });
  return { fields, courses };
}

/**
 * `fileIds`: the upload files of the documents the engine was given, in that order (an engine's
 * evidence names its document by that index).
 */
export function toStoredExtraction(r: ExtractionInput, makeId: () => string = () => newId(), fileIds: readonly string[] = []): ExtractionOutcome {
  const q = r.qualification;
  const courseIds = r.courses.slice(0, MAX_COURSES).map(() => makeId());
  const provenance = storedProvenance(r.provenance, courseIds, fileIds);
  return {
    languageCode: boundedString(r.languageCode, 20),
    language: boundedString(r.language, 100),
    data: {
      candidate: {
        fullName: boundedString(r.candidate.fullName, 500),
        firstName: boundedString(r.candidate.firstName, 250),
        lastName: boundedString(r.candidate.lastName, 250),
        dateOfBirth: boundedString(r.candidate.dateOfBirth, 100),
      },
      institution: {
        name: boundedString(r.institution.name, 500),
        country: boundedString(r.institution.country, 200),
        countryCode: boundedString(r.institution.countryCode, 10),
        state: boundedString(r.institution.state, 200),
        stateCode: boundedString(r.institution.stateCode, 10),
      },
      qualification: {
        registrationNumber: boundedString(q.registrationNumber, 200),
        name: boundedString(q.name, 500),
        level: boundedString(q.level, 200),
        program: boundedString(q.program, 500),
        majorOrSpecialization: boundedString(q.majorOrSpecialization, 500),
        status: boundedString(q.status, 200),
        yearOfAdmission: year(q.yearOfAdmission),
        yearOfCompletion: year(q.yearOfCompletion),
        programDuration: boundedString(q.programDuration, 100),
        dateOfIssue: boundedString(q.dateOfIssue, 100),
        cgpa: boundedString(q.cgpa, 50),
        totalCreditsOrMarks: boundedString(q.totalCreditsOrMarks, 50),
      },
      courses: r.courses.slice(0, MAX_COURSES).map((c, i) => ({
        id: courseIds[i],
        courseNumber: boundedString(c.courseNumber, 100),
        courseName: boundedString(c.courseName, 500),
        credit: finiteNumber(c.credit),
        grade: boundedString(c.grade, 50),
        alternateGrade: boundedString(c.alternateGrade, 50),
        marksScored: finiteNumber(c.marksScored),
        maximumMarks: finiteNumber(c.maximumMarks),
        passStatus: boundedString(c.passStatus, 50),
        term: boundedString(c.term, 100),
        session: boundedString(c.session, 100),
        year: year(c.year),
      })),
      ...(provenance ? { provenance } : {}),
    },
  };
}

/**
 * The findings as stored. A verdict or check status outside decision "Status values"'s values is an engine bug, not
 * something to pass on: it throws (the stage is retried, then fails with an internal error).
 */
export function toStoredForensics(r: ForensicsInput): StoredForensics {
  if (!(VERDICTS as readonly string[]).includes(r.verdict)) throw new Error(`forensics engine returned an unknown verdict "${r.verdict}"`);
  const checks = r.checks.slice(0, MAX_CHECKS).map((c, i): StoredForensicsCheck => {
    if (!(CHECK_STATUSES as readonly string[]).includes(c.status)) throw new Error(`forensics engine returned an unknown check status "${c.status}"`);
    const n = Number.isInteger(c.checkNumber) && c.checkNumber >= 1 && c.checkNumber <= 1000 ? c.checkNumber : i + 1;
    return {
      checkNumber: n,
      title: boundedString(c.title, 200) ?? '',
      status: c.status as ForensicsCheckStatus,
      description: boundedString(c.description, 2000) ?? '',
    };
  });
  return {
    verdict: r.verdict as ForensicsVerdict,
    documentName: boundedString(r.documentName, 500),
    candidateName: boundedString(r.candidateName, 500),
    registrationNumber: boundedString(r.registrationNumber, 200),
    issuerName: boundedString(r.issuerName, 500),
    issuerSubName: boundedString(r.issuerSubName, 500),
    issuanceYear: year(r.issuanceYear),
    summary: boundedString(r.summary, 10_000),
    topEvidence: r.topEvidence
      .map((e) => boundedString(e, 1000))
      .filter((e): e is string => e !== null)
      .slice(0, MAX_EVIDENCE),
    checks,
    ...(r.riskScore != null ? { riskScore: Math.max(0, Math.min(100, Math.round(finiteNumber(r.riskScore) ?? 0))) } : {}),
    ...(r.signals ? { signals: r.signals.slice(0, MAX_SIGNALS).map(storedSignal) } : {}),
  };
}

/** A box kept only when it is a page (1-based) and fractions of it; others are dropped. */
function storedBoxes(boxes: readonly StoredEvidenceBox[] | undefined): StoredEvidenceBox[] {
  return (boxes ?? [])
    .filter((b) => Number.isInteger(b.page) && b.page >= 1 && [b.x, b.y, b.width, b.height].every((v) => Number.isFinite(v) && v >= 0 && v <= 1))
    .slice(0, MAX_BOXES)
    .map((b) => ({ page: b.page, x: b.x, y: b.y, width: b.width, height: b.height }));
}

function storedSignal(s: NonNullable<ForensicsInput['signals']>[number]): StoredForensicsSignal {
  if (!(SEVERITIES as readonly string[]).includes(s.severity)) throw new Error(`forensics engine returned an unknown signal severity "${s.severity}"`);
  return {
    checkNumber: Number.isInteger(s.checkNumber) ? s.checkNumber : 0,
    code: boundedString(s.code, 100) ?? '',
    severity: s.severity as StoredForensicsSignal['severity'],
    source: boundedString(s.source, 50) ?? '',
    message: boundedString(s.message, 1000) ?? '',
    evidence: {
      boxes: storedBoxes(s.evidence.boxes),
      values: s.evidence.values.slice(0, 20).map((v) => {
        const boxes = storedBoxes(v.boxes);
        const fileName = boundedString(v.fileName, 500);
        const fileId = boundedString(v.fileId, 100);
        return { label: boundedString(v.label, 200) ?? '', value: boundedString(v.value, 1000) ?? '', ...(boxes.length ? { boxes } : {}), ...(fileName ? { fileName } : {}), ...(fileId ? { fileId } : {}) };
      }),
    },
  };
}
