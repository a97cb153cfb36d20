import { newId } from '../ids';

/*
 * What the stages store, in the shapes the read side serves (spec/partner/resources/results/models).
 * The engines' results (src/processing/types.ts) are turned into these by `toStoredExtraction` and
 * `toStoredForensics` before they are written, so that what is stored always fits the spec's
 * bounds: a string past its model's maxLength is cut, a year outside 1000..9999 or a number that
 * is not finite is null, an empty string is null (D4: "null where not found"; nothing is invented).
 * The domain states these shapes itself instead of importing the engine contracts: it depends on
 * no outer layer, and an engine result that drifts fails to type-check where it is converted.
 */

export interface StoredCandidate {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
}

export interface StoredInstitution {
  name: string | null;
  country: string | null;
  countryCode: string | null;
  state: string | null;
  stateCode: string | null;
}

export interface StoredQualification {
  registrationNumber: string | null;
  name: string | null;
  level: string | null;
  program: string | null;
  majorOrSpecialization: string | null;
  status: string | null;
  yearOfAdmission: number | null;
  yearOfCompletion: number | null;
  programDuration: string | null;
  dateOfIssue: string | null;
  cgpa: string | null;
  totalCreditsOrMarks: string | null;
}

export interface StoredCourse {
  /** Given when the result is stored, so it stays the same on every read. */
  id: string;
  courseNumber: string | null;
  courseName: string | null;
  credit: number | null;
  grade: string | null;
  alternateGrade: string | null;
  marksScored: number | null;
  maximumMarks: number | null;
  passStatus: string | null;
  term: string | null;
  session: string | null;
  year: number | null;
}

/** extraction_results.result */
export interface StoredExtraction {
  candidate: StoredCandidate;
  institution: StoredInstitution;
  qualification: StoredQualification;
  courses: StoredCourse[];
}

export interface ExtractionOutcome {
  languageCode: string | null;
  language: string | null;
  data: StoredExtraction;
}

export type ForensicsVerdict = 'clean' | 'suspicious' | 'tampered' | 'inconclusive';
export type ForensicsCheckStatus = 'passed' | 'warning' | 'failed' | 'skipped';

export interface StoredForensicsCheck {
  checkNumber: number;
  title: string;
  status: ForensicsCheckStatus;
  description: string;
}

/** forensic_results.result */
export interface StoredForensics {
  verdict: ForensicsVerdict;
  documentName: string | null;
  candidateName: string | null;
  registrationNumber: string | null;
  issuerName: string | null;
  issuerSubName: string | null;
  issuanceYear: number | null;
  summary: string | null;
  topEvidence: string[];
  checks: StoredForensicsCheck[];
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

export interface ExtractionInput {
  languageCode: Str;
  language: Str;
  candidate: { fullName: Str; firstName: Str; lastName: Str; dateOfBirth: Str };
  institution: { name: Str; country: Str; countryCode: Str; state: Str; stateCode: Str };
  qualification: {
    registrationNumber: Str;
    name: Str;
    level: Str;
    program: Str;
    majorOrSpecialization: Str;
    status: Str;
    yearOfAdmission: Num;
    yearOfCompletion: Num;
    programDuration: Str;
    dateOfIssue: Str;
    cgpa: Str;
    totalCreditsOrMarks: Str;
  };
  courses: readonly {
    courseNumber: Str;
    courseName: Str;
    credit: Num;
    grade: Str;
    alternateGrade: Str;
    marksScored: Num;
    maximumMarks: Num;
    passStatus: Str;
    term: Str;
    session: Str;
    year: Num;
  }[];
}

export interface ForensicsInput {
  verdict: string;
  summary: Str;
  topEvidence: readonly string[];
  checks: readonly { checkNumber: number; title: string; status: string; description: string }[];
  documentName: Str;
  candidateName: Str;
  registrationNumber: Str;
  issuerName: Str;
  issuerSubName: Str;
  issuanceYear: Num;
}

// Bounds of the spec models (results/models/*.yml).
const MAX_COURSES = 1000;
const MAX_EVIDENCE = 100;
const MAX_CHECKS = 200;
const VERDICTS: readonly ForensicsVerdict[] = ['clean', 'suspicious', 'tampered', 'inconclusive'];
const CHECK_STATUSES: readonly ForensicsCheckStatus[] = ['passed', 'warning', 'failed', 'skipped'];

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

export function toStoredExtraction(r: ExtractionInput, makeId: () => string = () => newId()): ExtractionOutcome {
  const q = r.qualification;
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
      courses: r.courses.slice(0, MAX_COURSES).map((c) => ({
        id: makeId(),
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
    },
  };
}

/**
 * The findings as stored. A verdict or check status outside D3's values is an engine bug, not
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
  };
}
