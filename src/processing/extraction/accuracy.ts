/**
 * Field-level comparison of an extraction against ground truth, for tests and the benchmark.
 * Strings are compared after normalizing case, blanks and typographic quotes; values that both
 * read as numbers are compared numerically ("120.0" = 120); null only matches null (so an
 * invented value where the truth is null counts as wrong, decision "Extraction field types").
 */
import type { ExtractedCourse, ExtractionResult } from '../types';

export const SCALAR_FIELDS = [
  'languageCode',
  'language',
  'candidate.fullName',
  'candidate.firstName',
  'candidate.lastName',
  'candidate.dateOfBirth',
  'institution.name',
  'institution.country',
  'institution.countryCode',
  'institution.state',
  'institution.stateCode',
  'qualification.registrationNumber',
  'qualification.name',
  'qualification.level',
  'qualification.program',
  'qualification.majorOrSpecialization',
  'qualification.status',
  'qualification.yearOfAdmission',
  'qualification.yearOfCompletion',
  'qualification.programDuration',
  'qualification.dateOfIssue',
  'qualification.cgpa',
  'qualification.totalCreditsOrMarks',
] as const;

export const COURSE_FIELDS: ReadonlyArray<keyof ExtractedCourse> = [
  'courseNumber',
  'courseName',
  'credit',
  'grade',
  'alternateGrade',
  'marksScored',
  'maximumMarks',
  'passStatus',
  'term',
  'session',
  'year',
];

export type ScalarField = (typeof SCALAR_FIELDS)[number];

