import type { Context } from 'koa';
import type { ErrorDetail } from '../../domain/errors';
import type { EvaluationOutput } from '../../domain/evaluations';
import type { HandEnteredCredentialInput } from '../../domain/cases/operatorCases';
import { HttpError } from '../httpError';

/*
 * HTML forms of the operator UI: reading an urlencoded body, and turning the fields into the
 * bodies the domain functions take. Nothing is validated here beyond the shape of a form (empty
 * fields become null, numbers that parse become numbers): the rules, and their messages, are the
 * domain's. Field names are the domain's error paths (`equivalency.gpa.weighted`,
 * `courses[2].credit`), so each error is shown next to its field.
 */

export type FormValues = Record<string, string>;

const FORM_LIMIT_BYTES = 1024 * 1024;

/** The urlencoded body of a POST (bounded); the first value of each name. */
export async function readForm(ctx: Context): Promise<FormValues> {
  if (!ctx.is('application/x-www-form-urlencoded')) {
    const declared = Number(ctx.get('content-length') || 0);
    if (declared === 0 && !ctx.get('content-type')) return {};
    throw new HttpError(415, 'Forms are sent as application/x-www-form-urlencoded');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > FORM_LIMIT_BYTES) throw new HttpError(413, `Form larger than ${FORM_LIMIT_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  const values: FormValues = {};
  for (const [k, v] of new URLSearchParams(Buffer.concat(chunks).toString('utf8'))) if (!(k in values)) values[k] = v;
  return values;
}

/** Errors by field name, from a domain ValidationError's details. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(details: readonly ErrorDetail[] | undefined, remap: (path: string) => string = (p) => p): FieldErrors {
  const out: FieldErrors = {};
  for (const d of details ?? []) {
    const name = remap(d.path);
    (out[name] ??= []).push(d.message);
  }
  return out;
}

const blank = (v: string | undefined): boolean => v === undefined || v.trim() === '';
const textOrNull = (v: string | undefined): string | null => (blank(v) ? null : v!);
/** A number if the field holds one; the text as typed otherwise, for the domain to reject with its message. */
function numberOrText(v: string | undefined): number | string | null {
  if (blank(v)) return null;
  const n = Number(v!.trim());
  return Number.isFinite(n) ? n : v!;
}
const checked = (v: string | undefined): boolean => v !== undefined && v !== '';

/** How many repeated rows a form has: its `rows` field, within bounds. */
export function rowCount(values: FormValues, fallback: number, max: number): number {
  const n = Number(values.rows);
  return Number.isSafeInteger(n) && n >= 0 ? Math.min(n, max) : fallback;
}

// ---------------------------------------------------------------------------------------------
// Evaluation output

export const COURSE_TEXT_FIELDS = ['courseId', 'courseName', 'grade', 'point', 'credit'] as const;
export const COURSE_FLAGS = ['isRetaken', 'isNonGradable', 'isExcluded'] as const;
export const MAX_FORM_ROWS = 1000;

/**
 * The completeEvaluation body from the form; rows left empty are skipped. `rowOf[i]` is the form
 * row of `courses[i]`, to put the domain's `courses[i]` errors on the right row.
 */
export function evaluationBodyFromForm(values: FormValues): { body: unknown; rowOf: number[] } {
  const rows = rowCount(values, 0, MAX_FORM_ROWS);
  const courses: Record<string, unknown>[] = [];
  const rowOf: number[] = [];
  for (let i = 0; i < rows; i++) {
    const at = (f: string) => values[`courses[${i}].${f}`];
    if (COURSE_TEXT_FIELDS.every((f) => blank(at(f))) && COURSE_FLAGS.every((f) => !checked(at(f)))) continue;
    const course: Record<string, unknown> = {
      courseName: textOrNull(at('courseName')),
      grade: textOrNull(at('grade')),
      point: numberOrText(at('point')),
      credit: numberOrText(at('credit')),
      isRetaken: checked(at('isRetaken')),
      isNonGradable: checked(at('isNonGradable')),
      isExcluded: checked(at('isExcluded')),
    };
    if (!blank(at('courseId'))) course.courseId = at('courseId')!.trim();
    courses.push(course);
    rowOf.push(i);
  }
  const creditUnit = values['equivalency.creditUnit'];
  const equivalency: Record<string, unknown> = {
    usEquivalency: textOrNull(values['equivalency.usEquivalency']),
    statement: textOrNull(values['equivalency.statement']),
    fieldOfStudy: textOrNull(values['equivalency.fieldOfStudy']),
    evaluatedAs: textOrNull(values['equivalency.evaluatedAs']),
    gpa: { weighted: textOrNull(values['equivalency.gpa.weighted'])?.trim() ?? null, unweighted: textOrNull(values['equivalency.gpa.unweighted'])?.trim() ?? null },
    totalCredits: numberOrText(values['equivalency.totalCredits']),
    disclaimer: textOrNull(values['equivalency.disclaimer']),
  };
  if (!blank(creditUnit)) equivalency.creditUnit = creditUnit;
  return { body: { equivalency, courses, note: textOrNull(values.note) }, rowOf };
}

/** Maps `courses[i]...` of the body back to the form row. */
export function remapRows(prefix: string, rowOf: readonly number[]): (path: string) => string {
  const re = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[(\\d+)\\]`);
  return (path) => path.replace(re, (_m, i: string) => `${prefix}[${rowOf[Number(i)] ?? i}]`);
}

