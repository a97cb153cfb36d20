import type { ErrorDetail } from '../errors';
import { ValidationError } from '../errors';
import { newId } from '../ids';
import type { OperatorSchemas } from '../spec';
import { CREDIT_UNITS, type CreditUnit, type EvaluatedCourse, type EvaluationOutput } from './types';

/*
 * Validation of what operators send (bodies of completeEvaluation, target institutes and
 * writeCombined). The limits are those of the partner models (spec/partner/resources/evaluation/
 * models), so whatever an operator completes can be served to partners as it is. Every problem is
 * reported at once in `details` (decision "Errors").
 *
 * Through the operator API the spec has checked these shapes already, and what is left here are
 * the rules (trimmed text, blank as null, generated and unique course ids, the `**` disclaimer
 * after trimming). The operator UI's forms reach the use-cases without the spec's validator: for
 * them these checks are the shape check, and their messages are the field errors the UI shows.
 */

type EvaluationComplete = OperatorSchemas['evaluation_complete'];

/**
 * The field names of a spec body, listed once as an object with every field of the spec's type:
 * a field the spec adds or removes fails tsc here, so the unknown-field check follows the spec.
 */
function fieldsOf<T>(fields: { [K in keyof Required<T>]: true }): readonly string[] {
  return Object.keys(fields);
}

const OUTPUT_FIELDS = fieldsOf<EvaluationComplete>({ equivalency: true, courses: true, note: true });
const EQUIVALENCY_FIELDS = fieldsOf<EvaluationComplete['equivalency']>({
  usEquivalency: true,
  statement: true,
  fieldOfStudy: true,
  evaluatedAs: true,
  gpa: true,
  totalCredits: true,
  creditUnit: true,
  disclaimer: true,
});
const GPA_FIELDS = fieldsOf<NonNullable<EvaluationComplete['equivalency']['gpa']>>({ weighted: true, unweighted: true });
const COURSE_FIELDS = fieldsOf<NonNullable<EvaluationComplete['courses']>[number]>({
  courseId: true,
  courseName: true,
  grade: true,
  point: true,
  credit: true,
  isRetaken: true,
  isNonGradable: true,
  isExcluded: true,
});
const TARGET_FIELDS = fieldsOf<OperatorSchemas['target_institute_input']>({ name: true });
const STATEMENTS_FIELDS = fieldsOf<OperatorSchemas['combined_write']>({ statements: true });

const GPA = /^-?[0-9]+(\.[0-9]+)?$/;
const COURSE_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_COURSES = 1000;
export const MAX_STATEMENTS = 100;

class Collector {
  readonly details: ErrorDetail[] = [];
  add(path: string, message: string): void {
    this.details.push({ path, message });
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function unknownKeys(c: Collector, obj: Record<string, unknown>, allowed: readonly string[], at: string): void {
  for (const k of Object.keys(obj)) if (!allowed.includes(k)) c.add(at === '' ? k : `${at}.${k}`, 'is not a known property');
}

/** A string of at most `max` characters, or null; absent → null. Blank text is stored as null. */
function optionalText(c: Collector, v: unknown, path: string, max: number): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') {
    c.add(path, 'must be a string or null');
    return null;
  }
  const t = v.trim();
  if ([...t].length > max) c.add(path, `must be at most ${max} characters`);
  return t === '' ? null : t;
}

function optionalNumber(c: Collector, v: unknown, path: string, min?: number): number | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isFinite(v)) {
    c.add(path, 'must be a finite number or null');
    return null;
  }
  if (min !== undefined && v < min) c.add(path, `must be at least ${min}`);
  return v;
}

function optionalFlag(c: Collector, v: unknown, path: string): boolean {
  if (v === undefined) return false;
  if (typeof v !== 'boolean') {
    c.add(path, 'must be a boolean');
    return false;
  }
  return v;
}

