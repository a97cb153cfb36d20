import { expect } from 'chai';
import { aggregateStatus, evaluability, pendingFor, type CredentialEvaluability, type CredentialFacts } from '../../src/domain/evaluations/aggregate';
import { combineStatements, combinedStatus, type CombineSource, type CombinedStatusInput } from '../../src/domain/evaluations/combinedRules';
import { selectRow, selectRows, type SelectableRow } from '../../src/domain/evaluations/selection';
import type { AggregateEvaluationStatus, CombinedStatus, EvaluationOutput } from '../../src/domain/evaluations/types';
import { validateEvaluationOutput, validateStatements, validateTargetName } from '../../src/domain/evaluations/validation';
import { evaluationRow, numberOrSource, toUsDate, yearsOfAttendance } from '../../src/domain/evaluations/views';
import { ValidationError } from '../../src/domain/errors';

const T1 = 'a'.repeat(24);
const T2 = 'b'.repeat(24);
let seq = 0;
/** A row created `ms` milliseconds after the epoch of the test. */
function row(status: SelectableRow['status'], target: string | null = null, ms = (seq += 1)): SelectableRow {
  return { id: `${String(ms).padStart(24, '0')}`, targetInstituteId: target, status, createdAt: new Date(1_700_000_000_000 + ms) };
}
const cred = (evaluability: CredentialEvaluability, evaluations: SelectableRow[] = []) => ({ evaluability, evaluations });