/** A stored output as form values (to correct a reopened evaluation). */
export function formFromOutput(o: EvaluationOutput | null): FormValues {
  const v: FormValues = {};
  if (o === null) return v;
  const e = o.equivalency;
  const put = (k: string, x: string | number | null) => {
    if (x !== null) v[k] = String(x);
  };
  put('equivalency.usEquivalency', e.usEquivalency);
  put('equivalency.statement', e.statement);
  put('equivalency.fieldOfStudy', e.fieldOfStudy);
  put('equivalency.evaluatedAs', e.evaluatedAs);
  put('equivalency.gpa.weighted', e.gpa.weighted);
  put('equivalency.gpa.unweighted', e.gpa.unweighted);
  put('equivalency.totalCredits', e.totalCredits);
  put('equivalency.creditUnit', e.creditUnit);
  put('equivalency.disclaimer', e.disclaimer);
  put('note', o.note);
  o.courses.forEach((c, i) => {
    put(`courses[${i}].courseId`, c.courseId);
    put(`courses[${i}].courseName`, c.courseName);
    put(`courses[${i}].grade`, c.grade);
    put(`courses[${i}].point`, c.point);
    put(`courses[${i}].credit`, c.credit);
    for (const f of COURSE_FLAGS) if (c[f]) v[`courses[${i}].${f}`] = 'on';
  });
  v.rows = String(o.courses.length);
  return v;
}

// ---------------------------------------------------------------------------------------------
// A credential entered by hand

export const HAND_FIELDS = {
  candidate: ['fullName', 'firstName', 'lastName', 'dateOfBirth'],
  institution: ['name', 'country', 'countryCode', 'state', 'stateCode'],
  qualification: ['name', 'level', 'program', 'majorOrSpecialization', 'status', 'registrationNumber', 'programDuration', 'dateOfIssue', 'cgpa', 'totalCreditsOrMarks'],
} as const;
export const HAND_YEARS = ['yearOfAdmission', 'yearOfCompletion'] as const;

/** The text of each field of a section that was filled in, trimmed; fields left empty are omitted (they read null). */
function filled<F extends string>(values: FormValues, section: string, fields: readonly F[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const f of fields) {
    const v = values[`${section}.${f}`]?.trim();
    if (v !== undefined && v !== '') out[f] = v;
  }
  return out;
}

/** A year field as a number; one that does not parse reads NaN, which the domain's year rule refuses with its message. */
function yearOf(v: string | undefined): number | undefined {
  const t = v?.trim();
  return t === undefined || t === '' ? undefined : Number(t);
}

/**
 * The addHandEnteredCredential input from the form. The credential type is the select's value as
 * sent: the domain refuses one that is not a credential type, with the message shown on the field.
 */
export function handCredentialFromForm(values: FormValues): HandEnteredCredentialInput {
  return {
    credentialType: values.credentialType as HandEnteredCredentialInput['credentialType'],
    candidate: filled(values, 'candidate', HAND_FIELDS.candidate),
    institution: filled(values, 'institution', HAND_FIELDS.institution),
    qualification: {
      ...filled(values, 'qualification', HAND_FIELDS.qualification),
      yearOfAdmission: yearOf(values['qualification.yearOfAdmission']),
      yearOfCompletion: yearOf(values['qualification.yearOfCompletion']),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Combined statements written by hand

/** The writeCombined body; empty boxes are skipped. */
export function statementsFromForm(values: FormValues): { body: { statements: string[] }; rowOf: number[] } {
  const rows = rowCount(values, 0, MAX_FORM_ROWS);
  const statements: string[] = [];
  const rowOf: number[] = [];
  for (let i = 0; i < rows; i++) {
    const s = values[`statements[${i}]`];
    if (blank(s)) continue;
    statements.push(s!);
    rowOf.push(i);
  }
  return { body: { statements }, rowOf };
}

/** The completion form filled from a draft, with each course's original grade and credits kept beside it (read-only, not posted to the domain). */
export function draftFormValues(draft: { output: EvaluationOutput; sources: { originalGrade: string | null; originalCredits: number | null }[]; scale: { id: string; name: string } | null }): FormValues {
  const v = formFromOutput(draft.output);
  draft.sources.forEach((src, i) => {
    if (src.originalGrade !== null) v[`courses[${i}].originalGrade`] = src.originalGrade;
    if (src.originalCredits !== null) v[`courses[${i}].originalCredits`] = String(src.originalCredits);
  });
  if (draft.scale !== null) v.draftScale = draft.scale.name;
  return v;
}
