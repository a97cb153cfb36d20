/**
 * An evaluation drafted from extraction (docs/grading-scales.md, "Drafts"): the credential's
 * extracted courses carried over with their original grades and credits, each converted to a US
 * grade, grade points and semester credits through the grading-scale table of the credential's
 * country (or one the operator names), retaken and non-gradable rows marked, and the weighted and
 * unweighted GPA computed. The operator edits any value and completes; what changed from the
 * draft is recorded with the completion (`draftChanges`).
 */
import type { StoredCourse, StoredExtraction } from '../results/stored';
import { ValidationError } from '../errors';
import {
  convertGrade,
  GRADING_SCALES,
  gradingScale,
  readableShare,
  scalesOfCountry,
  toSemesterCredits,
  type ConversionKind,
  type CreditUnitKind,
  type GradingScale,
} from '../grading';
import type { EvaluatedCourse, EvaluationOutput } from './types';

export interface DraftCourseSource {
  /** The extraction's course id (also the drafted course's courseId). */
  courseId: string;
  courseNumber: string | null;
  term: string | null;
  originalGrade: string | null;
  originalCredits: number | null;
  marksScored: number | null;
  maximumMarks: number | null;
  conversion: ConversionKind | 'retaken';
}

export interface EvaluationDraft {
  /** The table used; null when none applies (no country, or no table reads the grades): courses then carry no US grades. */
  scale: { id: string; name: string; sources: { title: string; url: string }[] } | null;
  /** How the original credits were read (converted to semester credits). */
  creditUnit: CreditUnitKind | null;
  /** The completeEvaluation body the draft proposes (usEquivalency and the texts are the operator's). */
  output: EvaluationOutput;
  /** Per drafted course, in the same order: what it was converted from. */
  sources: DraftCourseSource[];
}

/** The share of grades a table must read to be chosen for a credential of unknown country. */
const UNKNOWN_COUNTRY_SHARE = 0.9;

function gradeOf(c: StoredCourse): string | null {
  return c.grade ?? c.alternateGrade ?? c.passStatus ?? null;
}

/**
 * The table for the credential: the one the operator names; else, among the tables of the
 * extracted country, the one that reads most of the grades (at least one); with no country, a table
 * only when exactly one reads nearly all of them (an honest null otherwise: letter grades alone do
 * not tell a US transcript from a Thai one).
 */
export function chooseScale(data: StoredExtraction, scaleId?: string | null): GradingScale | null {
  if (scaleId) {
    const named = gradingScale(scaleId);
    if (named === null) throw new ValidationError(`Unknown grading scale ${scaleId}`, [{ path: 'scaleId', message: `must be one of ${[...GRADING_SCALES.keys()].join(', ')}` }]);
    return named;
  }
  const grades = data.courses.map((c) => gradeOf(c) ?? (c.marksScored !== null ? String(c.marksScored) : null));
  const rank = (tables: GradingScale[]) => tables.map((t) => ({ t, share: readableShare(t, grades) })).sort((a, b) => b.share - a.share);
  if (data.institution.countryCode !== null) {
    const ranked = rank(scalesOfCountry(data.institution.countryCode));
    return ranked.length > 0 && ranked[0]!.share > 0 ? ranked[0]!.t : null;
  }
  const ranked = rank([...GRADING_SCALES.values()]);
  const top = ranked[0];
  if (!top || top.share < UNKNOWN_COUNTRY_SHARE) return null;
  return ranked.filter((r) => r.share === top.share).length === 1 ? top.t : null;
}

function courseKey(c: StoredCourse): string | null {
  const k = (c.courseNumber ?? c.courseName ?? '').toUpperCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return k === '' ? null : k;
}

const gpaText = (v: number | null) => (v === null ? null : v.toFixed(2));