describe('domain/evaluations', () => {
  describe('evaluability(credential): "past extraction and not uncategorized"', () => {
    const cases: [string, { given: CredentialFacts; want: CredentialEvaluability }][] = [
      ['academic, extraction completed', { given: { credentialType: 'academic', status: 'completed', extractionListed: true }, want: 'evaluable' }],
      ['academic, extraction failed (documents evaluated by hand)', { given: { credentialType: 'academic', status: 'failed', extractionListed: true }, want: 'evaluable' }],
      ['academic, extraction queued', { given: { credentialType: 'academic', status: 'queued', extractionListed: true }, want: 'extracting' }],
      ['academic, extraction processing', { given: { credentialType: 'academic', status: 'processing', extractionListed: true }, want: 'extracting' }],
      ['academic, extraction never requested', { given: { credentialType: 'academic', status: 'queued', extractionListed: false }, want: 'evaluable' }],
      ['uncategorized, extracted', { given: { credentialType: 'uncategorized', status: 'completed', extractionListed: true }, want: 'not_evaluable' }],
      ['uncategorized, still extracting (counts as pending)', { given: { credentialType: 'uncategorized', status: 'processing', extractionListed: true }, want: 'extracting' }],
    ];
    for (const [name, { given, want }] of cases) it(`${name} → ${want}`, () => expect(evaluability(given)).to.equal(want));
  });

  describe('aggregateStatus (interface "Aggregate evaluation status", decision "Aggregate evaluation status")', () => {
    const cases: [string, { given: Parameters<typeof aggregateStatus>[0]; want: AggregateEvaluationStatus }][] = [
      ['an upload still being classified', { given: { classifying: true, credentials: [cred('evaluable', [row('completed')])] }, want: 'queued' }],
      ['a credential still being extracted, another completed', { given: { classifying: false, credentials: [cred('evaluable', [row('completed')]), cred('extracting')] }, want: 'queued' }],
      ['no evaluable credential has a row yet', { given: { classifying: false, credentials: [cred('evaluable'), cred('evaluable')] }, want: 'queued' }],
      ['no credentials at all, nothing pending', { given: { classifying: false, credentials: [] }, want: 'not_applicable' }],
      ['only uncategorized credentials', { given: { classifying: false, credentials: [cred('not_evaluable'), cred('not_evaluable')] }, want: 'not_applicable' }],
      ['only uncategorized, one still extracting', { given: { classifying: false, credentials: [cred('not_evaluable'), cred('extracting')] }, want: 'queued' }],
      ['one credential with a queued row', { given: { classifying: false, credentials: [cred('evaluable', [row('queued')])] }, want: 'processing' }],
      ['one credential with a processing row', { given: { classifying: false, credentials: [cred('evaluable', [row('processing')])] }, want: 'processing' }],
      ['a credential with no row next to one with a completed row', { given: { classifying: false, credentials: [cred('evaluable', [row('completed')]), cred('evaluable')] }, want: 'processing' }],
      ['every evaluable credential completed', { given: { classifying: false, credentials: [cred('evaluable', [row('completed')]), cred('evaluable', [row('completed', T1)])] }, want: 'completed' }],
      ['completed, uncategorized ones ignored', { given: { classifying: false, credentials: [cred('evaluable', [row('completed')]), cred('not_evaluable')] }, want: 'completed' }],
      ['general completed, target row still processing', { given: { classifying: false, credentials: [cred('evaluable', [row('completed'), row('processing', T1)])] }, want: 'processing' }],
      ['several rows for a target: one completed is selected', { given: { classifying: false, credentials: [cred('evaluable', [row('processing'), row('completed')])] }, want: 'completed' }],
      ['several rows for a target, none completed: the first (queued) is selected', { given: { classifying: false, credentials: [cred('evaluable', [row('queued'), row('processing')])] }, want: 'processing' }],
      ['reopened (processing) row with no other completed', { given: { classifying: false, credentials: [cred('evaluable', [row('processing')]), cred('evaluable', [row('completed')])] }, want: 'processing' }],
    ];
    for (const [name, { given, want }] of cases) it(`${name} → ${want}`, () => expect(aggregateStatus(given)).to.equal(want));
  });

  describe('selection: "a completed one if any, otherwise the first"', () => {
    it('picks the first in creation order when none is completed, whatever the array order', () => {
      const first = row('processing', null, 1000);
      const later = row('queued', null, 1001);
      expect(selectRow([later, first])).to.equal(first);
    });
    it('picks a completed one over an earlier unfinished one', () => {
      const first = row('queued', null, 2000);
      const done = row('completed', null, 2001);
      expect(selectRow([first, done])).to.equal(done);
    });
    it('of several completed ones picks the first completed, so the choice does not move', () => {
      const a = row('completed', null, 3001);
      const b = row('completed', null, 3000);
      expect(selectRow([a, b])).to.equal(b);
    });
    it('tells rows created in the same millisecond apart by id', () => {
      const a = { ...row('queued', null, 4000), id: 'b'.repeat(24) };
      const b = { ...row('queued', null, 4000), id: 'a'.repeat(24) };
      expect(selectRow([a, b])).to.equal(b);
    });
    it('gives one row per target, the general one first, then targets by their first evaluation', () => {
      const t2 = row('queued', T2, 5000);
      const g1 = row('processing', null, 5001);
      const t1a = row('queued', T1, 5002);
      const t1b = row('completed', T1, 5003);
      const g2 = row('completed', null, 5004);
      expect(selectRows([t2, g1, t1a, t1b, g2])).to.deep.equal([g2, t2, t1b]);
    });
    it('pendingFor lists evaluable credentials without a completed selected row for the target', () => {
      const a = cred('evaluable', [row('completed', T1)]);
      const b = cred('evaluable', [row('completed', null)]);
      const c = cred('not_evaluable');
      expect(pendingFor([a, b, c], T1)).to.deep.equal([b]);
      expect(pendingFor([a, b, c], null)).to.deep.equal([a]);
    });
  });

  describe('combinedStatus (interface "Combined equivalency status")', () => {
    const stored = (status: 'processing' | 'completed' | 'failed', source: 'service' | 'operator' = 'service', current = true) => ({ status, source, current });
    const cases: [string, { given: CombinedStatusInput; want: CombinedStatus }][] = [
      ['nothing evaluated, nothing stored', { given: { stored: null, pendingCount: 2, evaluatedCount: 0 }, want: 'queued' }],
      ['some evaluated, others pending', { given: { stored: null, pendingCount: 1, evaluatedCount: 1 }, want: 'processing' }],
      ['all evaluated, not produced yet', { given: { stored: stored('processing'), pendingCount: 0, evaluatedCount: 2 }, want: 'processing' }],
      ['all evaluated, production not even recorded', { given: { stored: null, pendingCount: 0, evaluatedCount: 2 }, want: 'processing' }],
      ['produced for the current evaluations', { given: { stored: stored('completed'), pendingCount: 0, evaluatedCount: 2 }, want: 'completed' }],
      ['produced, then a credential became pending', { given: { stored: stored('completed'), pendingCount: 1, evaluatedCount: 2 }, want: 'processing' }],
      ['produced, but stale (an evaluation reopened and completed since)', { given: { stored: stored('completed', 'service', false), pendingCount: 0, evaluatedCount: 2 }, want: 'processing' }],
      ['production failed', { given: { stored: stored('failed'), pendingCount: 0, evaluatedCount: 2 }, want: 'failed' }],
      ['production failed, stale since', { given: { stored: stored('failed', 'service', false), pendingCount: 0, evaluatedCount: 2 }, want: 'processing' }],
      ['written by hand, then a credential became pending', { given: { stored: stored('completed', 'operator'), pendingCount: 1, evaluatedCount: 1 }, want: 'processing' }],
      ['written by hand, all evaluated', { given: { stored: stored('completed', 'operator'), pendingCount: 0, evaluatedCount: 1 }, want: 'completed' }],
      ['written by hand, then an evaluation reopened (stale)', { given: { stored: stored('completed', 'operator', false), pendingCount: 1, evaluatedCount: 0 }, want: 'queued' }],
    ];
    for (const [name, { given, want }] of cases) it(`${name} → ${want}`, () => expect(combinedStatus(given)).to.equal(want));
  });

  describe('combineStatements (the production rule)', () => {
    const output = (usEquivalency: string | null, statement: string | null = null): EvaluationOutput => ({
      equivalency: { usEquivalency, statement, fieldOfStudy: null, evaluatedAs: null, gpa: { weighted: null, unweighted: null }, totalCredits: null, creditUnit: 'Semester Credits', disclaimer: null },
      courses: [],
      note: null,
    });
    const src = (credentialId: string, out: EvaluationOutput, awardYear: number | null = null): CombineSource => ({ credentialId, evaluationId: `e${credentialId}`, output: out, awardYear });
    it('makes one statement per distinct US equivalency, highest level first, with the credentials it came from', () => {
      const r = combineStatements([
        src('c1', output('High school diploma')),
        src('c2', output("Bachelor's degree", 'Bachelor of Science in Physics')),
        src('c3', output("bachelor's  degree")),
        src('c4', output("Master's degree")),
      ]);
      expect(r).to.deep.equal({
        ok: [
          { equivalency: "Master's degree", credentialIds: ['c4'] },
          { equivalency: 'Bachelor of Science in Physics', credentialIds: ['c2', 'c3'] },
          { equivalency: 'High school diploma', credentialIds: ['c1'] },
        ],
      });
    });
    it('orders statements of the same level by the latest award first', () => {
      const r = combineStatements([src('c1', output('Bachelor of Arts'), 2010), src('c2', output('Bachelor of Science'), 2015)]);
      expect('ok' in r && r.ok.map((s) => s.credentialIds[0])).to.deep.equal(['c2', 'c1']);
    });
    it('fails with a readable error naming an evaluation without a US equivalency', () => {
      const r = combineStatements([src('c1', output('Bachelor')), src('c2', output(null))]);
      expect(r).to.have.property('error').that.matches(/evaluation ec2 \(credential c2\) has no US equivalency/);
    });
    it('fails when there is nothing to combine', () => {
      expect(combineStatements([])).to.have.property('error');
    });
  });

  describe('view formatting (interface "Evaluation result")', () => {
    const dates: [string, { given: string | null; want: string | null }][] = [
      ['ISO date', { given: '2019-09-12', want: '09/12/2019' }],
      ['ISO date-time', { given: '2019-09-12T00:00:00Z', want: '09/12/2019' }],
      ['already MM/DD/YYYY', { given: '03/14/1997', want: '03/14/1997' }],
      ['day month year', { given: '12 September 2019', want: '09/12/2019' }],
      ['month day, year', { given: 'Sept. 1, 2019', want: '09/01/2019' }],
      ['impossible day', { given: '2019-02-30', want: null }],
      ['a year alone is no date', { given: '2019', want: null }],
      ['free text', { given: 'summer of 2019', want: null }],
      ['null', { given: null, want: null }],
    ];
    for (const [name, { given, want }] of dates) it(`toUsDate: ${name} → ${want}`, () => expect(toUsDate(given)).to.equal(want));

    const numbers: [string, { given: number | string | null; want: number | string | null }][] = [
      ['a number', { given: 2015, want: 2015 }],
      ['a numeric string', { given: '4', want: 4 }],
      ['a decimal string', { given: '3.5', want: 3.5 }],
      ['number with "years"', { given: '4 years', want: 4 }],
      ['words: the source string', { given: 'four years', want: 'four years' }],
      ['other units: the source string', { given: '8 semesters', want: '8 semesters' }],
      ['blank', { given: '  ', want: null }],
      ['null', { given: null, want: null }],
    ];
    for (const [name, { given, want }] of numbers) it(`numberOrSource: ${name} → ${JSON.stringify(want)}`, () => expect(numberOrSource(given)).to.equal(want));

    const course = (year: number | null) => ({ id: 'x', courseNumber: null, courseName: null, credit: null, grade: null, alternateGrade: null, marksScored: null, maximumMarks: null, passStatus: null, term: null, session: null, year });
    const q = (yearOfAdmission: number | null, yearOfCompletion: number | null) =>
      ({ registrationNumber: null, name: null, level: null, program: null, majorOrSpecialization: null, status: null, yearOfAdmission, yearOfCompletion, programDuration: null, dateOfIssue: null, cgpa: null, totalCreditsOrMarks: null });
    const years: [string, { given: Parameters<typeof yearsOfAttendance>[0]; want: number[] }][] = [
      ['admission to completion, inclusive', { given: { qualification: q(2015, 2019), courses: [] }, want: [2015, 2016, 2017, 2018, 2019] }],
      ['course years, unsorted and repeated', { given: { qualification: q(null, null), courses: [course(2018), course(2016), course(2018)] }, want: [2016, 2018] }],
      ['both, merged distinct', { given: { qualification: q(2016, 2017), courses: [course(2017), course(2019)] }, want: [2016, 2017, 2019] }],
      ['an implausible span keeps only the ends', { given: { qualification: q(1950, 2019), courses: [] }, want: [1950, 2019] }],
      ['completion before admission keeps the ends', { given: { qualification: q(2019, 2015), courses: [] }, want: [2015, 2019] }],
      ['nothing known', { given: { qualification: q(null, null), courses: [] }, want: [] }],
      ['no extraction', { given: null, want: [] }],
    ];
    for (const [name, { given, want }] of years) it(`yearsOfAttendance: ${name}`, () => expect(yearsOfAttendance(given)).to.deep.equal(want));

    it('shows a reopened (processing) evaluation progress-only, its stored output hidden', () => {
      const output = validateEvaluationOutput({ equivalency: { creditUnit: 'Carnegie Units' } });
      const view = evaluationRow({ id: 'e'.repeat(24), status: 'processing', completedAt: new Date(), output }, null);
      expect(view).to.deep.equal({ evaluationId: 'e'.repeat(24), status: 'processing', completedAt: null, targetInstitute: null });
    });
    it('shows a completed evaluation with its output and completion time', () => {
      const output = validateEvaluationOutput({ equivalency: { creditUnit: 'Carnegie Units' } });
      const at = new Date('2024-01-15T16:42:05.000Z');
      const view = evaluationRow({ id: 'e'.repeat(24), status: 'completed', completedAt: at, output }, { id: T1, name: 'X' });
      expect(view).to.deep.include({ status: 'completed', completedAt: '2024-01-15T16:42:05.000Z', targetInstitute: { id: T1, name: 'X' }, note: null, courses: [] });
    });
  });

  describe('validateEvaluationOutput (completion payload)', () => {
    const base = { equivalency: { creditUnit: 'Semester Credits' } };
    it('fills what was left out with null, [] and false', () => {
      const out = validateEvaluationOutput({ ...base, courses: [{ courseId: 'C-1' }] });
      expect(out).to.deep.equal({
        equivalency: { usEquivalency: null, statement: null, fieldOfStudy: null, evaluatedAs: null, gpa: { weighted: null, unweighted: null }, totalCredits: null, creditUnit: 'Semester Credits', disclaimer: null },
        courses: [{ courseId: 'C-1', courseName: null, grade: null, point: null, credit: null, isRetaken: false, isNonGradable: false, isExcluded: false }],
        note: null,
      });
    });
    it('keeps valid values and gives a course without id a 24-hex one', () => {
      const out = validateEvaluationOutput({
        equivalency: { usEquivalency: 'Bachelor', gpa: { weighted: '3.71', unweighted: '-0.5' }, totalCredits: 124, creditUnit: 'Carnegie Units', disclaimer: '** advisory' },
        courses: [{ courseName: 'Algebra', grade: 'A', point: 4, credit: 3, isRetaken: true }],
        note: 'ok',
      });
      expect(out.equivalency).to.include({ usEquivalency: 'Bachelor', totalCredits: 124, creditUnit: 'Carnegie Units', disclaimer: '** advisory' });
      expect(out.equivalency.gpa).to.deep.equal({ weighted: '3.71', unweighted: '-0.5' });
      expect(out.courses[0]!.courseId).to.match(/^[a-f0-9]{24}$/);
      expect(out.courses[0]).to.include({ courseName: 'Algebra', isRetaken: true, isExcluded: false });
    });
    const bad: [string, { given: unknown; path: string }][] = [
      ['not an object', { given: [], path: '' }],
      ['no equivalency', { given: { courses: [] }, path: 'equivalency' }],
      ['no creditUnit', { given: { equivalency: {} }, path: 'equivalency.creditUnit' }],
      ['unknown creditUnit', { given: { equivalency: { creditUnit: 'Quarter Credits' } }, path: 'equivalency.creditUnit' }],
      ['GPA as a number', { given: { equivalency: { ...base.equivalency, gpa: { weighted: 3.7 } } }, path: 'equivalency.gpa.weighted' }],
      ['GPA not decimal', { given: { equivalency: { ...base.equivalency, gpa: { unweighted: '3,7' } } }, path: 'equivalency.gpa.unweighted' }],
      ['disclaimer without **', { given: { equivalency: { ...base.equivalency, disclaimer: 'advisory' } }, path: 'equivalency.disclaimer' }],
      ['totalCredits as a string', { given: { equivalency: { ...base.equivalency, totalCredits: '124' } }, path: 'equivalency.totalCredits' }],
      ['usEquivalency too long', { given: { equivalency: { ...base.equivalency, usEquivalency: 'x'.repeat(501) } }, path: 'equivalency.usEquivalency' }],
      ['unknown equivalency field', { given: { equivalency: { ...base.equivalency, level: 'x' } }, path: 'equivalency.level' }],
      ['unknown top-level field', { given: { ...base, status: 'completed' }, path: 'status' }],
      ['courses not an array', { given: { ...base, courses: {} }, path: 'courses' }],
      ['bad course id', { given: { ...base, courses: [{ courseId: 'a b' }] }, path: 'courses[0].courseId' }],
      ['repeated course id', { given: { ...base, courses: [{ courseId: 'A' }, { courseId: 'A' }] }, path: 'courses[1].courseId' }],
      ['course flag not boolean', { given: { ...base, courses: [{ isExcluded: 'yes' }] }, path: 'courses[0].isExcluded' }],
      ['negative credit', { given: { ...base, courses: [{ credit: -1 }] }, path: 'courses[0].credit' }],
      ['too many courses', { given: { ...base, courses: Array.from({ length: 1001 }, () => ({})) }, path: 'courses' }],
      ['note not a string', { given: { ...base, note: 5 }, path: 'note' }],
    ];
    for (const [name, { given, path }] of bad) {
      it(`rejects ${name} (400, details name ${path || 'the body'})`, () => {
        let err: unknown;
        try {
          validateEvaluationOutput(given);
        } catch (e) {
          err = e;
        }
        expect(err).to.be.instanceOf(ValidationError);
        expect((err as ValidationError).details?.map((d) => d.path)).to.include(path);
      });
    }
  });

  describe('other operator inputs', () => {
    it('a target institute name is trimmed and 1..500 characters', () => {
      expect(validateTargetName({ name: '  University of Toronto ' })).to.equal('University of Toronto');
      for (const body of [{}, { name: '' }, { name: 'x'.repeat(501) }, { name: 'ok', extra: 1 }, null]) expect(() => validateTargetName(body)).to.throw(ValidationError);
    });
    it('hand-written statements are 1..100 non-empty strings', () => {
      expect(validateStatements({ statements: [' A ', 'B'] })).to.deep.equal(['A', 'B']);
      for (const body of [{ statements: [] }, { statements: [''] }, { statements: [1] }, { statements: 'A' }, {}]) expect(() => validateStatements(body)).to.throw(ValidationError);
    });
  });
});
