import type { StoredExtraction } from '../results/stored';
import type { components } from '../../../generated/partner/types';
import type { EvaluationOutput, EvaluationStatus, TargetInstituteRef } from './types';

/*
 * The partner shapes of GET /cases/{id}/evaluation and /evaluation/combined are the spec's schemas
 * (spec/partner/resources/evaluation/models, generated into generated/partner/types.ts), so a
 * change of the spec that the read side does not follow fails to type-check here. The formatting
 * rules of interface "Evaluation result": dates MM/DD/YYYY, `yearsOfAttendance` sorted distinct
 * integers, `programDurationYears` and `yearOfAdmission` a number or the source string or null.
 */
type Schemas = components['schemas'];

export type EvaluationCandidateView = Schemas['evaluation_candidate'];
type EvaluationInstitutionView = Schemas['evaluation_institution'];
type EvaluationQualificationView = Schemas['evaluation_qualification'];
/** Progress only, whatever the status (the rows of the combined equivalency, decision "Interface slips"). */
type RowSummaryView = Schemas['evaluation_row_summary'];
type EvaluationRowView = Schemas['evaluation_row'];
export type EvaluationView = Schemas['evaluation_result'];
export type CombinedView = Schemas['combined_evaluation'];

// ---------------------------------------------------------------------------------------------
// Formatting

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function monthOf(name: string): number | null {
  const n = name.toLowerCase().replace(/\.$/, '');
  if (n.length < 3) return null;
  const i = MONTHS.findIndex((m) => m.startsWith(n));
  return i === -1 ? null : i + 1;
}

function us(y: number, m: number, d: number): string | null {
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return null;
  if (d > new Date(Date.UTC(y, m, 0)).getUTCDate()) return null;
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}

/**
 * A stored date as MM/DD/YYYY (interface "Evaluation credential": "date format MM/DD/YYYY"), or
 * null when it is not a whole calendar date. Extraction stores ISO `YYYY-MM-DD`; a hand-entered
 * date may also be MM/DD/YYYY, `12 September 2019` or `September 12, 2019`. A year or month alone
 * is not a date: null rather than an invented day.
 */
export function toUsDate(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(s);
  if (m) return us(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) return us(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+\.?),?\s+(\d{4})$/.exec(s);
  if (m) {
    const month = monthOf(m[2]!);
    return month === null ? null : us(Number(m[3]), month, Number(m[1]));
  }
  m = /^([A-Za-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(s);
  if (m) {
    const month = monthOf(m[1]!);
    return month === null ? null : us(Number(m[3]), month, Number(m[2]));
  }
  return null;
}

/**
 * "number, or source string when not numeric, or null": `4`, `4.5`, `4 years`, `3 yrs` → the
 * number; anything else (`four years`, `2 semesters`) → the source text as stored.
 */
export function numberOrSource(value: number | string | null | undefined): number | string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const s = value.trim();
  if (s === '') return null;
  const m = /^(\d+(?:\.\d+)?)(?:\s*(?:years?|yrs?\.?))?$/i.exec(s);
  return m ? Number(m[1]) : s;
}

/** The longest span of attendance read from admission to completion; a wider one is not trusted. */
const MAX_SPAN_YEARS = 15;

function isYear(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1000 && n <= 9999;
}

/**
 * The years of attendance, sorted and distinct (interface: "array of integer, unique"): every
 * year from admission to completion (when both are known and 0..15 years apart) and every year a
 * course names. Empty when unavailable.
 */
export function yearsOfAttendance(data: Pick<StoredExtraction, 'qualification' | 'courses'> | null): number[] {
  if (data === null) return [];
  const years = new Set<number>();
  const { yearOfAdmission: from, yearOfCompletion: to } = data.qualification;
  if (isYear(from) && isYear(to) && to >= from && to - from <= MAX_SPAN_YEARS) for (let y = from; y <= to; y += 1) years.add(y);
  else {
    if (isYear(from)) years.add(from);
    if (isYear(to)) years.add(to);
  }
  for (const c of data.courses) if (isYear(c.year)) years.add(c.year);
  return [...years].sort((a, b) => a - b);
}

/** The year a credential was awarded (dateOfIssue, else yearOfCompletion), for ordering. */
export function awardYear(data: StoredExtraction | null): number | null {
  if (data === null) return null;
  const date = toUsDate(data.qualification.dateOfIssue);
  if (date !== null) return Number(date.slice(6));
  return isYear(data.qualification.yearOfCompletion) ? data.qualification.yearOfCompletion : null;
}

export function candidateView(data: StoredExtraction | null): EvaluationCandidateView {
  return { fullName: data?.candidate.fullName ?? null, dateOfBirth: toUsDate(data?.candidate.dateOfBirth) };
}

export function institutionView(data: StoredExtraction | null): EvaluationInstitutionView {
  return { name: data?.institution.name ?? null, country: data?.institution.country ?? null };
}

export function qualificationView(data: StoredExtraction | null): EvaluationQualificationView {
  const q = data?.qualification;
  return {
    name: q?.name ?? null,
    educationLevel: q?.level ?? null,
    program: q?.program ?? null,
    programDurationYears: numberOrSource(q?.programDuration),
    yearOfAdmission: numberOrSource(q?.yearOfAdmission),
    yearsOfAttendance: yearsOfAttendance(data),
    dateOfAward: toUsDate(q?.dateOfIssue),
  };
}

/** What a row view needs of an evaluation. */
export interface RowSource {
  id: string;
  status: EvaluationStatus;
  completedAt: Date | null;
  output: EvaluationOutput | null;
}

/** Progress only: completedAt is null unless completed (interface "Evaluation row, unfinished"). */
export function unfinishedRow(e: RowSource, target: TargetInstituteRef | null): RowSummaryView {
  return {
    evaluationId: e.id,
    status: e.status,
    completedAt: e.status === 'completed' && e.completedAt !== null ? e.completedAt.toISOString() : null,
    targetInstitute: target,
  };
}

/**
 * The row in the shape of its status: a completed one with its output, anything else progress
 * only (a reopened evaluation keeps its output stored but "hidden until it is completed again").
 */
export function evaluationRow(e: RowSource, target: TargetInstituteRef | null): EvaluationRowView {
  // A completed row without its output is shown as processing; an unfinished row has no completedAt.
  if (e.status !== 'completed' || e.output === null) {
    return { evaluationId: e.id, status: e.status === 'completed' ? 'processing' : e.status, completedAt: null, targetInstitute: target };
  }
  return {
    evaluationId: e.id,
    status: 'completed',
    completedAt: e.completedAt === null ? null : e.completedAt.toISOString(),
    targetInstitute: target,
    equivalency: e.output.equivalency,
    courses: e.output.courses,
    note: e.output.note,
  };
}