function gpaValue(c: Collector, v: unknown, path: string): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || v.length > 20 || !GPA.test(v)) {
    c.add(path, 'must be a decimal number written as a string (e.g. "3.65", at most 20 characters) or null');
    return null;
  }
  return v;
}

function course(c: Collector, v: unknown, path: string): EvaluatedCourse | null {
  if (!isObject(v)) {
    c.add(path, 'must be an object');
    return null;
  }
  unknownKeys(c, v, COURSE_FIELDS, path);
  let courseId: string;
  if (v.courseId === undefined || v.courseId === null) courseId = newId();
  else if (typeof v.courseId !== 'string' || !COURSE_ID.test(v.courseId)) {
    c.add(`${path}.courseId`, 'must be 1 to 64 letters, digits, "_" or "-"');
    courseId = '';
  } else courseId = v.courseId;
  return {
    courseId,
    courseName: optionalText(c, v.courseName, `${path}.courseName`, 500),
    grade: optionalText(c, v.grade, `${path}.grade`, 50),
    point: optionalNumber(c, v.point, `${path}.point`, 0),
    credit: optionalNumber(c, v.credit, `${path}.credit`, 0),
    isRetaken: optionalFlag(c, v.isRetaken, `${path}.isRetaken`),
    isNonGradable: optionalFlag(c, v.isNonGradable, `${path}.isNonGradable`),
    isExcluded: optionalFlag(c, v.isExcluded, `${path}.isExcluded`),
  };
}

/**
 * Body of completeEvaluation. Required: `equivalency` and `equivalency.creditUnit`. Every other
 * field may be omitted and then reads null (`gpa` {null, null}, `courses` [], a course's flags
 * false, a course without `courseId` gets a generated 24-hex one). Limits: strings as the partner
 * Equivalency/EvaluatedCourse models (usEquivalency, fieldOfStudy, evaluatedAs 500; statement
 * 10000; disclaimer 5000; courseName 500; grade 50; note 10000), at most 1000 courses, numbers
 * finite (totalCredits, point, credit >= 0).
 *
 * The body of completeEvaluation as the output to store: `equivalency` with `creditUnit` (`Carnegie Units` or `Semester
 * Credits`) required; GPA values decimal strings; `disclaimer` null or starting with `**`
 * (interface "Equivalency": "organization-specific text prefixed with `**`"); courses with unique
 * ids. Anything else → ValidationError (400) listing every problem.
 */
