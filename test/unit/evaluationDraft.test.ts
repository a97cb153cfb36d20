import { expect } from 'chai';
import { draftChanges, draftEvaluation } from '../../src/domain/evaluations/draft';
import type { StoredCourse, StoredExtraction } from '../../src/domain/results/stored';

let n = 0;
const course = (v: Partial<StoredCourse>): StoredCourse => ({
  id: `c${String((n += 1)).padStart(23, '0')}`,
  courseNumber: null,
  courseName: null,
  credit: null,
  grade: null,
  alternateGrade: null,
  marksScored: null,
  maximumMarks: null,
  passStatus: null,
  term: null,
  session: null,
  year: null,
  ...v,
});
const extraction = (countryCode: string | null, courses: StoredCourse[]): StoredExtraction => ({
  candidate: { fullName: 'Test Candidate', firstName: null, lastName: null, dateOfBirth: null },
  institution: { name: 'Test University', country: null, countryCode, state: null, stateCode: null },
  qualification: {
    registrationNumber: null, name: 'Bachelor', level: null, program: 'Physics', majorOrSpecialization: null, status: null,
    yearOfAdmission: null, yearOfCompletion: null, programDuration: null, dateOfIssue: null, cgpa: null, totalCreditsOrMarks: null,
  },
  courses,
});

describe('an evaluation drafted from extraction (docs/grading-scales.md, "Drafts")', () => {
  it('converts a German transcript: grades by the Bavarian formula, ECTS halved, GPA weighted by credits', () => {
    const d = draftEvaluation(extraction('DE', [
      course({ courseNumber: 'MA1', courseName: 'Analysis I', credit: 10, grade: '1,3' }),
      course({ courseNumber: 'PH1', courseName: 'Experimentalphysik I', credit: 8, grade: '2,7' }),
      course({ courseNumber: 'SK', courseName: 'Schlüsselkompetenzen', credit: 4, grade: 'bestanden' }),
    ]));
    expect(d.scale?.id).to.equal('de-1-5');
    expect(d.output.courses.map((c) => [c.grade, c.point, c.credit, c.isNonGradable, c.isExcluded])).to.deep.equal([
      ['A-', 3.7, 5, false, false],
      ['C+', 2.3, 4, false, false],
      ['P', null, 2, true, true],
    ]);
    // (3.7×5 + 2.3×4) / 9 = 3.0778; unweighted (3.7 + 2.3) / 2 = 3.00; credits 5 + 4 + 2.
    expect(d.output.equivalency.gpa).to.deep.equal({ weighted: '3.08', unweighted: '3.00' });
    expect(d.output.equivalency.totalCredits).to.equal(11);
    expect(d.output.equivalency.creditUnit).to.equal('Semester Credits');
    expect(d.output.equivalency.fieldOfStudy).to.equal('Physics');
    expect(d.sources.map((s) => [s.originalGrade, s.originalCredits, s.conversion])).to.deep.equal([['1,3', 10, 'graded'], ['2,7', 8, 'graded'], ['bestanden', 4, 'passed']]);
  });

  it('marks the earlier attempt of a course printed twice as retaken, outside credits and GPA', () => {
    const d = draftEvaluation(extraction('US', [
      course({ courseNumber: 'CHEM 101', courseName: 'General Chemistry', credit: 4, grade: 'D', term: 'Fall 2019' }),
      course({ courseNumber: 'MATH 120', courseName: 'Calculus', credit: 3, grade: 'B+', term: 'Fall 2019' }),
      course({ courseNumber: 'Chem101', courseName: 'General Chemistry', credit: 4, grade: 'A-', term: 'Spring 2020' }),
    ]));
    expect(d.output.courses.map((c) => [c.grade, c.isRetaken, c.isExcluded])).to.deep.equal([['D', true, true], ['B+', false, false], ['A-', false, false]]);
    expect(d.output.equivalency.gpa.weighted).to.equal(((3.3 * 3 + 3.7 * 4) / 7).toFixed(2));
    expect(d.output.equivalency.totalCredits).to.equal(7);
    expect(d.sources[0]!.conversion).to.equal('retaken');
    expect(d.sources[0]!.term).to.equal('Fall 2019');
  });

  it('reads an Indian marksheet by its marks and maximum when the grade column is empty', () => {
    const d = draftEvaluation(extraction('IN', [
      course({ courseName: 'Engineering Mathematics', marksScored: 156, maximumMarks: 200, credit: 4 }),
      course({ courseName: 'Workshop Practice', marksScored: 41, maximumMarks: 100, credit: 2 }),
    ]));
    expect(d.scale?.id).to.equal('in-percentage');
    expect(d.output.courses.map((c) => [c.grade, c.point, c.credit])).to.deep.equal([['A', 4, 4], ['C', 2, 2]]);
  });

  it('chooses the Indian 10-point table when the grades are letters O, A+, B+', () => {
    const d = draftEvaluation(extraction('IN', [course({ grade: 'O', credit: 4 }), course({ grade: 'A+', credit: 3 }), course({ grade: 'B+', credit: 3 })]));
    expect(d.scale?.id).to.equal('in-cgpa-10');
  });

  it('drafts no conversion without a country when letters fit several tables (US, Thai, Kazakh): the operator names one', () => {
    const data = extraction(null, [course({ grade: 'A', credit: 3 }), course({ grade: 'B+', credit: 3 })]);
    const d = draftEvaluation(data);
    expect(d.scale).to.equal(null);
    expect(d.output.courses.map((c) => [c.grade, c.point, c.isExcluded])).to.deep.equal([[null, null, true], [null, null, true]]);
    expect(d.output.equivalency.gpa).to.deep.equal({ weighted: null, unweighted: null });
    const named = draftEvaluation(data, 'th-4');
    expect(named.output.courses.map((c) => c.point)).to.deep.equal([4, 3.5]);
  });

  it('refuses an unknown table name with a validation error', () => {
    expect(() => draftEvaluation(extraction('DE', []), 'xx-1')).to.throw(/Unknown grading scale xx-1/);
  });

  it('records what the operator changed from the draft: values, removed and added courses', () => {
    const d = draftEvaluation(extraction('US', [course({ courseNumber: 'A1', courseName: 'One', credit: 3, grade: 'B' }), course({ courseNumber: 'A2', courseName: 'Two', credit: 3, grade: 'C' })]));
    const final = structuredClone(d.output);
    final.equivalency.usEquivalency = "Bachelor's degree";
    final.courses[0]!.grade = 'B+';
    final.courses[0]!.point = 3.3;
    final.courses.splice(1, 1);
    final.courses.push({ courseId: 'extra', courseName: 'Thesis', grade: 'A', point: 4, credit: 6, isRetaken: false, isNonGradable: false, isExcluded: false });
    const [a, b] = d.output.courses;
    expect(draftChanges(d.output, final)).to.deep.equal([
      { path: 'equivalency.usEquivalency', draft: null, final: "Bachelor's degree" },
      { path: `courses[${a!.courseId}].grade`, draft: 'B', final: 'B+' },
      { path: `courses[${a!.courseId}].point`, draft: 3, final: 3.3 },
      { path: `courses[${b!.courseId}]`, draft: 'Two', final: null },
      { path: 'courses[extra]', draft: null, final: 'Thesis' },
    ]);
  });
});