export function draftEvaluation(data: StoredExtraction, scaleId?: string | null): EvaluationDraft {
  const scale = chooseScale(data, scaleId);
  // A course printed again later (a repeat or improvement attempt) supersedes the earlier
  // attempts: those are marked retaken and left out of credits and GPA.
  const lastIndexOf = new Map<string, number>();
  data.courses.forEach((c, i) => {
    const k = courseKey(c);
    if (k !== null) lastIndexOf.set(k, i);
  });
  const courses: EvaluatedCourse[] = [];
  const sources: DraftCourseSource[] = [];
  data.courses.forEach((c, i) => {
    const k = courseKey(c);
    const retaken = k !== null && lastIndexOf.get(k) !== i;
    const conv = scale === null ? null : convertGrade(scale, gradeOf(c), { scored: c.marksScored, maximum: c.maximumMarks });
    const kind: ConversionKind | 'retaken' = retaken ? 'retaken' : (conv?.kind ?? 'unreadable');
    const credit = scale !== null && c.credit !== null ? toSemesterCredits(c.credit, scale.creditUnit) : null;
    const nonGradable = conv !== null && (conv.kind === 'passed' || conv.kind === 'failed' || conv.kind === 'not-counted');
    courses.push({
      courseId: c.id,
      courseName: c.courseName,
      grade: conv?.kind === 'graded' ? conv.usGrade : conv?.kind === 'passed' ? 'P' : conv?.kind === 'failed' ? 'F' : conv?.kind === 'not-counted' ? 'W' : null,
      point: conv?.kind === 'graded' ? conv.points : null,
      credit: conv?.kind === 'not-counted' || conv?.kind === 'failed' ? 0 : credit,
      isRetaken: retaken,
      isNonGradable: nonGradable,
      isExcluded: retaken || nonGradable || conv === null || conv.kind === 'unreadable',
    });
    sources.push({
      courseId: c.id,
      courseNumber: c.courseNumber,
      term: c.term ?? c.session ?? (c.year !== null ? String(c.year) : null),
      originalGrade: gradeOf(c),
      originalCredits: c.credit,
      marksScored: c.marksScored,
      maximumMarks: c.maximumMarks,
      conversion: kind,
    });
  });

  const counted = courses.filter((c) => !c.isExcluded && c.point !== null);
  const withCredit = counted.filter((c) => c.credit !== null && c.credit > 0);
  const weightedCredits = withCredit.reduce((s, c) => s + c.credit!, 0);
  const weighted = weightedCredits > 0 ? withCredit.reduce((s, c) => s + c.point! * c.credit!, 0) / weightedCredits : null;
  const unweighted = counted.length > 0 ? counted.reduce((s, c) => s + c.point!, 0) / counted.length : null;
  // Credits earned: passing graded rows and rows passed without a grade; never a retaken attempt.
  const earned = courses.filter((c, i) => !c.isRetaken && c.credit !== null && (sources[i]!.conversion === 'passed' || (c.point !== null && c.grade !== 'F')));
  const totalCredits = earned.length > 0 ? Math.round(earned.reduce((s, c) => s + c.credit!, 0) * 100) / 100 : null;

  return {
    scale: scale === null ? null : { id: scale.id, name: scale.name, sources: scale.sources },
    creditUnit: scale?.creditUnit ?? null,
    output: {
      equivalency: {
        usEquivalency: null,
        statement: null,
        fieldOfStudy: data.qualification.program ?? data.qualification.majorOrSpecialization ?? null,
        evaluatedAs: null,
        gpa: { weighted: gpaText(weighted), unweighted: gpaText(unweighted) },
        totalCredits,
        creditUnit: 'Semester Credits',
        disclaimer: null,
      },
      courses,
      note: scale === null ? null : `Grades converted with the ${scale.name} table; credits as ${scale.creditUnit} converted to US semester credits.`,
    },
    sources,
  };
}

/** One value the operator changed from the draft, recorded with the completion. */
export interface DraftChange {
  /** `equivalency.gpa.weighted`, `courses[<courseId>].grade`, `courses[<courseId>]` (added or removed) … */
  path: string;
  draft: string | number | boolean | null;
  final: string | number | boolean | null;
}

/** What the completed output changed from the draft: equivalency fields, each course's fields, and courses added or removed. */
export function draftChanges(draft: EvaluationOutput, final: EvaluationOutput): DraftChange[] {
  const changes: DraftChange[] = [];
  const eqKeys = ['usEquivalency', 'statement', 'fieldOfStudy', 'evaluatedAs', 'totalCredits', 'creditUnit', 'disclaimer'] as const;
  for (const k of eqKeys) if (draft.equivalency[k] !== final.equivalency[k]) changes.push({ path: `equivalency.${k}`, draft: draft.equivalency[k], final: final.equivalency[k] });
  for (const k of ['weighted', 'unweighted'] as const) if (draft.equivalency.gpa[k] !== final.equivalency.gpa[k]) changes.push({ path: `equivalency.gpa.${k}`, draft: draft.equivalency.gpa[k], final: final.equivalency.gpa[k] });
  const finals = new Map(final.courses.map((c) => [c.courseId, c]));
  const fields = ['courseName', 'grade', 'point', 'credit', 'isRetaken', 'isNonGradable', 'isExcluded'] as const;
  for (const d of draft.courses) {
    const f = finals.get(d.courseId);
    if (f === undefined) {
      changes.push({ path: `courses[${d.courseId}]`, draft: d.courseName ?? d.courseId, final: null });
      continue;
    }
    for (const k of fields) if (d[k] !== f[k]) changes.push({ path: `courses[${d.courseId}].${k}`, draft: d[k], final: f[k] });
  }
  const drafted = new Set(draft.courses.map((c) => c.courseId));
  for (const f of final.courses) if (!drafted.has(f.courseId)) changes.push({ path: `courses[${f.courseId}]`, draft: null, final: f.courseName ?? f.courseId });
  if (draft.note !== final.note) changes.push({ path: 'note', draft: draft.note, final: final.note });
  return changes;
}