export function validateEvaluationOutput(body: unknown): EvaluationOutput {
  const c = new Collector();
  if (!isObject(body)) throw new ValidationError('The body must be a JSON object {equivalency, courses, note}', [{ path: '', message: 'must be an object' }]);
  unknownKeys(c, body, OUTPUT_FIELDS, '');
  const e = body.equivalency;
  let equivalency: EvaluationOutput['equivalency'] | null = null;
  if (!isObject(e)) c.add('equivalency', 'is required and must be an object');
  else {
    unknownKeys(c, e, EQUIVALENCY_FIELDS, 'equivalency');
    let gpa = { weighted: null as string | null, unweighted: null as string | null };
    if (e.gpa !== undefined && e.gpa !== null) {
      if (!isObject(e.gpa)) c.add('equivalency.gpa', 'must be an object {weighted, unweighted}');
      else {
        unknownKeys(c, e.gpa, GPA_FIELDS, 'equivalency.gpa');
        gpa = { weighted: gpaValue(c, e.gpa.weighted, 'equivalency.gpa.weighted'), unweighted: gpaValue(c, e.gpa.unweighted, 'equivalency.gpa.unweighted') };
      }
    }
    if (!(CREDIT_UNITS as readonly unknown[]).includes(e.creditUnit)) c.add('equivalency.creditUnit', `is required and must be one of ${CREDIT_UNITS.map((u) => `"${u}"`).join(', ')}`);
    const disclaimer = optionalText(c, e.disclaimer, 'equivalency.disclaimer', 5000);
    if (disclaimer !== null && !disclaimer.startsWith('**')) c.add('equivalency.disclaimer', 'must start with "**" (or be null)');
    equivalency = {
      usEquivalency: optionalText(c, e.usEquivalency, 'equivalency.usEquivalency', 500),
      statement: optionalText(c, e.statement, 'equivalency.statement', 10_000),
      fieldOfStudy: optionalText(c, e.fieldOfStudy, 'equivalency.fieldOfStudy', 500),
      evaluatedAs: optionalText(c, e.evaluatedAs, 'equivalency.evaluatedAs', 500),
      gpa,
      totalCredits: optionalNumber(c, e.totalCredits, 'equivalency.totalCredits', 0),
      creditUnit: e.creditUnit as CreditUnit,
      disclaimer,
    };
  }
  const courses: EvaluatedCourse[] = [];
  if (body.courses !== undefined && body.courses !== null) {
    if (!Array.isArray(body.courses)) c.add('courses', 'must be an array');
    else {
      if (body.courses.length > MAX_COURSES) c.add('courses', `must have at most ${MAX_COURSES} items`);
      const seen = new Set<string>();
      body.courses.slice(0, MAX_COURSES).forEach((v, i) => {
        const x = course(c, v, `courses[${i}]`);
        if (x === null) return;
        if (x.courseId !== '' && seen.has(x.courseId)) c.add(`courses[${i}].courseId`, `repeats ${x.courseId}; course ids are unique within an evaluation`);
        seen.add(x.courseId);
        courses.push(x);
      });
    }
  }
  const note = optionalText(c, body.note, 'note', 10_000);
  if (c.details.length > 0 || equivalency === null) {
    throw new ValidationError(`The evaluation output is invalid: ${c.details.map((d) => `${d.path} ${d.message}`).join('; ')}`, c.details);
  }
  return { equivalency, courses, note };
}

/** A target institute's name: 1..500 characters after trimming. */
export function validateTargetName(body: unknown): string {
  if (!isObject(body)) throw new ValidationError('The body must be a JSON object {name}', [{ path: '', message: 'must be an object' }]);
  const c = new Collector();
  unknownKeys(c, body, TARGET_FIELDS, '');
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (typeof body.name !== 'string') c.add('name', 'is required and must be a string');
  else if (name === '') c.add('name', 'must not be empty');
  else if ([...name].length > 500) c.add('name', 'must be at most 500 characters');
  if (c.details.length > 0) throw new ValidationError(`The target institute is invalid: ${c.details.map((d) => `${d.path} ${d.message}`).join('; ')}`, c.details);
  return name;
}

/** Statements written by hand: 1..100 strings of 1..10000 characters after trimming. */
export function validateStatements(body: unknown): string[] {
  if (!isObject(body)) throw new ValidationError('The body must be a JSON object {statements}', [{ path: '', message: 'must be an object' }]);
  const c = new Collector();
  unknownKeys(c, body, STATEMENTS_FIELDS, '');
  const out: string[] = [];
  if (!Array.isArray(body.statements)) c.add('statements', 'is required and must be an array of strings');
  else {
    if (body.statements.length === 0) c.add('statements', 'must have at least one statement');
    if (body.statements.length > MAX_STATEMENTS) c.add('statements', `must have at most ${MAX_STATEMENTS} items`);
    body.statements.forEach((s, i) => {
      if (typeof s !== 'string' || s.trim() === '') c.add(`statements[${i}]`, 'must be a non-empty string');
      else if ([...s.trim()].length > 10_000) c.add(`statements[${i}]`, 'must be at most 10000 characters');
      else out.push(s.trim());
    });
  }
  if (c.details.length > 0) throw new ValidationError(`The combined statements are invalid: ${c.details.map((d) => `${d.path} ${d.message}`).join('; ')}`, c.details);
  return out;
}