const normText = (v: string) =>
  v
    .normalize('NFC')
    .replace(/[’`´]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const asNumber = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^[-+]?\d+(?:\.\d+)?$/.test(v.trim())) return Number(v.trim());
  return null;
};

/** Whether two field values match (see the module comment). */
export function valuesMatch(expected: unknown, actual: unknown): boolean {
  if (expected === null || expected === undefined) return actual === null || actual === undefined;
  if (actual === null || actual === undefined) return false;
  const ne = asNumber(expected);
  const na = asNumber(actual);
  if (ne !== null && na !== null) return Math.abs(ne - na) < 1e-9;
  return normText(String(expected)) === normText(String(actual));
}

function get(obj: ExtractionResult, path: ScalarField): unknown {
  const [a, b] = path.split('.') as [keyof ExtractionResult, string | undefined];
  const top = obj[a] as unknown;
  if (b === undefined) return top;
  return top && typeof top === 'object' ? (top as Record<string, unknown>)[b] : undefined;
}

export interface FieldTally {
  correct: number;
  total: number;
}

export interface ExtractionComparison {
  /** Per scalar field: whether it matches. */
  fields: Record<ScalarField, boolean>;
  courses: {
    expected: number;
    actual: number;
    /** Expected courses paired with an extracted one. */
    matched: number;
    /** Per course field over the expected courses (a missing course counts wrong on every field). */
    fields: Record<string, FieldTally>;
    /** Per expected course (in order): per field match, or null when the course was not found. */
    rows: Array<Record<string, boolean> | null>;
  };
  /** Every compared value: scalar fields, course fields of expected courses, and extra courses. */
  correct: number;
  total: number;
  accuracy: number;
  /** The same over values whose truth is not null (what was there to find). */
  nonNull: FieldTally & { accuracy: number };
}

const key = (s: string | null) => (s ? s.replace(/\s+/g, '').toLowerCase() : '');

/** Pair expected and extracted courses: by course number, then by name, then in order. */
function pairCourses(expected: ExtractedCourse[], actual: ExtractedCourse[]): Array<number | null> {
  const used = new Set<number>();
  const pairs: Array<number | null> = expected.map(() => null);
  const tryPair = (pred: (e: ExtractedCourse, a: ExtractedCourse) => boolean) => {
    expected.forEach((e, i) => {
      if (pairs[i] !== null) return;
      const j = actual.findIndex((a, k) => !used.has(k) && pred(e, a));
      if (j >= 0) {
        pairs[i] = j;
        used.add(j);
      }
    });
  };
  tryPair((e, a) => !!e.courseNumber && key(e.courseNumber) === key(a.courseNumber) && (!e.courseName || key(e.courseName) === key(a.courseName)));
  tryPair((e, a) => !!e.courseNumber && key(e.courseNumber) === key(a.courseNumber));
  tryPair((e, a) => !!e.courseName && key(e.courseName) === key(a.courseName));
  // Remaining: the next unused extracted course in order.
  expected.forEach((_, i) => {
    if (pairs[i] !== null) return;
    const prev = [...pairs.slice(0, i)].reverse().find((p) => p !== null);
    const start = prev === undefined || prev === null ? 0 : prev + 1;
    for (let k = start; k < actual.length; k++) {
      if (!used.has(k)) {
        pairs[i] = k;
        used.add(k);
        return;
      }
    }
  });
  return pairs;
}

/** Compare an extraction with its ground truth, field by field. */
export function compareExtraction(expected: ExtractionResult, actual: ExtractionResult): ExtractionComparison {
  let correct = 0;
  let total = 0;
  let nnCorrect = 0;
  let nnTotal = 0;
  const count = (ok: boolean, truth: unknown) => {
    total++;
    if (ok) correct++;
    if (truth !== null && truth !== undefined) {
      nnTotal++;
      if (ok) nnCorrect++;
    }
  };
  const fields = {} as Record<ScalarField, boolean>;
  for (const f of SCALAR_FIELDS) {
    const e = get(expected, f);
    const ok = valuesMatch(e, get(actual, f));
    fields[f] = ok;
    count(ok, e);
  }
  const exp = expected.courses ?? [];
  const act = actual.courses ?? [];
  const pairs = pairCourses(exp, act);
  const courseFields: Record<string, FieldTally> = Object.fromEntries(COURSE_FIELDS.map((f) => [f, { correct: 0, total: 0 }]));
  const rows: Array<Record<string, boolean> | null> = [];
  exp.forEach((e, i) => {
    const j = pairs[i];
    const a = j === null ? null : act[j];
    const row: Record<string, boolean> = {};
    for (const f of COURSE_FIELDS) {
      const ok = a ? valuesMatch(e[f], a[f]) : false;
      row[f] = ok;
      courseFields[f].total++;
      if (ok) courseFields[f].correct++;
      count(ok, e[f]);
    }
    rows.push(a ? row : null);
  });
  // Extracted courses that match nothing expected: each counts as one wrong value.
  const extra = act.length - pairs.filter((p) => p !== null).length;
  for (let k = 0; k < extra; k++) count(false, 'extra');
  return {
    fields,
    courses: { expected: exp.length, actual: act.length, matched: pairs.filter((p) => p !== null).length, fields: courseFields, rows },
    correct,
    total,
    accuracy: total ? correct / total : 1,
    nonNull: { correct: nnCorrect, total: nnTotal, accuracy: nnTotal ? nnCorrect / nnTotal : 1 },
  };
}

/** Sum several comparisons into per-field tallies and overall figures (for reports). */
export function summarize(comparisons: ExtractionComparison[]): {
  fields: Record<string, FieldTally>;
  correct: number;
  total: number;
  accuracy: number;
  nonNull: FieldTally & { accuracy: number };
} {
  const fields: Record<string, FieldTally> = {};
  let correct = 0, total = 0, nnc = 0, nnt = 0;
  for (const c of comparisons) {
    for (const [f, ok] of Object.entries(c.fields)) {
      const t = (fields[f] ??= { correct: 0, total: 0 });
      t.total++;
      if (ok) t.correct++;
    }
    for (const [f, t] of Object.entries(c.courses.fields)) {
      const acc = (fields[`courses.${f}`] ??= { correct: 0, total: 0 });
      acc.correct += t.correct;
      acc.total += t.total;
    }
    correct += c.correct;
    total += c.total;
    nnc += c.nonNull.correct;
    nnt += c.nonNull.total;
  }
  return { fields, correct, total, accuracy: total ? correct / total : 1, nonNull: { correct: nnc, total: nnt, accuracy: nnt ? nnc / nnt : 1 } };
}
